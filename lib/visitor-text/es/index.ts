import type { VisitorText } from "../en";

import { helpful, readAloud } from "./answer";
import { faqPage, list, tips } from "./faq";
import { language, meta, privacy } from "./pages";
import { errorPage, notFound, readingSettings, shell } from "./shell";

/** Every string a visitor sees on the public pages, in Spanish (issue 28). */
export const es: VisitorText = {
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
