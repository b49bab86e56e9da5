import { text, timestamp } from "drizzle-orm/pg-core";

import { LANGUAGES } from "../../lib/contract/languages";

export {
  LANGUAGES,
  type Language,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  TRANSLATION_STATUSES,
  type TranslationStatus,
} from "../../lib/contract/languages";

/** Column types and stamps that several tables share. */

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * The language a row belongs to (a revision, a vote, a search, a group of search words): rows made
 * before issue 28 are all English (db/migrations/0019).
 */
export const languageColumn = () => text("language", { enum: LANGUAGES }).notNull().default("en");
