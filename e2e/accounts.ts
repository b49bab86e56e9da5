/** Accounts created for the Playwright suite by e2e/fixtures/seed-e2e.ts. */
export const E2E_ACCOUNTS = {
  admin: {
    firstName: "Ada",
    lastName: "Admin",
    email: "e2e-admin@example.org",
    password: "admin password 1",
    role: "Admin",
    isVerified: true,
  },
  coach: {
    firstName: "Cole",
    lastName: "Coach",
    email: "e2e-coach@example.org",
    password: "coach password 1",
    role: "Coach",
    isVerified: true,
  },
} as const;

/** Demo FAQs (55) plus these pass the 500-item cap of docs/product.md §9. */
export const E2E_EXTRA_FAQS = 480;
