import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";

import { oneOf } from "./columns";
import { faqLanguageKey, faqOwner, translationLanguage } from "./faq-rows";
import { faqTextChecks, faqTextColumns } from "./faq-text";
import { TRANSLATION_STATUSES } from "./languages";

/**
 * Issue 28 (docs/decisions/0040-faq-translations.md): one translation of an FAQ per language, as
 * phpMyFAQ and Kitsune keep them. English stays the source: the FAQ's id, archive flag, ranking
 * and order belong to the FAQ; a translation holds only the text, with the same rules as the
 * English text (sanitised HTML, normalised tags and phrasings), its status, and the version of the
 * English question and answer it was made from (`source_version`, faqs.content_version), so that
 * an English edit shows it needs an update. It stays published with the old text until then.
 * Its "Also asked as" phrasings are those of its language.
 */
export const faqTranslations = pgTable(
  "faq_translations",
  {
    faqId: faqOwner(),
    language: translationLanguage(),
    ...faqTextColumns(),
    status: text("status", { enum: TRANSLATION_STATUSES }).notNull(),
    /** faqs.content_version when this text was made from the English or marked current. */
    sourceVersion: integer("source_version").notNull(),
  },
  (t) => [
    ...faqLanguageKey("faq_translations", t),
    // The public list of one language reads the published translations by language.
    index("faq_translations_language_status_idx").on(t.language, t.status, t.faqId),
    oneOf("faq_translations_status", t.status, TRANSLATION_STATUSES),
    check("faq_translations_source_version_positive", sql`${t.sourceVersion} >= 1`),
    ...faqTextChecks("faq_translations", t),
  ],
);

export type FaqTranslation = typeof faqTranslations.$inferSelect;
export type NewFaqTranslation = typeof faqTranslations.$inferInsert;
