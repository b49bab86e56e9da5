import { sql } from "drizzle-orm";
import { check, integer, type PgColumn, text } from "drizzle-orm/pg-core";

import { createdAt, moment, updatedAt } from "./columns";
import { users } from "./users";

/** "Also asked as": plain texts, none by default. */
export const phrasingsColumn = () =>
  text("phrasings")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/**
 * The text of an FAQ as faqs holds it in English and faq_translations in another language, with
 * the same rules in both (docs/api.md §6): the columns, and the CHECKs named after the table.
 */
export const faqTextColumns = () => ({
  /** Sanitised HTML (docs/api.md §6 allowlist). */
  question: text("question").notNull(),
  /** Sanitised HTML (docs/api.md §6 allowlist). */
  answer: text("answer").notNull(),
  /** One comma-separated text, trimmed and de-duplicated, joined with ", ". */
  tags: text("tags").notNull().default(""),
  /**
   * Issue 26: "Also asked as", other ways visitors ask this question. Plain text, normalised
   * (lib/contract/fields/faq.ts); searched with the question's weight, never shown to
   * visitors (docs/decisions/0038-also-asked-as.md).
   */
  phrasings: phrasingsColumn(),
  editedByUserId: integer("edited_by_user_id").references(() => users.id),
  editedAt: moment("edited_at"),
  createdAt: createdAt(),
  /** Last change of any kind (content, archive, restore): the sitemap's lastmod. */
  updatedAt: updatedAt(),
  /** The question without markup: the alphabetical order (docs/api.md §6). */
  questionText: text("question_text")
    .notNull()
    .generatedAlwaysAs(sql`faq_plain_text(question)`),
});

interface FaqTextTable {
  questionText: PgColumn;
  tags: PgColumn;
  phrasings: PgColumn;
  editedByUserId: PgColumn;
  editedAt: PgColumn;
}

export const faqTextChecks = (table: string, t: FaqTextTable) => [
  check(`${table}_question_length`, sql`char_length(${t.questionText}) between 1 and 500`),
  check(`${table}_tags_length`, sql`char_length(${t.tags}) <= 500`),
  check(`${table}_phrasings_count`, sql`cardinality(${t.phrasings}) <= 20`),
  check(
    `${table}_edit_stamp_complete`,
    sql`(${t.editedByUserId} is null) = (${t.editedAt} is null)`,
  ),
];
