import { helpful, readAloud } from "./answer";
import { faqPage, list, tips } from "./faq";
import { language, meta, privacy } from "./pages";
import { errorPage, notFound, readingSettings, shell } from "./shell";

/**
 * Every string a visitor sees on the public pages, in English: the source language, and the
 * shape every other dictionary must have (lib/visitor-text/index.ts).
 */
export const en = {
  shell,
  readingSettings,
  errorPage,
  notFound,
  list,
  tips,
  faqPage,
  helpful,
  readAloud,
  meta,
  privacy,
  language,
};

/** The shape of a dictionary: a missing or extra entry in another language fails the typecheck. */
export type VisitorText = typeof en;
