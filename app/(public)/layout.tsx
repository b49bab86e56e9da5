import { publicRootLayout } from "@/components/site/site-frame";

/**
 * The public site in English (docs/product.md §2), a root layout of its own
 * (components/site/root-document.tsx): header, footer and toasts around every public page.
 */
const root = publicRootLayout("en");
export const { metadata, viewport } = root;
export default root.Layout;
