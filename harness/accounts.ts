/**
 * The accounts of the tests and the Playwright suite, and the one password of the accounts a
 * test makes. Data only, so that Playwright's specs and the e2e log check import it without a
 * database.
 */

/** The password of every account a test makes, unless it gives another. */
export const PASSWORD = "correct horse battery";

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
