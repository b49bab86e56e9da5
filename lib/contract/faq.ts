import { z } from "zod";

import { METHODS } from "@/lib/contract/methods";
import { defineGroup } from "@/lib/contract/endpoint";
import {
  adminFaqSchema,
  editableFaqSchema,
  publicFaqSchema,
  staffFaqSchema,
} from "@/lib/contract/faq-answers";
import { ARCHIVED_NOT_FOUND, faqEditEndpoints } from "@/lib/contract/faq-edits";
import {
  archivedQuery,
  faqIdField,
  faqIdQuery,
  idField,
  LIMITS,
  limitQuery,
  orderQuery,
  revisionIdQuery,
  searchQueryField,
  skipQuery,
  languageQuery,
  topicIdQuery,
  translationFilterQuery,
} from "@/lib/contract/fields";
import { conflict, notFound } from "@/lib/contract/refusals";
import { faqRevisionSchema, faqRevisionSummarySchema } from "@/lib/contract/revisions";
import { SEARCH_INTERPRETATION_HEADER } from "@/lib/search/interpretation";
import { feedbackEndpoints } from "@/lib/contract/feedback";
import { suggestionEndpoints } from "@/lib/contract/suggestions";
import { synonymEndpoints } from "@/lib/contract/synonyms";
import { topicEndpoints } from "@/lib/contract/topics";
import { translationRequestEndpoints } from "@/lib/contract/translation-requests";
import { userSearchEndpoints } from "@/lib/contract/user-searches";
import { visitorQuestionEndpoints } from "@/lib/contract/visitor-questions";

// The answers' shapes and types live in faq-answers.ts; importers find them here too.
export * from "@/lib/contract/faq-answers";
export { synonymGroupSchema, type SynonymGroup } from "@/lib/contract/synonyms";
export { phrasingSuggestionSchema, type PhrasingSuggestion } from "@/lib/contract/suggestions";
export {
  adminTopicSchema,
  publicTopicSchema,
  type AdminTopic,
  type PublicTopic,
} from "@/lib/contract/topics";

/** The FAQ endpoints of docs/product.md §7, and the search words of issue 13. */

// ---------------------------------------------------------------------------------------------
// Answers

export {
  searchDaySchema,
  searchQueryRecordSchema,
  searchQuerySummarySchema,
  type SearchDay,
  type SearchQueryRecord,
  type SearchQuerySummary,
} from "@/lib/contract/user-searches";

// ---------------------------------------------------------------------------------------------
// Inputs

const faqPage = { limit: limitQuery, skip: skipQuery };
/** Issue 40: the FAQ lists and the search keep only one topic's FAQs. */
const topicFilter = {
  topicId: topicIdQuery
    .optional()
    .meta({ description: "Issue 40: only the FAQs of this topic (GetTopics gives the ids)." }),
};
/** docs/api.md §6's orders of FAQs; ties break by id. */
const FAQ_ORDERS = [
  "0 alphabetical by question",
  "1 most searched",
  "2 most recently changed",
  "3 hardest to read (highest reading grade first)",
] as const;
const search = z.object({ searchQuery: searchQueryField });

const interpretationHeader = {
  [SEARCH_INTERPRETATION_HEADER]:
    'What the search looked for, word by word, the words to highlight, and how sure it is of its first result: JSON (lib/search/interpretation.ts), every character past ASCII escaped. Its `confidence` is `"good"` when the best FAQ matches the question\'s important words well and `"weak"` otherwise, or when nothing was found (issue 26). On a search with language=es, `language` is the language of the answers: `"en"` when every answer is in English (issue 28). On a search of the English page that reads as Spanish (issue 38), answered as with language=es, `language` is set the same way; it is left out on every other search of the English page.',
};

export const faq = defineGroup("Faq", METHODS.faq, {
  getFaqs: {
    summary:
      "A page of active FAQs, without the editors' names; with language=es each in Spanish where a published translation exists, in English otherwise.",
    access: "public",
    query: z.object({
      ...faqPage,
      language: languageQuery,
      // docs/api.md §6: order 2 (most recently changed) is for staff, on GetAdminFaqs.
      orderBy: orderQuery([0, 1], 0, " Most recently changed (2) is for staff only.").meta({
        description: `${FAQ_ORDERS[0]}, ${FAQ_ORDERS[1]}; 0 when left out.`,
      }),
      ...topicFilter,
    }),
    response: z.array(publicFaqSchema),
  },
  getAdminFaqs: {
    summary:
      "A page of active FAQs, or of archived ones, with the editors' names and reading grades; the archive and orders 2 and 3 are for Admins.",
    access: "staff",
    query: z.object({
      ...faqPage,
      orderBy: orderQuery([0, 1, 2, 3], 0).meta({
        description: `${FAQ_ORDERS[0]}, ${FAQ_ORDERS[1]}, ${FAQ_ORDERS[2]} (Admins only), ${FAQ_ORDERS[3]} (Admins only); 0 when left out.`,
      }),
      isPhantomDeleted: archivedQuery,
      translation: translationFilterQuery,
      ...topicFilter,
    }),
    response: z.array(adminFaqSchema),
  },
  ...userSearchEndpoints,
  getQueriedFaqs: {
    summary:
      "The public search: at most 50 active FAQs, best first; the search is recorded. With language=es it searches the Spanish translations and, by the English words their words stand for, the FAQs not translated yet; when nothing close is found, the English FAQs as typed (the interpretation's `language` says when every answer is in English). Without it (the English page), a search that reads as Spanish (more of its words Spanish than English) is answered as with language=es, and recorded as a search of the English page (issue 38).",
    access: "public",
    query: search.extend({ language: languageQuery, ...topicFilter }),
    response: z.array(publicFaqSchema),
    headers: interpretationHeader,
  },
  getAdminQueriedFaqs: {
    summary: "The same search for staff, recording nothing.",
    access: "staff",
    query: search.extend(topicFilter),
    response: z.array(adminFaqSchema),
    headers: interpretationHeader,
  },
  getFaq: {
    summary:
      "One FAQ for the Edit FAQ screen, in English with its translations (whatever the language asked); an archived one for Admins only.",
    access: "staff",
    query: z.object({ id: faqIdQuery, language: languageQuery }),
    response: editableFaqSchema,
    problems: { 404: ARCHIVED_NOT_FOUND },
    refusals: { "not-found": notFound("The FAQ") },
  },
  ...faqEditEndpoints,
  getFaqRevisions: {
    summary:
      "An FAQ's history in one language (English unless language=es): a page of its revisions, newest first; an archived FAQ's for Admins only.",
    access: "staff",
    query: z.object({ id: faqIdQuery, ...faqPage, language: languageQuery }),
    response: z.array(faqRevisionSummarySchema),
    problems: { 404: ARCHIVED_NOT_FOUND },
    refusals: { "not-found": notFound("The FAQ") },
  },
  getFaqRevision: {
    summary:
      "One revision of an FAQ, with its question, answer, tags and phrasings; one of an archived FAQ for Admins only.",
    access: "staff",
    query: z.object({ id: revisionIdQuery }),
    response: faqRevisionSchema,
    problems: {
      404: "There is no revision with this id, or its FAQ is archived and the caller a Coach.",
    },
    refusals: { "not-found": notFound("The revision") },
  },
  ...synonymEndpoints,
  ...feedbackEndpoints,
  linkContentGap: {
    summary:
      'Issue 26 "Link to an FAQ": the text of a search in the Content Gaps queue becomes one of the phrasings of an active FAQ (as an edit: stamped, audited, kept in its history), and the entry closes. Issue 39: so does a visitor\'s question (`kind: "question"`; its text when at most 200 characters), and each address waiting for its answer gets one e-mail with the FAQ\'s link.',
    access: "staff",
    body: z.object({
      id: idField("Give the id of the search: a whole number from 1."),
      faqId: faqIdField,
      kind: z
        .enum(["search", "question"], { error: "Kind must be search or question." })
        .optional()
        .transform((value) => value ?? "search")
        .meta({
          description:
            "Issue 39: `search` (the default) or `question`, the kind of the Content Gaps entry `id` names.",
        }),
    }),
    response: staffFaqSchema,
    problems: {
      404: "There is no search (or question) of the queue with this id, or no active FAQ with this faqId.",
      409: `The FAQ already has ${String(LIMITS.phrasings)} phrasings; nothing was saved.`,
    },
    refusals: {
      "no-search": notFound("The search"),
      "no-question": notFound("The question"),
      "no-faq": notFound("The FAQ"),
      full: conflict(
        `This FAQ already has ${String(LIMITS.phrasings)} other ways of asking. Remove one in Edit FAQ first.`,
      ),
    },
  },
  ...translationRequestEndpoints,
  ...suggestionEndpoints,
  ...visitorQuestionEndpoints,
  ...topicEndpoints,
});
