import { z } from "zod";

import { METHODS } from "@/lib/contract/methods";
import { defineGroup } from "@/lib/contract/endpoint";
import {
  archivedQuery,
  editedAtField,
  faqHtmlWire,
  faqIdField,
  faqIdQuery,
  idField,
  LIMITS,
  limitQuery,
  orderQuery,
  phrasingsField,
  revisionIdField,
  revisionIdQuery,
  searchQueryField,
  skipQuery,
  synonymGroupIdField,
  synonymWordsField,
  tagsField,
  isoTime,
  languageQuery,
  LANGUAGES,
  newTranslationField,
  translationEditField,
  translationsField,
  TRANSLATION_STATES,
  TRANSLATION_STATUSES,
  translationFilterQuery,
} from "@/lib/contract/fields";
import { faqRevisionSchema, faqRevisionSummarySchema } from "@/lib/contract/revisions";
import { SEARCH_INTERPRETATION_HEADER } from "@/lib/search/interpretation";
import { faqFeedbackSchema, feedbackEndpoints } from "@/lib/contract/feedback";
import { translationRequestEndpoints } from "@/lib/contract/translation-requests";
import { userSearchEndpoints } from "@/lib/contract/user-searches";

/** The FAQ endpoints of docs/product.md §7, and the search words of issue 13. */

// ---------------------------------------------------------------------------------------------
// Answers

/** An FAQ as anyone may see it (docs/product.md §3 without the editor's identity). */
export const publicFaqSchema = z
  .object({
    id: z.number().int(),
    question: z.string().meta({ description: "Sanitised HTML." }),
    answer: z.string().meta({ description: "Sanitised HTML." }),
    tags: z.string().meta({ description: 'Comma-separated, joined with ", ".' }),
    ranking: z.number().int().meta({ description: "How often public searches returned it." }),
    isPhantomDeleted: z.boolean().meta({ description: "Archived." }),
    editedAt: isoTime.nullable().meta({ description: "ISO 8601 UTC, or null if never edited." }),
    language: z.enum(LANGUAGES).meta({
      description:
        "Issue 28: the language of its question, answer and tags: `es` where a Spanish list was asked for and a published Spanish translation exists, `en` otherwise.",
    }),
  })
  .meta({ id: "PublicFaq" });
export type PublicFaq = z.infer<typeof publicFaqSchema>;

/** An FAQ as staff see it: docs/product.md §3's fields, with the editor's names as they are now. */
export const staffFaqSchema = publicFaqSchema
  .extend({
    editedByUserId: z.number().int().nullable(),
    phrasings: z.array(z.string()).meta({
      description:
        'Issue 26 "Also asked as": other ways visitors ask this question, plain text; searched like the question, never shown to visitors.',
    }),
    editedByUserFirstName: z.string().nullable(),
    editedByUserLastName: z.string().nullable(),
    readingGrade: z.number().int().nullable().meta({
      description:
        "Issue 17: the school grade a reader needs for the answer (Flesch-Kincaid, rounded, from 1 to 30), worked out when it was saved; null for an answer without words.",
    }),
    contentVersion: z.number().int().meta({
      description:
        "Issue 28: the version of the English question and answer, from 1; it moves on whenever either changes (not with tags or phrasings). A translation made from an older version needs an update.",
    }),
  })
  .meta({ id: "StaffFaq" });
export type StaffFaq = z.infer<typeof staffFaqSchema>;

/** An FAQ in the portal's lists: as staff see it, with its readers' votes (issue 16). */
export const adminFaqSchema = staffFaqSchema
  .extend({
    feedback: faqFeedbackSchema,
    translationStates: z.object({ es: z.enum(TRANSLATION_STATES) }).meta({
      description:
        "Issue 28: the FAQ in each language it is translated into: `none`, `draft`, `published`, or `needs-update` (the English question or answer changed since; it may still be published).",
    }),
  })
  .meta({ id: "AdminFaq" });
export type AdminFaq = z.infer<typeof adminFaqSchema>;

/** Issue 28: one translation of an FAQ as staff see it, with editedAt to send back (PatchFaq). */
export const faqTranslationSchema = z
  .object({
    language: z.enum(["es"]),
    question: z.string().meta({ description: "Sanitised HTML." }),
    answer: z.string().meta({ description: "Sanitised HTML." }),
    tags: z.string().meta({ description: 'Comma-separated, joined with ", ".' }),
    phrasings: z.array(z.string()).meta({ description: '"Also asked as" in this language.' }),
    status: z.enum(TRANSLATION_STATUSES),
    sourceVersion: z.number().int().meta({
      description:
        "The FAQ's contentVersion this translation was made from or marked current with.",
    }),
    needsUpdate: z.boolean().meta({
      description:
        "The English question or answer changed since (sourceVersion < contentVersion); a published translation stays published until it is updated or marked current.",
    }),
    editedAt: isoTime.nullable().meta({
      description: "ISO 8601 UTC, or null for one never edited by staff (the demo's).",
    }),
    editedByUserId: z.number().int().nullable(),
    editedByUserFirstName: z.string().nullable(),
    editedByUserLastName: z.string().nullable(),
  })
  .meta({ id: "FaqTranslation" });
export type FaqTranslation = z.infer<typeof faqTranslationSchema>;

/** Issue 28: an FAQ's translations by language; a language without one is left out. */
export const faqTranslationsSchema = z
  .object({ es: faqTranslationSchema.optional() })
  .meta({ id: "FaqTranslations" });
export type FaqTranslations = z.infer<typeof faqTranslationsSchema>;

/**
 * What the edit screen loads (docs/product.md §7 GetFaq), with editedAt to send back (PatchFaq),
 * and (issue 28) the version of its English text and its translations.
 */
export const editableFaqSchema = staffFaqSchema
  .pick({
    id: true,
    question: true,
    answer: true,
    tags: true,
    phrasings: true,
    isPhantomDeleted: true,
    editedAt: true,
    language: true,
    contentVersion: true,
  })
  .extend({ translations: faqTranslationsSchema })
  .meta({ id: "EditableFaq" });
export type EditableFaq = z.infer<typeof editableFaqSchema>;

/** What PostFaq and PatchFaq answer: the FAQ as staff see it, with its translations (issue 28). */
export const savedFaqSchema = staffFaqSchema
  .extend({ translations: faqTranslationsSchema })
  .meta({ id: "SavedFaq" });
export type SavedFaq = z.infer<typeof savedFaqSchema>;

export {
  searchDaySchema,
  searchQueryRecordSchema,
  searchQuerySummarySchema,
  type SearchDay,
  type SearchQueryRecord,
  type SearchQuerySummary,
} from "@/lib/contract/user-searches";

/** A group of words that mean the same for search (issue 13). */
export const synonymGroupSchema = z
  .object({
    id: z.number().int(),
    words: z.array(z.string()).meta({ description: "Normalised: lower case, without accents." }),
    updatedAt: isoTime,
  })
  .meta({ id: "SynonymGroup" });
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;

// ---------------------------------------------------------------------------------------------
// Inputs

const faqPage = { limit: limitQuery, skip: skipQuery };
/** docs/api.md §6's orders of FAQs; ties break by id. */
const FAQ_ORDERS = [
  "0 alphabetical by question",
  "1 most searched",
  "2 most recently changed",
  "3 hardest to read (highest reading grade first)",
] as const;
const faqContent = {
  question: faqHtmlWire("question"),
  answer: faqHtmlWire("answer"),
  tags: tagsField,
  phrasings: phrasingsField,
};
const search = z.object({ searchQuery: searchQueryField });

/**
 * Issue 28: PatchFaq saves the English text (question and answer together, as before) or, with
 * `translations`, may leave it out: the English FAQ is then untouched, its edit stamp and
 * contentVersion included.
 */
const patchFaqBody = z
  .object({
    id: faqIdField,
    question: faqContent.question.optional(),
    answer: faqContent.answer.optional(),
    tags: tagsField,
    phrasings: phrasingsField,
    editedAt: editedAtField,
    translations: translationsField(translationEditField),
  })
  // Checked even when another field is wrong (`when`), so that every missing field is named at
  // once, as when both were required.
  .refine(hasEnglishOr("question"), {
    path: ["question"],
    message: "Enter the question.",
    when: () => true,
  })
  .refine(hasEnglishOr("answer"), {
    path: ["answer"],
    message: "Enter the answer.",
    when: () => true,
  });

/** PatchFaq: the field is there, or neither English field is and a translation is. */
function hasEnglishOr(field: "question" | "answer") {
  return (body: unknown): boolean => {
    if (typeof body !== "object" || body === null) return true;
    const { question, answer, translations } = body as Record<string, unknown>;
    if ((body as Record<string, unknown>)[field] !== undefined) return true;
    const translated =
      typeof translations === "object" &&
      translations !== null &&
      (translations as Record<string, unknown>).es !== undefined;
    return question === undefined && answer === undefined && translated;
  };
}
const faqId = z.object({ id: faqIdField });

const interpretationHeader = {
  [SEARCH_INTERPRETATION_HEADER]:
    'What the search looked for, word by word, the words to highlight, and how sure it is of its first result: JSON (lib/search/interpretation.ts), every character past ASCII escaped. Its `confidence` is `"good"` when the best FAQ matches the question\'s important words well and `"weak"` otherwise, or when nothing was found (issue 26). On a search with language=es, `language` is the language of the answers: `"en"` when the Spanish FAQs had nothing close and the English ones were searched (issue 28).',
};

/** Issue 27: the archive is an Admin screen, so for a Coach an archived FAQ does not exist. */
const ARCHIVED_NOT_FOUND =
  "There is no FAQ with this id, or it is archived and the caller a Coach.";

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
    }),
    response: z.array(adminFaqSchema),
  },
  ...userSearchEndpoints,
  getQueriedFaqs: {
    summary:
      "The public search: at most 50 active FAQs, best first; the search is recorded. With language=es it searches the Spanish translations first and, when nothing close is found there, the English FAQs (the interpretation's `language` says which answered).",
    access: "public",
    query: search.extend({ language: languageQuery }),
    response: z.array(publicFaqSchema),
    headers: interpretationHeader,
  },
  getAdminQueriedFaqs: {
    summary: "The same search for staff, recording nothing.",
    access: "staff",
    query: search,
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
  },
  postFaq: {
    summary:
      "Adds an FAQ, its HTML sanitised, with the other ways of asking it and its translations if given.",
    access: "admin",
    body: z.object({ ...faqContent, translations: translationsField(newTranslationField) }),
    response: savedFaqSchema,
    status: 201,
  },
  patchFaq: {
    summary:
      "Saves an edit of the English text, of its translations, or of both at once; phrasings left out stay as they are; with the editedAt the editor loaded (of the FAQ, of a translation), one changed since is refused and nothing is saved.",
    access: "staff",
    body: patchFaqBody,
    response: savedFaqSchema,
    problems: {
      404: `${ARCHIVED_NOT_FOUND} Or markCurrent for a translation that does not exist.`,
      409: "The FAQ, or the translation sent, was changed by someone else since the editedAt sent; nothing was saved.",
    },
  },
  deleteFaq: {
    summary: "Archives an FAQ: it leaves public lists and search at once; nothing is removed.",
    access: "admin",
    body: faqId,
    response: staffFaqSchema,
    problems: {
      404: "There is no FAQ with this id.",
      409: "The FAQ is already archived.",
    },
  },
  restoreFaq: {
    summary: "Brings an archived FAQ back to the public lists and search.",
    access: "admin",
    body: faqId,
    response: staffFaqSchema,
    problems: {
      404: "There is no FAQ with this id.",
      409: "The FAQ is not archived.",
    },
  },
  getFaqRevisions: {
    summary:
      "An FAQ's history in one language (English unless language=es): a page of its revisions, newest first; an archived FAQ's for Admins only.",
    access: "staff",
    query: z.object({ id: faqIdQuery, ...faqPage, language: languageQuery }),
    response: z.array(faqRevisionSummarySchema),
    problems: { 404: ARCHIVED_NOT_FOUND },
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
  },
  restoreFaqRevision: {
    summary:
      "Brings back an older version's question, answer, tags and phrasings, sanitised again, as a new revision; with the FAQ's editedAt when the history was opened, an FAQ changed since is refused. A Spanish version goes back to the Spanish translation (keeping its status), and editedAt is then the translation's.",
    access: "admin",
    body: z.object({ id: revisionIdField, editedAt: editedAtField }),
    response: staffFaqSchema,
    problems: {
      404: "There is no revision with this id.",
      409: "The FAQ was changed by someone else since the editedAt sent; nothing was saved.",
    },
  },
  getSynonymGroups: {
    summary: "Every group of words that mean the same for search, by first word.",
    access: "admin",
    response: z.array(synonymGroupSchema),
  },
  postSynonymGroup: {
    summary:
      "Adds a group of words that mean the same for search; a word belongs to one group only.",
    access: "admin",
    body: z.object({ words: synonymWordsField }),
    response: synonymGroupSchema,
    status: 201,
  },
  patchSynonymGroup: {
    summary: "Replaces the words of a group.",
    access: "admin",
    body: z.object({ id: synonymGroupIdField, words: synonymWordsField }),
    response: synonymGroupSchema,
    problems: { 404: "There is no group with this id." },
  },
  deleteSynonymGroup: {
    summary: "Removes a group; its words search for themselves alone again.",
    access: "admin",
    body: z.object({ id: synonymGroupIdField }),
    response: synonymGroupSchema,
    problems: { 404: "There is no group with this id." },
  },
  ...feedbackEndpoints,
  linkContentGap: {
    summary:
      'Issue 26 "Link to an FAQ": the text of a search in the Content Gaps queue becomes one of the phrasings of an active FAQ (as an edit: stamped, audited, kept in its history), and the entry closes.',
    access: "staff",
    body: z.object({
      id: idField("Give the id of the search: a whole number from 1."),
      faqId: faqIdField,
    }),
    response: staffFaqSchema,
    problems: {
      404: "There is no search of the queue with this id, or no active FAQ with this faqId.",
      409: `The FAQ already has ${String(LIMITS.phrasings)} phrasings; nothing was saved.`,
    },
  },
  ...translationRequestEndpoints,
});
