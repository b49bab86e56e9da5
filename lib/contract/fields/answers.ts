import { z } from "zod";

import { LANGUAGES } from "@/lib/contract/languages";

// ---------------------------------------------------------------------------------------------
// Fields of the answers (lib/contract/faq-answers.ts, revisions.ts, user-searches.ts): what the
// server sends back, described once for every answer that holds it.

/** A question or answer as the server sends it: passed through the allowlist again. */
export const sanitisedHtml = z.string().meta({ description: "Sanitised HTML." });

/** An FAQ's or a translation's tags, as one text (docs/api.md §6). */
export const tagsText = z.string().meta({ description: 'Comma-separated, joined with ", ".' });

/** An FAQ's text in one language, as an FAQ, a translation and a revision of either hold it. */
export const faqTextFields = { question: sanitisedHtml, answer: sanitisedHtml, tags: tagsText };

/** Issue 28: the language of what an answer holds; `description` says what and when. */
export function languageOf(description: string) {
  return z.enum(LANGUAGES).meta({ description });
}
