import "server-only";

import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * New passwords may not be among the 10,000 most common ones (OWASP ASVS 5, 6.2.4): the head of
 * zxcvbn-ts's list of common passwords, which is ordered by how often each was found in leaks.
 * Server only: the list stays out of the browser's code. A password is compared in lower case, so
 * "Password1" counts as "password1". lib/api/server-rules.ts adds the check to the contract's
 * password fields.
 */
const COMMON_PASSWORDS = new Set(dictionary["passwords-common"].slice(0, 10_000));

export const COMMON_PASSWORD_MESSAGE =
  "Many people use this password. Choose one that is harder to guess.";

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
