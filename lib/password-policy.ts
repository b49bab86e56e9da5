import "server-only";

import { dictionary } from "@zxcvbn-ts/language-common";
import { newAccountSchema, passwordSchema } from "@/lib/validation";

/**
 * New passwords may not be among the 10,000 most common ones (OWASP ASVS 5, 6.2.4): the head of
 * zxcvbn-ts's list of common passwords, which is ordered by how often each was found in leaks.
 * Server only: the list stays out of the browser's code. A password is compared in lower case, so
 * "Password1" counts as "password1".
 */
const COMMON_PASSWORDS = new Set(dictionary["passwords-common"].slice(0, 10_000));

export const COMMON_PASSWORD_MESSAGE =
  "Many people use this password. Choose one that is harder to guess.";

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/** A password being chosen (reset, change): the shared rules and not a common one. */
export const newPasswordSchema = passwordSchema.refine((value) => !isCommonPassword(value), {
  error: COMMON_PASSWORD_MESSAGE,
});

/** A new account (Register, `npm run user:create`): its password is not a common one either. */
export const newAccountWithPolicySchema = newAccountSchema.superRefine((value, ctx) => {
  if (isCommonPassword(value.password)) {
    ctx.addIssue({ code: "custom", path: ["password"], message: COMMON_PASSWORD_MESSAGE });
  }
});
