import { z } from "zod";

import { capitalized } from "@/lib/contract/methods";

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
  /** Issue 26 "Also asked as": other ways of asking an FAQ, and the length of each. */
  phrasings: 20,
  phrasing: 200,
  userToken: 100,
} as const;

/** docs/api.md §1: `limit` 1–100 (default 15), `skip` ≥ 0 (default 0). */
export const PAGING = { defaultLimit: 15, maxLimit: 100 } as const;

/** The largest id PostgreSQL's integer holds: a bigger one can name nothing. */
export const MAX_ID = 2_147_483_647;

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
 * Field errors keyed by the API's field names (docs/product.md §3: `Email`, `FirstName`, …): each
 * issue's path with the first letter of each name in upper case, up to the first list index
 * (`Phrasings`). Inside `translations` the language key stays as sent (issue 28:
 * `Translations.es.Question`).
 */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const names: string[] = [];
    for (const segment of issue.path) {
      if (typeof segment !== "string") break;
      names.push(names.at(-1) === "Translations" ? segment : capitalized(segment));
    }
    const field = names.length > 0 ? names.join(".") : "Body";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** A time on the wire: ISO 8601, UTC (docs/api.md §1). */
export const isoTime = z.iso.datetime();
