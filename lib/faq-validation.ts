import { z } from "zod";

import { characterCount, cleanText, LIMITS } from "@/lib/validation";

/**
 * Field rules of the FAQ and search API (CONTRACT §1, §6), shared by the route handlers and the
 * screens. Nothing here needs the server; the HTML fields, which are sanitised before they are
 * measured, are built in lib/faq/sanitize.ts on top of `cleanText`.
 */

/** CONTRACT §1: `limit` 1–100 (default 15), `skip` ≥ 0 (default 0). */
export const PAGING = { defaultLimit: 15, maxLimit: 100 } as const;

/** The largest id PostgreSQL's integer holds: a bigger one can name no FAQ. */
const MAX_ID = 2_147_483_647;

// Shared with the account fields since the fuzz tests found a NUL in a name (issue 7).
export { characterCount, cleanText } from "@/lib/validation";

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
    .transform((value) => value ?? fallback);
}

export const limitQuery = queryInteger("Limit", 1, PAGING.maxLimit, PAGING.defaultLimit);
export const skipQuery = queryInteger("Skip", 0, MAX_ID, 0);

/**
 * An order value (CONTRACT §6). `allowed` lists the values this caller may use; any other
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
    });
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
  });

const idMessage = "Give the id of an FAQ: a whole number from 1.";

/** An FAQ id in a query string (GetFaq). */
export const idQuery = z
  .string({ error: idMessage })
  .trim()
  .regex(/^[0-9]{1,10}$/, { error: idMessage })
  .transform(Number)
  .pipe(z.number().min(1, { error: idMessage }).max(MAX_ID, { error: "There is no such FAQ." }));

/** An FAQ id in a JSON body (PatchFaq, DeleteFaq, RestoreFaq). */
export const idField = z
  .number({ error: idMessage })
  .int({ error: idMessage })
  .min(1, { error: idMessage })
  .max(MAX_ID, { error: "There is no such FAQ." });

/** CONTRACT §6: search text is 1–200 characters once trimmed. */
export const searchQueryField = z
  .string({ error: "Enter something to search for." })
  .transform((value) => cleanText(value).trim())
  .refine((value) => value.length > 0, { error: "Enter something to search for." })
  .refine((value) => characterCount(value) <= LIMITS.searchQuery, {
    error: `Use at most ${String(LIMITS.searchQuery)} characters to search.`,
  });

/**
 * CONTRACT §6: tags are one comma-separated text, stored trimmed, without empty items, without
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
  });

/**
 * The editedAt that the editor loaded (CONTRACT §6): an ISO 8601 time, or null for an FAQ never
 * edited. Left out, the edit is saved without the check.
 */
const editedAtMessage = "EditedAt must be the editedAt time you loaded, or null.";

export const editedAtField = z
  .union([z.iso.datetime({ offset: true }), z.null()], { error: editedAtMessage })
  .optional()
  .transform((value) => (typeof value === "string" ? new Date(value) : value))
  // No FAQ was edited before 1970; an earlier time (year 0 is not even one PostgreSQL accepts)
  // cannot be what the editor loaded.
  .refine((value) => !value || value.getUTCFullYear() >= 1970, { error: editedAtMessage });
