import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

import { TRANSLATION_LANGUAGES } from "./columns";
import { faqs } from "./faqs";

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * Issue 28 "Pedir en español" (docs/decisions/0042-translation-wanted.md): visitors' requests for
 * a translation of an FAQ that has none published in their language, one row per FAQ and
 * language, shown in Content Gaps as "translation wanted". Anonymous as votes are: a count and
 * times, never an IP address, user or cookie.
 *
 * - `count` is the requests since the entry last closed (first_asked_at is the first of them).
 * - It closes when a translation in that language is published (`closed_at`, in the publish's
 *   transaction); a later request (after the translation went back to draft) starts a new round.
 * - Staff may dismiss it (`dismissed_at`); the next request reopens it, with the count going on.
 */
export const faqTranslationRequests = pgTable(
  "faq_translation_requests",
  {
    faqId: integer("faq_id")
      .notNull()
      .references(() => faqs.id, { onDelete: "cascade" }),
    language: text("language", { enum: TRANSLATION_LANGUAGES }).notNull(),
    count: integer("count").notNull().default(1),
    firstAskedAt: timestamp("first_asked_at", { withTimezone: true }).notNull().defaultNow(),
    lastAskedAt: timestamp("last_asked_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.faqId, t.language] }),
    check(
      "faq_translation_requests_language",
      sql`${t.language} in (${quoted(TRANSLATION_LANGUAGES)})`,
    ),
    check("faq_translation_requests_count_positive", sql`${t.count} >= 1`),
    check("faq_translation_requests_times_ordered", sql`${t.firstAskedAt} <= ${t.lastAskedAt}`),
  ],
);

export type FaqTranslationRequest = typeof faqTranslationRequests.$inferSelect;
