import { z } from "zod";

import type { EndpointSpec } from "@/lib/contract/endpoint";
import { messageSchema } from "@/lib/contract/endpoint";
import { staffFaqSchema } from "@/lib/contract/faq-answers";
import {
  cleanText,
  faqIdField,
  faqIdQuery,
  isoTime,
  LANGUAGES,
  languageQuery,
  LIMITS,
  limitQuery,
  searchQueryField,
  skipQuery,
} from "@/lib/contract/fields";
import { conflict, invalid, NO_ACTIVE_FAQ, notFound } from "@/lib/contract/refusals";

/**
 * Issue 38 "Visitors teach, staff decide": a visitor says an FAQ answered their search; the
 * searches that read the same for one FAQ, sent by enough different visitors, become a suggestion
 * that staff accept (its ways of asking become "also asked as" phrasings) or reject. Joined to
 * the FAQ group in lib/contract/faq.ts.
 */

/** One suggestion: an FAQ and the ways visitors asked for it. */
export const phrasingSuggestionSchema = z
  .object({
    faqId: z.number().int(),
    question: z.string().meta({ description: "The FAQ's (English) question, plain text." }),
    language: z.enum(LANGUAGES).meta({ description: "The language of the page searched from." }),
    reading: z.string().meta({
      description:
        "How the searches read once corrected (their searched words' stems): with faqId and language, what names the suggestion.",
    }),
    visitors: z.number().int().meta({ description: "Different visitors who sent it." }),
    lastAt: isoTime.meta({ description: "When a visitor last sent it." }),
    ways: z
      .array(z.object({ text: z.string(), visitors: z.number().int() }))
      .meta({ description: "The ways it was asked, plain text, most visitors first." }),
  })
  .meta({ id: "PhrasingSuggestion" });
export type PhrasingSuggestion = z.infer<typeof phrasingSuggestionSchema>;

const readingMessage = "Give the suggestion's reading.";
/** A reading as GetPhrasingSuggestions gives it: control characters never reach SQL. */
const readingField = z
  .string({ error: readingMessage })
  .transform((value) => cleanText(value).trim())
  .pipe(z.string().min(1, { error: readingMessage }).max(400, { error: readingMessage }));

/** Which suggestion: its FAQ, language and reading, as GetPhrasingSuggestions gives them. */
const suggestionKey = {
  faqId: faqIdField,
  language: languageQuery,
  reading: readingField,
};

const noSuggestion = notFound("The suggestion");

export const suggestionEndpoints = {
  postSearchAnswered: {
    summary:
      "Issue 38: a visitor says an active FAQ answered their search (\"This answers my question\"). Kept once per visitor and pair, within the address's budget, as a keyed hash of the address; one past the budget is answered but not kept; another site's is refused (anti-forgery).",
    access: "public",
    body: z.object({
      id: faqIdField,
      searchQuery: searchQueryField,
      language: languageQuery.meta({
        description: "The language of the page searched from, `en` (the default) or `es`.",
      }),
    }),
    response: messageSchema,
    ...NO_ACTIVE_FAQ,
  },
  getPhrasingSuggestions: {
    summary:
      "Issue 38: the suggestions staff have not answered yet that enough different visitors sent (SUGGESTION_MIN_VISITORS, 2 unless set), most visitors first; of one FAQ with faqId.",
    access: "staff",
    query: z.object({
      limit: limitQuery,
      skip: skipQuery,
      faqId: faqIdQuery.optional().meta({ description: "Only this FAQ's suggestions." }),
    }),
    response: z.array(phrasingSuggestionSchema),
  },
  acceptPhrasingSuggestion: {
    summary:
      "Issue 38: the chosen ways of asking of a suggestion become phrasings of its FAQ (of its translation in the suggestion's language when it has one), as an edit: stamped, audited, in its history; the suggestion goes.",
    access: "staff",
    body: z.object({
      ...suggestionKey,
      phrasings: z
        .array(z.string({ error: "Choose ways of asking from the suggestion." }), {
          error: "Choose ways of asking from the suggestion.",
        })
        .min(1, { error: "Choose at least one way of asking." })
        .max(LIMITS.phrasings, { error: `Choose at most ${String(LIMITS.phrasings)}.` })
        .meta({ description: "The ways of asking to keep: some or all of the suggestion's." }),
    }),
    response: staffFaqSchema,
    problems: {
      404: "There is no such suggestion now (answered already, or too few visitors).",
      409: `The FAQ would have more than ${String(LIMITS.phrasings)} phrasings; nothing was saved.`,
    },
    refusals: {
      "no-suggestion": noSuggestion,
      "not-suggested": invalid("Phrasings", "Choose ways of asking from the suggestion."),
      full: conflict(
        `This FAQ would have more than ${String(LIMITS.phrasings)} other ways of asking. Remove some in Edit FAQ first.`,
      ),
    },
  },
  rejectPhrasingSuggestion: {
    summary:
      "Issue 38: the suggestion goes and is never made again for this FAQ and reading; audited.",
    access: "staff",
    body: z.object(suggestionKey),
    response: messageSchema,
    problems: { 404: "There is no such suggestion now (answered already, or too few visitors)." },
    refusals: { "no-suggestion": noSuggestion },
  },
} satisfies Record<string, EndpointSpec>;
