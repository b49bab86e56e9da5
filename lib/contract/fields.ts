import { z } from "zod";

import { USER_PAGE_SIZE } from "@/lib/constants";

/**
 * The one set of field rules of the API (docs/api.md §1, §5, §6), imported by the route handlers,
 * the operator commands and the screens alike: nothing here needs the server. Messages are what a
 * person reads under the field, so they say what to do. Where a field needs the server as well
 * (sanitising HTML, the list of common passwords), the rule here is what travels on the wire and
 * lib/api/server-rules.ts adds the server's part on top.
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

/** docs/api.md §1: `limit` 1–100 (default 15), `skip` ≥ 0 (default 0). */
export const PAGING = { defaultLimit: 15, maxLimit: 100 } as const;

/** The largest id PostgreSQL's integer holds: a bigger one can name nothing. */
const MAX_ID = 2_147_483_647;

// ---------------------------------------------------------------------------------------------
// Text

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

/** Normalised search text (docs/api.md §6): trimmed, lower case, single spaces. */
export function normaliseSearch(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ");
}

/**
 * Field errors keyed by the API's field names (docs/product.md §3: `Email`, `FirstName`, …): the
 * first segment of each issue's path with its first letter in upper case.
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
    .max(100, { error: message })
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

// ---------------------------------------------------------------------------------------------
// Ids (docs/api.md §1: positive integers that fit PostgreSQL's integer column)

/** An id in a JSON body; `beyond` is said of a number too large to name anything. */
export function idField(message: string, beyond = message) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_ID, { error: beyond })
    .meta({ description: "An id: a whole number from 1." });
}

/** A user's id in a JSON body (PatchUser, DeleteUser, ResetTwoFactor). */
export const userIdField = idField("Give the id as a whole number of 1 or more.");

/** A user's id in a query string (GetUserById). */
const userIdMessage = { error: "Give the id as a whole number of 1 or more." };
export const userIdQuery = z.coerce
  .number(userIdMessage)
  .int(userIdMessage)
  .min(1, userIdMessage)
  .max(MAX_ID, userIdMessage)
  .meta({ description: "A user's id: a whole number from 1." });

const faqIdMessage = "Give the id of an FAQ: a whole number from 1.";

/** An FAQ id in a JSON body (PatchFaq, DeleteFaq, RestoreFaq). */
export const faqIdField = idField(faqIdMessage, "There is no such FAQ.");

/** An FAQ id in a query string (GetFaq, the Edit FAQ page's address). */
export const faqIdQuery = z
  .string({ error: faqIdMessage })
  .trim()
  .regex(/^[0-9]{1,10}$/, { error: faqIdMessage })
  .transform(Number)
  .pipe(z.number().min(1, { error: faqIdMessage }).max(MAX_ID, { error: "There is no such FAQ." }))
  .meta({ description: "An FAQ's id: a whole number from 1." });

/** A group's id in a JSON body (PatchSynonymGroup, DeleteSynonymGroup). */
export const synonymGroupIdField = idField(
  "Give the id of a group: a whole number from 1.",
  "There is no such group.",
);

// ---------------------------------------------------------------------------------------------
// Paging and order (docs/api.md §1, §6)

/** A whole number in a query string, within bounds; `fallback` when the parameter is absent. */
function queryInteger(label: string, min: number, max: number, fallback: number) {
  const message = `${label} must be a whole number from ${String(min)} to ${String(max)}.`;
  return z
    .string()
    .trim()
    .regex(/^[0-9]{1,10}$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }))
    .optional()
    .transform((value) => value ?? fallback)
    .meta({
      description: `A whole number from ${String(min)} to ${String(max)}; ${String(fallback)} when left out.`,
    });
}

/** The FAQ and search lists' `limit` and `skip`. */
export const limitQuery = queryInteger("Limit", 1, PAGING.maxLimit, PAGING.defaultLimit);
export const skipQuery = queryInteger("Skip", 0, MAX_ID, 0);

/**
 * An order value (docs/api.md §6). `allowed` lists the values this caller may use; any other
 * number, or something that is not a number, gets a message naming them.
 */
export function orderQuery<T extends number>(allowed: readonly T[], fallback: T, note = "") {
  const message = `OrderBy must be ${allowed.join(", ").replace(/, (\d+)$/, " or $1")}.${note}`;
  return z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return fallback;
      const order = (allowed as readonly number[]).find((candidate) => String(candidate) === value);
      if (order === undefined) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return order as T;
    })
    .meta({ enum: allowed.map(String) });
}

/** `true` or `false` in any letter case (ASP.NET clients send `True`); absent is `false`. */
export const archivedQuery = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    const lower = value?.toLowerCase();
    if (lower === undefined || lower === "" || lower === "false") return false;
    if (lower === "true") return true;
    ctx.addIssue({ code: "custom", message: "IsPhantomDeleted must be true or false." });
    return z.NEVER;
  })
  .meta({
    description: "`true` for archived FAQs (Admins only), in any letter case; false when left out.",
  });

/**
 * The user list's paging (GetUsers): limit 1–100 (default 15, docs/product.md §9), skip 0 or more.
 */
const userLimitMessage = { error: "Give a limit from 1 to 100." };
const userSkipMessage = { error: "Give a skip of 0 or more." };
const userOrderMessage = { error: "Order by 0 (first name), 1 (last name) or 2 (e-mail)." };

export const userLimitQuery = z.coerce
  .number(userLimitMessage)
  .int(userLimitMessage)
  .min(1, userLimitMessage)
  .max(PAGING.maxLimit, userLimitMessage)
  .default(USER_PAGE_SIZE)
  .meta({ description: `A whole number from 1 to ${String(PAGING.maxLimit)}.` });

export const userSkipQuery = z.coerce
  .number(userSkipMessage)
  .int(userSkipMessage)
  .min(0, userSkipMessage)
  .max(1_000_000_000, userSkipMessage)
  .default(0)
  .meta({ type: "integer", description: "A whole number from 0." });

export const userOrderQuery = z.coerce
  .number(userOrderMessage)
  .pipe(z.literal([0, 1, 2], userOrderMessage))
  .default(0)
  .meta({
    type: "integer",
    enum: [0, 1, 2],
    description: "0 by first name, 1 by last name, 2 by e-mail address.",
  });

// ---------------------------------------------------------------------------------------------
// FAQs and search (docs/api.md §6)

/** docs/api.md §6: search text is 1–200 characters once trimmed. */
export const searchQueryField = z
  .string({ error: "Enter something to search for." })
  .transform((value) => cleanText(value).trim())
  .refine((value) => value.length > 0, { error: "Enter something to search for." })
  .refine((value) => characterCount(value) <= LIMITS.searchQuery, {
    error: `Use at most ${String(LIMITS.searchQuery)} characters to search.`,
  })
  .meta({
    description: `The search text: 1–${String(LIMITS.searchQuery)} characters once trimmed.`,
  });

/** HTML far longer than its text limit is refused before the sanitiser spends time on it. */
export const FAQ_HTML_RAW_FACTOR = 10;

/** The text limit of a question or answer and its messages. */
export function faqHtmlRule(label: "question" | "answer") {
  const limit = label === "question" ? LIMITS.question : LIMITS.answer;
  return {
    limit,
    tooLong: `Use at most ${limit.toLocaleString("en-GB")} characters for the ${label}.`,
    missing: `Enter the ${label}.`,
  };
}

/**
 * A question or answer as it travels: HTML text. The server then sanitises it to docs/api.md §6's
 * allowlist and measures its text (lib/faq/sanitize.ts faqHtmlField, on top of this).
 */
export function faqHtmlWire(label: "question" | "answer") {
  const { limit, tooLong, missing } = faqHtmlRule(label);
  return z
    .string({ error: missing })
    .max(limit * FAQ_HTML_RAW_FACTOR, { error: tooLong })
    .meta({
      description: `HTML, reduced to p, br, strong, b, em, i, u, a (http, https and mailto links), ul, ol and li; 1–${limit.toLocaleString("en-GB")} characters of text.`,
    });
}

/**
 * docs/api.md §6: tags are one comma-separated text, stored trimmed, without empty items, without
 * repeats (ignoring letter case; the first spelling stays) and joined with ", ".
 */
export function normaliseTags(tags: string): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const item of cleanText(tags).split(",")) {
    const tag = item.replace(/\s+/g, " ").trim();
    const key = tag.toLowerCase();
    if (tag === "" || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept.join(", ");
}

/** Tags may be left out or empty; the limit applies to the stored (normalised) text. */
export const tagsField = z
  .string({ error: "Tags must be text, separated by commas." })
  .optional()
  .transform((value) => normaliseTags(value ?? ""))
  .refine((value) => characterCount(value) <= LIMITS.tags, {
    error: `Use at most ${String(LIMITS.tags)} characters for the tags.`,
  })
  .meta({
    description: `Comma-separated; stored trimmed, without repeats, joined with ", "; at most ${String(LIMITS.tags)} characters.`,
  });

/**
 * The editedAt that the editor loaded (docs/api.md §6): an ISO 8601 time, or null for an FAQ never
 * edited. Left out, the edit is saved without the check.
 */
const editedAtMessage = "EditedAt must be the editedAt time you loaded, or null.";

export const editedAtField = z
  .union([z.iso.datetime({ offset: true }), z.null()], { error: editedAtMessage })
  .optional()
  .transform((value) => (typeof value === "string" ? new Date(value) : value))
  // No FAQ was edited before 1970; an earlier time (year 0 is not even one PostgreSQL accepts)
  // cannot be what the editor loaded.
  .refine((value) => !value || value.getUTCFullYear() >= 1970, { error: editedAtMessage })
  .meta({
    description:
      "The editedAt the editor loaded (null for an FAQ never edited): if the FAQ changed since, the edit is refused with 409. Left out, no check.",
  });

// ---------------------------------------------------------------------------------------------
// Search words (issue 13)

export const SYNONYM_LIMITS = { wordLength: 40, minWords: 2, maxWords: 20 } as const;

/**
 * A word as search compares it: lower case, accents gone ("Café" → "cafe"), as the search
 * lower-cases and unaccents what people type (lib/search/engine.ts).
 */
export function normaliseSearchWord(word: string): string {
  return cleanText(word).trim().normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** What a person types in the field: words with commas, spaces or new lines between them. */
export function splitSearchWords(text: string): string[] {
  return text.split(/[\s,;]+/u).filter((word) => word !== "");
}

const SYNONYM_LIST_MESSAGE = `Enter at least ${String(SYNONYM_LIMITS.minWords)} words, with commas between them.`;

/** `words`: 2–20 different words, each up to 40 letters and digits; stored normalised. */
export const synonymWordsField = z
  .array(z.string({ error: SYNONYM_LIST_MESSAGE }), { error: SYNONYM_LIST_MESSAGE })
  .max(200, { error: `Use at most ${String(SYNONYM_LIMITS.maxWords)} words in a group.` })
  .transform((words, ctx) => {
    const normalised = [...new Set(words.map(normaliseSearchWord).filter((word) => word !== ""))];
    for (const word of normalised) {
      if (characterCount(word) > SYNONYM_LIMITS.wordLength) {
        ctx.addIssue({
          code: "custom",
          message: `“${word.slice(0, 20)}…” is too long. Use at most ${String(SYNONYM_LIMITS.wordLength)} letters in a word.`,
        });
      } else if (!/^[\p{L}\p{N}]+$/u.test(word)) {
        ctx.addIssue({ code: "custom", message: `Use only letters and numbers: “${word}”.` });
      }
    }
    if (normalised.length < SYNONYM_LIMITS.minWords) {
      ctx.addIssue({ code: "custom", message: SYNONYM_LIST_MESSAGE });
    } else if (normalised.length > SYNONYM_LIMITS.maxWords) {
      ctx.addIssue({
        code: "custom",
        message: `Use at most ${String(SYNONYM_LIMITS.maxWords)} words in a group.`,
      });
    }
    return normalised;
  })
  .meta({
    description: `${String(SYNONYM_LIMITS.minWords)}–${String(SYNONYM_LIMITS.maxWords)} different words of letters and digits, each up to ${String(SYNONYM_LIMITS.wordLength)}; stored in lower case without accents.`,
  });
