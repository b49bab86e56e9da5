/**
 * What the portal alone keeps in localStorage, beside the keys of lib/client/storage.ts: kept
 * apart so that the public pages' code does not carry them.
 */
export const PORTAL_STORAGE_KEYS = {
  /** Issue 17: the writer hid the reading coach of Add FAQ and Edit FAQ. */
  readingHelpHidden: "readingHelpHidden",
} as const;
