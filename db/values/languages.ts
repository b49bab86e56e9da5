/**
 * Issue 28 (docs/decisions/0040-faq-translations.md): the languages of the site, shared by the API
 * contract and the database's tables (db/schema), as db/values/feedback-codes.ts is. English is
 * the source language: every FAQ is written in it first, and a translation is made from it.
 */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The languages an FAQ is translated into. */
export const TRANSLATION_LANGUAGES = ["es"] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** A translation is saved as a draft (staff only) or published (on the public pages). */
export const TRANSLATION_STATUSES = ["draft", "published"] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

/**
 * Where an FAQ stands in a language, for the portal's lists: no translation, a draft, a published
 * one, or one made from an older English text (needs an update, whatever its status).
 */
export const TRANSLATION_STATES = ["none", "draft", "published", "needs-update"] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/**
 * The portal's list filters by translation: `missing-es`, no published Spanish (none or a draft);
 * `outdated-es`, a Spanish translation that needs an update.
 */
export const TRANSLATION_FILTERS = ["missing-es", "outdated-es"] as const;
export type TranslationFilter = (typeof TRANSLATION_FILTERS)[number];
