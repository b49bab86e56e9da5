import { integer, type PgColumn, primaryKey, text } from "drizzle-orm/pg-core";

import { oneOf } from "./columns";
import { faqs } from "./faqs";
import { TRANSLATION_LANGUAGES } from "./languages";

/** The FAQ a row belongs to: its rows go with it. */
export const faqOwner = () =>
  integer("faq_id")
    .notNull()
    .references(() => faqs.id, { onDelete: "cascade" });

/** The language of a row kept per FAQ and language it is translated into. */
export const translationLanguage = () =>
  text("language", { enum: TRANSLATION_LANGUAGES }).notNull();

/** One row per FAQ and translation language: the key, and the CHECK of the language. */
export const faqLanguageKey = (table: string, t: { faqId: PgColumn; language: PgColumn }) => [
  primaryKey({ columns: [t.faqId, t.language] }),
  oneOf(`${table}_language`, t.language, TRANSLATION_LANGUAGES),
];
