import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, smallint } from "drizzle-orm/pg-core";

import { identity } from "./columns";
import { faqTextChecks, faqTextColumns } from "./faq-text";
import { topics } from "./topics";

export const faqs = pgTable(
  "faqs",
  {
    id: identity(),
    ...faqTextColumns(),
    /**
     * Issue 28: the version of the question and answer, moved on by a trigger whenever either
     * changes (db/migrations/0019), whoever writes it; a translation records the version it was
     * made from (faq_translations.source_version), so an English edit marks it out of date.
     * Tags and phrasings do not move it.
     */
    contentVersion: integer("content_version").notNull().default(1),
    /** How many public searches have returned this FAQ. */
    ranking: integer("ranking").notNull().default(0),
    /** Archived (docs/product.md §4: DeleteFaq / RestoreFaq); never removed from the table. */
    isPhantomDeleted: boolean("is_phantom_deleted").notNull().default(false),
    /**
     * Issue 17: the school grade a reader needs for the answer (lib/reading/analysis.ts), worked
     * out on every save; null until then (the backfill of lib/data/reading-grades.ts fills it).
     */
    readingGrade: smallint("reading_grade"),
    /** Issue 40: the topic the FAQ is browsed under, or none. */
    topicId: integer("topic_id").references(() => topics.id, { onDelete: "set null" }),
  },
  (t) => [
    // "C" collation: the same order on every server, whatever its locale.
    index("faqs_alphabetical_idx").on(
      t.isPhantomDeleted,
      sql`lower(${t.questionText}) collate "C"`,
      t.id,
    ),
    index("faqs_ranking_idx").on(t.isPhantomDeleted, t.ranking.desc(), t.id),
    index("faqs_recently_changed_idx").on(
      t.isPhantomDeleted,
      sql`coalesce(${t.editedAt}, ${t.createdAt}) desc`,
      t.id,
    ),
    // Issue 17: "Order by Hardest to Read".
    index("faqs_reading_grade_idx").on(t.isPhantomDeleted, t.readingGrade.desc().nullsLast(), t.id),
    index("faqs_topic_idx").on(t.topicId, t.isPhantomDeleted),
    check("faqs_ranking_not_negative", sql`${t.ranking} >= 0`),
    check("faqs_content_version_positive", sql`${t.contentVersion} >= 1`),
    ...faqTextChecks("faqs", t),
  ],
);

export type Faq = typeof faqs.$inferSelect;
export type NewFaq = typeof faqs.$inferInsert;
