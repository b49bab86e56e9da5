import { z } from "zod";

import { faqFeedbackSchema } from "@/lib/contract/feedback";
import {
  faqTextFields,
  isoTime,
  languageOf,
  TRANSLATION_STATES,
  TRANSLATION_STATUSES,
} from "@/lib/contract/fields";

/**
 * What the FAQ endpoints answer (lib/contract/faq.ts): an FAQ as visitors, staff and the edit
 * screen see it, and its translations (issue 28).
 */

/** Who last edited an FAQ or a translation, with their names as they are now (or nulls). */
const editorFields = {
  editedByUserId: z.number().int().nullable(),
  editedByUserFirstName: z.string().nullable(),
  editedByUserLastName: z.string().nullable(),
};

/** An FAQ as anyone may see it (docs/product.md §3 without the editor's identity). */
export const publicFaqSchema = z
  .object({
    id: z.number().int(),
    ...faqTextFields,
    ranking: z.number().int().meta({ description: "How often public searches returned it." }),
    isPhantomDeleted: z.boolean().meta({ description: "Archived." }),
    editedAt: isoTime.nullable().meta({ description: "ISO 8601 UTC, or null if never edited." }),
    language: languageOf(
      "Issue 28: the language of its question, answer and tags: `es` where a Spanish list was asked for and a published Spanish translation exists, `en` otherwise.",
    ),
    topicId: z.number().int().nullable().meta({
      description:
        "Issue 40: the id of the topic the FAQ is browsed under (GetTopics), or null for none.",
    }),
    translationOutdated: z.boolean().optional().meta({
      description:
        "Issue 38: `true` when the FAQ is shown in a translation made from an older version of the English question or answer (its Spanish needs an update), so the page can say the translation may be out of date; left out otherwise, and always for an FAQ shown in English.",
    }),
  })
  .meta({ id: "PublicFaq" });
export type PublicFaq = z.infer<typeof publicFaqSchema>;

/**
 * An FAQ as staff see it: docs/product.md §3's fields, with the editor's names as they are now.
 * Not the visitors' sign of an outdated translation: the portal's lists say where each FAQ stands
 * in Spanish (translationStates).
 */
export const staffFaqSchema = publicFaqSchema
  .omit({ translationOutdated: true })
  .extend({
    phrasings: z.array(z.string()).meta({
      description:
        'Issue 26 "Also asked as": other ways visitors ask this question, plain text; searched like the question, never shown to visitors.',
    }),
    ...editorFields,
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
    ...faqTextFields,
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
    ...editorFields,
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
    topicId: true,
  })
  .extend({ translations: faqTranslationsSchema })
  .meta({ id: "EditableFaq" });
export type EditableFaq = z.infer<typeof editableFaqSchema>;

/** What PostFaq and PatchFaq answer: the FAQ as staff see it, with its translations (issue 28). */
export const savedFaqSchema = staffFaqSchema
  .extend({ translations: faqTranslationsSchema })
  .meta({ id: "SavedFaq" });
export type SavedFaq = z.infer<typeof savedFaqSchema>;
