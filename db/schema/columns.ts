import { text, timestamp } from "drizzle-orm/pg-core";

/** Column types and stamps that several tables share. */

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Issue 28: the languages of the site. English is the source language: every FAQ is written in
 * it first, and a translation (faq_translations) is made from it.
 */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
/** The languages an FAQ can be translated into. */
export const TRANSLATION_LANGUAGES = ["es"] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/**
 * The language a row belongs to (a revision, a vote, a search, a group of search words): rows made
 * before issue 28 are all English (db/migrations/0019).
 */
export const languageColumn = () =>
  text("language", { enum: LANGUAGES }).notNull().default("en");
