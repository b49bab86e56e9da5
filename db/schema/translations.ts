import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

import { createdAt, TRANSLATION_LANGUAGES, TRANSLATION_STATUSES, updatedAt } from "./columns";
import { faqs } from "./faqs";
import { users } from "./users";

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * Issue 28 (docs/decisions/0040-faq-translations.md): one translation of an FAQ per language, as
 * phpMyFAQ and Kitsune keep them. English stays the source: the FAQ's id, archive flag, ranking
 * and order belong to the FAQ; a translation holds only the text, with the same rules as the
 * English text (sanitised HTML, normalised tags and phrasings), its status, and the version of the
 * English question and answer it was made from (`source_version`, faqs.content_version), so that
 * an English edit shows it needs an update. It stays published with the old text until then.
 */
export const faqTranslations = pgTable(
  "faq_translations",
  {
    faqId: integer("faq_id")
      .notNull()
      .references(() => faqs.id, { onDelete: "cascade" }),
    language: text("language", { enum: TRANSLATION_LANGUAGES }).notNull(),
    /** Sanitised HTML (docs/api.md §6 allowlist), as the English question. */
    question: text("question").notNull(),
    /** Sanitised HTML (docs/api.md §6 allowlist), as the English answer. */
    answer: text("answer").notNull(),
    /** One comma-separated text, trimmed and de-duplicated, joined with ", ". */
    tags: text("tags").notNull().default(""),
    /** "Also asked as" in this language: plain text, normalised as the English ones. */
    phrasings: text("phrasings")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text("status", { enum: TRANSLATION_STATUSES }).notNull(),
    /** faqs.content_version when this text was made from the English or marked current. */
    sourceVersion: integer("source_version").notNull(),
    editedByUserId: integer("edited_by_user_id").references(() => users.id),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The question without markup, as faqs.question_text. */
    questionText: text("question_text")
      .notNull()
      .generatedAlwaysAs(sql`faq_plain_text(question)`),
  },
  (t) => [
    primaryKey({ columns: [t.faqId, t.language] }),
    // The public list of one language reads the published translations by language.
    index("faq_translations_language_status_idx").on(t.language, t.status, t.faqId),
    check("faq_translations_language", sql`${t.language} in (${quoted(TRANSLATION_LANGUAGES)})`),
    check("faq_translations_status", sql`${t.status} in (${quoted(TRANSLATION_STATUSES)})`),
    check(
      "faq_translations_question_length",
      sql`char_length(${t.questionText}) between 1 and 500`,
    ),
    check("faq_translations_tags_length", sql`char_length(${t.tags}) <= 500`),
    check("faq_translations_phrasings_count", sql`cardinality(${t.phrasings}) <= 20`),
    check("faq_translations_source_version_positive", sql`${t.sourceVersion} >= 1`),
    check(
      "faq_translations_edit_stamp_complete",
      sql`(${t.editedByUserId} is null) = (${t.editedAt} is null)`,
    ),
  ],
);

export type FaqTranslation = typeof faqTranslations.$inferSelect;
export type NewFaqTranslation = typeof faqTranslations.$inferInsert;
