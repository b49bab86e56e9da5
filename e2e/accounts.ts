/** Demo FAQs (55) plus these pass the 500-item cap of docs/product.md §9. */
export const E2E_EXTRA_FAQS = 480;
