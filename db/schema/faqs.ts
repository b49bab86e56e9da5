import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

import { createdAt, updatedAt } from "./columns";
import { users } from "./users";

export const faqs = pgTable(
  "faqs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Sanitised HTML (docs/api.md §6 allowlist). */
    question: text("question").notNull(),
    /** Sanitised HTML (docs/api.md §6 allowlist). */
    answer: text("answer").notNull(),
    /** One comma-separated text, trimmed and de-duplicated, joined with ", ". */
    tags: text("tags").notNull().default(""),
    /**
     * Issue 26: "Also asked as", other ways visitors ask this question. Plain text, normalised
     * (lib/contract/fields/phrasings.ts); searched with the question's weight, never shown to
     * visitors (docs/decisions/0038-also-asked-as.md).
     */
    phrasings: text("phrasings")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
    editedByUserId: integer("edited_by_user_id").references(() => users.id),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    createdAt: createdAt(),
    /** Last change of any kind (content, archive, restore): the sitemap's lastmod. */
    updatedAt: updatedAt(),
    /** The question without markup: the alphabetical order (docs/api.md §6). */
    questionText: text("question_text")
      .notNull()
      .generatedAlwaysAs(sql`faq_plain_text(question)`),
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
    check("faqs_ranking_not_negative", sql`${t.ranking} >= 0`),
    check("faqs_question_length", sql`char_length(${t.questionText}) between 1 and 500`),
    check("faqs_tags_length", sql`char_length(${t.tags}) <= 500`),
    check("faqs_phrasings_count", sql`cardinality(${t.phrasings}) <= 20`),
    check("faqs_content_version_positive", sql`${t.contentVersion} >= 1`),
    check("faqs_edit_stamp_complete", sql`(${t.editedByUserId} is null) = (${t.editedAt} is null)`),
  ],
);

export type Faq = typeof faqs.$inferSelect;
export type NewFaq = typeof faqs.$inferInsert;
