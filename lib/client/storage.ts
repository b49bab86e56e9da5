import type { PORTAL_STORAGE_KEYS } from "@/lib/client/portal-storage";

/**
 * What the browser keeps in localStorage (docs/product.md §3). None of it is trusted for access:
 * the server checks the session on every request; these only remember choices and state for the UI.
 */
export const STORAGE_KEYS = {
  faqOrder: "faqOrder",
  userOrder: "userOrder",
  xsrfToken: "xsrfToken",
  tipsBannerClosed: "tipsBannerClosed",
  /** Issue 28: the "Ver en español" offer on /faq, once closed. */
  spanishOfferClosed: "spanishOfferClosed",
  isAuthenticated: "isAuthenticated",
  /** The FAQs this browser voted on ("Was this helpful?", issue 16): one vote each. */
  faqVotes: "faqVotes",
  /** The FAQs this browser asked to read in Spanish ("Pedir en español", issue 28): once each. */
  faqTranslationRequests: "faqTranslationRequests",
  /** Issue 39: "Continue" to Say it's notice that the browser's online service hears the words. */
  sayItOnline: "sayItOnline",
  // Reading aloud and the reading settings (docs/decisions/0024). The settings' keys are also in
  // READING_SETTINGS of lib/security/inline-scripts.mjs, read before the first paint.
  readAloudSpeed: "readAloudSpeed",
  readingTextSize: "readingTextSize",
  readingLineSpacing: "readingLineSpacing",
  readingContrast: "readingContrast",
} as const;

/** A key of STORAGE_KEYS, or of the portal's own (lib/client/portal-storage.ts). */
export type StorageKey =
  | (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
  | (typeof PORTAL_STORAGE_KEYS)[keyof typeof PORTAL_STORAGE_KEYS];
type Key = StorageKey;

export function readStorage(key: Key): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // Storage disabled (private mode, policy): behave as if nothing was kept.
  }
}

export function writeStorage(key: Key, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
}

export function isSignedInLocally(): boolean {
  return readStorage(STORAGE_KEYS.isAuthenticated) === "true";
}
