import { z } from "zod";

import {
  type Language,
  TRANSLATION_FILTERS,
  type TranslationFilter,
  TRANSLATION_STATUSES,
} from "@/lib/contract/languages";

import { editedAtField, faqHtmlWire, phrasingsField, tagsField } from "./faq";

// ---------------------------------------------------------------------------------------------
// Languages and translations (issue 28, docs/decisions/0040-faq-translations.md)

export * from "@/lib/contract/languages";

const LANGUAGE_MESSAGE = "Language must be en (English) or es (Spanish).";

/**
 * `language` of a list or an FAQ: `en` or `es` in any letter case, English when left out or empty,
 * so that clients that do not know it see no change.
 */
export const languageQuery = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): Language => {
    const lower = value?.toLowerCase();
    if (lower === undefined || lower === "" || lower === "en") return "en";
    if (lower === "es") return "es";
    ctx.addIssue({ code: "custom", message: LANGUAGE_MESSAGE });
    return z.NEVER;
  })
  .meta({
    description:
      "`en` (English, the default) or `es` (Spanish), in any letter case; another value is a 400 on `Language`.",
  });

const TRANSLATION_FILTER_MESSAGE = "Translation must be missing-es or outdated-es.";

/**
 * GetAdminFaqs's `translation` filter: `missing-es` or `outdated-es` in any letter case; left
 * out or empty, no filter.
 */
export const translationFilterQuery = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): TranslationFilter | undefined => {
    const lower = value?.toLowerCase();
    if (lower === undefined || lower === "") return undefined;
    const filter = TRANSLATION_FILTERS.find((known) => known === lower);
    if (filter) return filter;
    ctx.addIssue({ code: "custom", message: TRANSLATION_FILTER_MESSAGE });
    return z.NEVER;
  })
  .meta({
    description:
      "Issue 28: `missing-es`, only FAQs without a published Spanish translation (none, or a draft); `outdated-es`, only those whose Spanish translation needs an update. Any letter case; left out, every FAQ. Another value is a 400 on `Translation`.",
  });

export const translationStatusField = z
  .enum(TRANSLATION_STATUSES, { error: "Choose draft or published." })
  .meta({
    description: "`draft` (staff only) or `published` (shown on the public pages in its language).",
  });

/** A translation's text: the same rules and messages as the English question, answer and tags. */
const translationText = {
  question: faqHtmlWire("question"),
  answer: faqHtmlWire("answer"),
  tags: tagsField,
  phrasings: phrasingsField,
};

/** PostFaq: a translation of the new FAQ, made from its first version. */
export const newTranslationField = z
  .object({ ...translationText, status: translationStatusField })
  .meta({ id: "NewFaqTranslation" });

const MARK_CURRENT_ALONE = "Mark a translation current on its own, without its text or status.";

/**
 * PatchFaq: either a save of the translation's text (question, answer and status required, as for
 * a new one; phrasings left out stay as they are), or `markCurrent: true` alone, which records the
 * FAQ's present English version as its source without changing its text. `editedAt` is the
 * translation's editedAt as loaded (null for none yet): a translation changed since is a 409.
 */
export const translationEditField = z
  .object({
    question: translationText.question.optional(),
    answer: translationText.answer.optional(),
    tags: tagsField,
    phrasings: phrasingsField,
    status: translationStatusField.optional(),
    editedAt: editedAtField,
    contentVersion: z
      .number({ error: "ContentVersion must be the contentVersion of the FAQ you loaded." })
      .int({ error: "ContentVersion must be the contentVersion of the FAQ you loaded." })
      .min(1, { error: "ContentVersion must be the contentVersion of the FAQ you loaded." })
      .max(2_147_483_647, {
        error: "ContentVersion must be the contentVersion of the FAQ you loaded.",
      })
      .optional()
      .meta({
        description:
          "The FAQ's contentVersion the translation was made from (as GetFaq answered it); left out, the FAQ's version when saved. A later English edit makes the translation need an update.",
      }),
    markCurrent: z.boolean({ error: "MarkCurrent must be true or false." }).optional().meta({
      description:
        "true: the translation is current with the FAQ's present English version, its text unchanged. Send it alone (with editedAt).",
    }),
  })
  .superRefine((value, ctx) => {
    if (value.markCurrent === true) {
      for (const key of ["question", "answer", "status"] as const) {
        if (value[key] !== undefined)
          ctx.addIssue({ code: "custom", path: [key], message: MARK_CURRENT_ALONE });
      }
      return;
    }
    if (value.question === undefined) {
      ctx.addIssue({ code: "custom", path: ["question"], message: "Enter the question." });
    }
    if (value.answer === undefined) {
      ctx.addIssue({ code: "custom", path: ["answer"], message: "Enter the answer." });
    }
    if (value.status === undefined) {
      ctx.addIssue({ code: "custom", path: ["status"], message: "Choose draft or published." });
    }
  })
  .meta({ id: "FaqTranslationEdit" });

const TRANSLATIONS_MESSAGE = "Translations must be an object with a key per language: es.";

/** `translations` of PostFaq and PatchFaq: one entry per language, each optional. */
export function translationsField<T extends z.ZodType>(entry: T) {
  return z.strictObject({ es: entry.optional() }, { error: TRANSLATIONS_MESSAGE }).optional().meta({
    description:
      "Issue 28: the FAQ's translations to save, keyed by language (`es`); left out, they stay as they are. Field errors name the path, e.g. `Translations.es.Question`.",
  });
}
