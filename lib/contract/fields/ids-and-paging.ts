import { z } from "zod";

import { USER_PAGE_SIZE } from "@/lib/constants";

import { MAX_ID, PAGING } from "./text";

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

/** An id in a query string or a page's address: digits, from 1. */
function idQuery(message: string, beyond: string, description: string) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^[0-9]{1,10}$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(1, { error: message }).max(MAX_ID, { error: beyond }))
    .meta({ description });
}

/**
 * The id of one kind of row, in a JSON body (`field`) and in a query string (`query`), with the
 * same words in both: "Give the id of an FAQ: a whole number from 1.", "There is no such FAQ."
 */
function idsOf(article: "a" | "an", row: string) {
  const message = `Give the id of ${article} ${row}: a whole number from 1.`;
  const beyond = `There is no such ${row}.`;
  const description = `${article === "an" ? "An" : "A"} ${row}'s id: a whole number from 1.`;
  return { field: idField(message, beyond), query: idQuery(message, beyond, description) };
}

/** An FAQ's id: PatchFaq, DeleteFaq, RestoreFaq; in a query string, GetFaq and Edit FAQ's address. */
export const { field: faqIdField, query: faqIdQuery } = idsOf("an", "FAQ");

/** A revision's id: RestoreFaqRevision; in a query string, GetFaqRevision and its page's address. */
export const { field: revisionIdField, query: revisionIdQuery } = idsOf("a", "revision");

/** A group's id in a JSON body (PatchSynonymGroup, DeleteSynonymGroup). */
export const synonymGroupIdField = idsOf("a", "group").field;

/** Issue 40: a topic's id: PatchTopic, PostFaq's and PatchFaq's topicId; the lists' TopicId filter. */
export const { field: topicIdField, query: topicIdQuery } = idsOf("a", "topic");

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
