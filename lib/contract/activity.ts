import { z } from "zod";

import type { EndpointSpec } from "@/lib/contract/endpoint";
import { isoTime, limitQuery, MAX_ID, skipQuery } from "@/lib/contract/fields";
import { ACTIVITY_MESSAGES } from "@/lib/messages";

/**
 * The Activity screen's endpoint (docs/decisions/0028): the audit trail, page by page, for Admins.
 * Declared here and joined to the user group in lib/contract/user.ts.
 */

/** Every action the audit trail records (lib/data/audit.ts says when each is written). */
export const AUDIT_ACTIONS = [
  "auth.signed_in",
  "auth.sign_in_failed",
  "auth.locked_out",
  "auth.two_factor_on",
  "auth.two_factor_off",
  "user.created",
  "user.role_changed",
  "user.deleted",
  "user.two_factor_reset",
  "faq.created",
  "faq.edited",
  "faq.archived",
  "faq.restored",
  "faq.translated",
  "faq.translation_marked_current",
  "synonyms.created",
  "synonyms.edited",
  "synonyms.deleted",
  "content_gap.dismissed",
  "content_gap.linked",
  "suggestion.accepted",
  "suggestion.rejected",
  "topic.created",
  "topic.edited",
  "topic.moved",
  "topic.deleted",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  "user",
  "faq",
  "synonym_group",
  "search_query",
  "topic",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * The keys of an event's `details` that Activity shows: roles, reasons, search words and the like
 * that the trail's writers put there. Any other key stays in the database, so a secret written
 * there by mistake is never shown.
 */
export const ACTIVITY_DETAIL_KEYS = [
  "reason",
  "role",
  "from",
  "to",
  "isVerified",
  "step",
  "method",
  "knownAccount",
  "lockStarted",
  "kind",
  "words",
  "before",
  "phrasingsAdded",
  "phrasingsRemoved",
  "faqId",
  "language",
  "status",
  "reading",
  "name",
  "picture",
  "faqCount",
] as const;

const detailValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One event of the audit trail, as Activity shows it. */
export const activityEntrySchema = z
  .object({
    id: z.number().int(),
    occurredAt: isoTime,
    actor: z
      .object({
        id: z.number().int(),
        name: z.string().nullable().meta({ description: "Null for a deleted user." }),
        email: z.string().nullable().meta({ description: "Null for a deleted user." }),
        deleted: z.boolean(),
      })
      .nullable()
      .meta({
        description:
          "Who did it; null for the operator's commands and for sign-in attempts that signed no one in.",
      }),
    action: z.enum(AUDIT_ACTIONS),
    target: z
      .object({
        type: z.enum(AUDIT_TARGET_TYPES),
        id: z.number().int(),
        label: z.string().nullable().meta({
          description:
            "The FAQ's question, the user's name, the group's words, the search text or the topic's English name, as they are now; null once gone.",
        }),
      })
      .nullable()
      .meta({ description: "What it was done to; null when nothing is named." }),
    outcome: z.enum(["success", "refused"]),
    details: z.record(z.string(), detailValue).meta({
      description: `Only these keys, when the event has them: ${ACTIVITY_DETAIL_KEYS.join(", ")}.`,
    }),
  })
  .meta({ id: "ActivityEntry" });
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

const personMessage = "Give the person's id: a whole number from 1.";
const actionMessage = "Choose one of the actions listed.";
const dateMessage = (which: string) => `Give the ${which} date as year-month-day, like 2026-01-31.`;

/**
 * An optional date of a query string, as `<input type="date">` sends it. Years from 1970 to 9998:
 * the trail holds nothing older, and the day after the last must still be a time PostgreSQL takes.
 */
const dateQuery = (which: string) =>
  z
    .string()
    .trim()
    .pipe(z.iso.date({ error: dateMessage(which) }))
    .refine((day) => day >= "1970-01-01" && day < "9999-01-01", { error: dateMessage(which) })
    .optional()
    .meta({ description: `The ${which} day (UTC), YYYY-MM-DD; no limit when left out.` });

export const activityQuery = z
  .object({
    limit: limitQuery,
    skip: skipQuery,
    person: z
      .string()
      .trim()
      .regex(/^[0-9]{1,10}$/, { error: personMessage })
      .transform(Number)
      .pipe(z.number().min(1, { error: personMessage }).max(MAX_ID, { error: personMessage }))
      .optional()
      .meta({ description: "Only what this user (their id) did." }),
    action: z
      .enum(AUDIT_ACTIONS, { error: actionMessage })
      .optional()
      .meta({ description: "Only this action." }),
    from: dateQuery("first"),
    to: dateQuery("last"),
  })
  .superRefine((query, ctx) => {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: ACTIVITY_MESSAGES.dateOrder,
      });
    }
  });
export type ActivityQuery = z.output<typeof activityQuery>;

export const activityEndpoints = {
  getActivity: {
    summary:
      "A page of the audit trail, newest first: who did what to which account or FAQ, and whether it was allowed.",
    access: "admin",
    query: activityQuery,
    response: z.array(activityEntrySchema),
  },
} satisfies Record<string, EndpointSpec>;
