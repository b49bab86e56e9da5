import { z } from "zod";

/**
 * Field rules shared by the server, the operator commands and the screens (CONTRACT §5, §6).
 * Messages are what a person reads under the field, so they say what to do.
 */

export const LIMITS = {
  name: 100,
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  question: 500,
  answer: 20_000,
  tags: 500,
  searchQuery: 200,
} as const;

/**
 * Text as a person meant it: lone UTF-16 surrogates (which no database can store) become U+FFFD
 * and control characters other than tab and line breaks (a NUL cannot be stored either) go.
 */
export function cleanText(value: string): string {
  return value
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD")
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "");
}

/** Characters as PostgreSQL's char_length counts them (code points, not UTF-16 units). */
export const characterCount = (text: string): number =>
  text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, "_").length;

/**
 * A name as stored: trimmed, with lone surrogates replaced like all stored text. It goes into the
 * text of e-mails, so no control character (a line break, a tab, a NUL) and no Unicode line or
 * paragraph separator may be in it: refused, not removed, so the person sees why.
 */
export const nameSchema = (label: string) =>
  z
    .string({ error: `Enter your ${label}.` })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, { error: `Enter your ${label}.` })
        .max(LIMITS.name, {
          error: `Use at most ${String(LIMITS.name)} characters for the ${label}.`,
        })
        .refine((value) => !/[\p{Cc}\u2028\u2029]/u.test(value), {
          error: `The ${label} cannot have line breaks, tabs or other hidden characters.`,
        })
        .transform((value) => cleanText(value)),
    );

/** Trimmed and lower-cased: addresses compare case-insensitively (CONTRACT §5). */
export const emailSchema = z
  .string({ error: "Enter an e-mail address." })
  .trim()
  .min(1, { error: "Enter an e-mail address." })
  .max(LIMITS.email, {
    error: `Use at most ${String(LIMITS.email)} characters for the e-mail address.`,
  })
  .toLowerCase()
  .pipe(z.email({ error: "Enter a valid e-mail address, like name@example.com." }));

export const passwordSchema = z
  .string({ error: "Enter a password." })
  .min(LIMITS.passwordMin, {
    error: `Use at least ${String(LIMITS.passwordMin)} characters for the password.`,
  })
  .max(LIMITS.passwordMax, {
    error: `Use at most ${String(LIMITS.passwordMax)} characters for the password.`,
  })
  .refine((value) => value.trim().length > 0, { error: "The password cannot be only spaces." });

/** The current password as a fresh proof (lib/api/attempt-limits.ts): optional after a recent login. */
export const freshProofPasswordSchema = z
  .string({ error: "Enter your current password." })
  .max(LIMITS.passwordMax, { error: "The current password is not right." })
  .optional();

export const WRONG_APP_CODE = "The code is not right. Try the newest code in your app.";

/** What a person types from their authenticator app, or a recovery code (lib/auth/two-factor.ts). */
export const appCodeSchema = z
  .string({ error: "Enter the code from your app." })
  .trim()
  .min(1, { error: "Enter the code from your app." })
  .max(50, { error: WRONG_APP_CODE });

export const roleSchema = z.enum(["Guest", "Student", "Coach", "Admin"], {
  error: "Choose one of Guest, Student, Coach or Admin.",
});

/** CONTRACT §5: a password may not be the account's own e-mail address. */
export function passwordIsEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}

/** A one-time code as mailed (CONTRACT §5): six digits; spaces pasted along are ignored. */
export const codeSchema = z
  .string({ error: "Enter the 6-digit code from the e-mail." })
  .max(100, { error: "Enter the 6-digit code from the e-mail." })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, { error: "Enter the 6-digit code from the e-mail." }));

/** Ids are positive integers (CONTRACT §1) that fit PostgreSQL's integer column. */
const MAX_ID = 2_147_483_647;
const idMessage = { error: "Give the id as a whole number of 1 or more." };
export const idSchema = z.number(idMessage).int(idMessage).min(1, idMessage).max(MAX_ID, idMessage);
/** The same, from a query string. */
export const idQuerySchema = z.coerce
  .number(idMessage)
  .int(idMessage)
  .min(1, idMessage)
  .max(MAX_ID, idMessage);

/** The fields of a new account, as Register and `npm run user:create` take them. */
export const newAccountSchema = z
  .object({
    firstName: nameSchema("first name"),
    lastName: nameSchema("last name"),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: "Confirm the password." }),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: "The passwords do not match.",
      });
    }
    if (value.password.trim().toLowerCase() === value.email) {
      ctx.addIssue({
        code: "custom",
        path: ["password"],
        message: "The password cannot be the same as the e-mail address.",
      });
    }
  });

export type NewAccount = z.infer<typeof newAccountSchema>;

/** Normalised search text (CONTRACT §6): trimmed, lower case, single spaces. */
export function normaliseSearch(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ");
}

/**
 * Field errors keyed by the API's field names (SPEC §3: `Email`, `FirstName`, …): the first
 * segment of each issue's path with its first letter in upper case.
 */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    const field = key ? key.charAt(0).toUpperCase() + key.slice(1) : "Body";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
