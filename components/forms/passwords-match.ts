import { z } from "zod";

/** The server's words for a confirmation that differs (lib/validation.ts newAccountSchema). */
export const PASSWORDS_DIFFER = "The passwords do not match.";

/**
 * "The passwords match", written once for every form that asks for a password twice: `password`
 * and `confirm` name the two fields; the message goes under the confirmation.
 */
export function passwordsMatch(password: string, confirm: string) {
  return z
    .record(z.string(), z.unknown())
    .refine((values) => values[password] === values[confirm], {
      path: [confirm],
      message: PASSWORDS_DIFFER,
    });
}
