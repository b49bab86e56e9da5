import { sql } from "drizzle-orm";
import { check, integer, pgTable } from "drizzle-orm/pg-core";

import { moment, stampedMoment } from "./columns";
import { faqLanguageKey, faqOwner, translationLanguage } from "./faq-rows";

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
    faqId: faqOwner(),
    language: translationLanguage(),
    count: integer("count").notNull().default(1),
    firstAskedAt: stampedMoment("first_asked_at"),
    lastAskedAt: stampedMoment("last_asked_at"),
    closedAt: moment("closed_at"),
    dismissedAt: moment("dismissed_at"),
  },
  (t) => [
    ...faqLanguageKey("faq_translation_requests", t),
    check("faq_translation_requests_count_positive", sql`${t.count} >= 1`),
    check("faq_translation_requests_times_ordered", sql`${t.firstAskedAt} <= ${t.lastAskedAt}`),
  ],
);

export type FaqTranslationRequest = typeof faqTranslationRequests.$inferSelect;
