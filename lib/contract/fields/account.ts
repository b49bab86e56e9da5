import { z } from "zod";

import { LIMITS, MAX_ID, cleanText } from "./text";

// ---------------------------------------------------------------------------------------------
// Accounts (docs/api.md §5)

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
    )
    .meta({
      description: `1–${String(LIMITS.name)} characters once trimmed; no line breaks, tabs or other hidden characters.`,
      maxLength: LIMITS.name,
    });

/** Trimmed and lower-cased: addresses compare case-insensitively (docs/api.md §5). */
export const emailSchema = z
  .string({ error: "Enter an e-mail address." })
  .trim()
  .min(1, { error: "Enter an e-mail address." })
  .max(LIMITS.email, {
    error: `Use at most ${String(LIMITS.email)} characters for the e-mail address.`,
  })
  .toLowerCase()
  .pipe(z.email({ error: "Enter a valid e-mail address, like name@example.com." }))
  .meta({
    description: "An e-mail address; trimmed, and compared in any letter case.",
    format: "email",
  });

/**
 * A password being chosen (Register, ResetPassword, ChangePassword). The server also refuses the
 * 10,000 most common ones (lib/api/server-rules.ts), a list kept out of the browser.
 */
export const passwordSchema = z
  .string({ error: "Enter a password." })
  .min(LIMITS.passwordMin, {
    error: `Use at least ${String(LIMITS.passwordMin)} characters for the password.`,
  })
  .max(LIMITS.passwordMax, {
    error: `Use at most ${String(LIMITS.passwordMax)} characters for the password.`,
  })
  .refine((value) => value.trim().length > 0, { error: "The password cannot be only spaces." })
  .meta({
    description: `${String(LIMITS.passwordMin)}–${String(LIMITS.passwordMax)} characters, not only spaces, not the e-mail address, not one of the 10,000 most common passwords.`,
  });

/** The repeat of a new password (`confirmPassword`, `confirmNewPassword`); checked by passwordRules. */
export const confirmationSchema = (what: "password" | "new password") =>
  z.string({ error: `Confirm the ${what}.` }).meta({ description: `The ${what} again.` });

/** The password of a login: anything up to the longest password there can be. */
export const loginPasswordSchema = z
  .string({ error: "Enter your password." })
  .min(1, { error: "Enter your password." })
  .max(LIMITS.passwordMax, { error: "Enter your password." });

/** The current password where it must be given (ChangePassword's `oldPassword`). */
export const currentPasswordSchema = z
  .string({ error: "Enter your current password." })
  .min(1, { error: "Enter your current password." })
  .max(LIMITS.passwordMax, { error: "The current password is not right." });

/** The current password as a fresh proof (lib/api/attempt-limits.ts): optional after a recent login. */
export const freshProofPasswordSchema = z
  .string({ error: "Enter your current password." })
  .max(LIMITS.passwordMax, { error: "The current password is not right." })
  .optional()
  .meta({
    description:
      "The current password; may be left out within 10 minutes of a login, otherwise needed.",
  });

/** docs/api.md §5: a password may not be the account's own e-mail address. */
export function passwordIsEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}

export const PASSWORDS_DIFFER = "The passwords do not match.";
export const PASSWORD_IS_EMAIL = "The password cannot be the same as the e-mail address.";

/**
 * docs/api.md §5's rules across the fields of a new password, written once: the confirmation
 * matches (the issue goes on the confirmation), and, where the body has the address, the password
 * is not the e-mail address (the issue goes on the password).
 */
export function passwordRules<P extends string, C extends string, E extends string = never>(keys: {
  password: P;
  confirm: C;
  email?: E;
}) {
  return (value: Record<P | C | E, string>, ctx: z.RefinementCtx): void => {
    if (value[keys.password] !== value[keys.confirm]) {
      ctx.addIssue({ code: "custom", path: [keys.confirm], message: PASSWORDS_DIFFER });
    }
    if (keys.email !== undefined && passwordIsEmail(value[keys.password], value[keys.email])) {
      ctx.addIssue({ code: "custom", path: [keys.password], message: PASSWORD_IS_EMAIL });
    }
  };
}

export const WRONG_APP_CODE = "The code is not right. Try the newest code in your app.";

/** What a person types from their authenticator app, or a recovery code (lib/auth/two-factor.ts). */
export const appCodeSchema = z
  .string({ error: "Enter the code from your app." })
  .trim()
  .min(1, { error: "Enter the code from your app." })
  .max(50, { error: WRONG_APP_CODE })
  .meta({ description: "The 6-digit code of the authenticator app, or a recovery code." });

export const USER_ROLES = ["Guest", "Student", "Coach", "Admin"] as const;

export const roleSchema = z.enum(USER_ROLES, {
  error: "Choose one of Guest, Student, Coach or Admin.",
});

/** A one-time code as mailed (docs/api.md §5): six digits; spaces pasted along are ignored. */
export const codeSchema = z
  .string({ error: "Enter the 6-digit code from the e-mail." })
  .max(100, { error: "Enter the 6-digit code from the e-mail." })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, { error: "Enter the 6-digit code from the e-mail." }))
  .meta({ description: "The 6-digit code from the e-mail; spaces are ignored." });

/** The person and the secret of a `{userId}.{secret}` token (the undo link, the sign-in token). */
export interface UserToken {
  userId: number;
  code: string;
}

/** The person and the secret of a token, or null when it is not one. */
export function readUserToken(token: string): UserToken | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match?.[1] || !match[2] || Number(match[1]) > MAX_ID) return null;
  return { userId: Number(match[1]), code: match[2] };
}

/** A request field holding such a token, read once; anything else is refused with `message`. */
export function userTokenSchema(message: string) {
  return z
    .string({ error: message })
    .max(LIMITS.userToken, { error: message })
    .transform((token, ctx) => {
      const read = readUserToken(token);
      if (!read) ctx.addIssue({ code: "custom", message });
      return read ?? z.NEVER;
    })
    .meta({ description: "The token as it was handed out: `{userId}.{secret}`." });
}

/** The fields of a new account, as Register and `npm run user:create` take them. */
export const newAccountSchema = z
  .object({
    firstName: nameSchema("first name"),
    lastName: nameSchema("last name"),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: confirmationSchema("password"),
  })
  .superRefine(passwordRules({ password: "password", confirm: "confirmPassword", email: "email" }));

export type NewAccount = z.infer<typeof newAccountSchema>;
