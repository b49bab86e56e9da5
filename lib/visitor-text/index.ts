import "server-only";

import { en, type VisitorText } from "./en";
import { es } from "./es";

/**
 * The one module for visitor text (issue 28): every string a visitor sees on the public pages,
 * one dictionary per language. English (./en) is the source and gives the shape; a dictionary
 * that misses an entry fails the typecheck, and tests/visitor-text.test.ts checks that both
 * have the same keys. The portal stays in English, in lib/messages.ts and its screens.
 *
 * Server only, so that a page's JavaScript never carries the other language: a server page picks
 * its dictionary here and hands its client components the parts they show, as props. Where a
 * client module needs English words of its own (the portal's FAQ list, the root error page), it
 * imports the area from ./en/<area>, which holds no other language.
 */

export type { VisitorText };

/** The languages of the public pages; the URL says which (issue 28). */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

const DICTIONARIES: Record<Language, VisitorText> = { en, es };

/** The words of the public pages in `language`. */
export function visitorText(language: Language): VisitorText {
  return DICTIONARIES[language];
}
