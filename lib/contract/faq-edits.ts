import { z } from "zod";

import type { EndpointSpec } from "@/lib/contract/endpoint";
import { savedFaqSchema, staffFaqSchema } from "@/lib/contract/faq-answers";
import {
  editedAtField,
  faqHtmlWire,
  faqIdField,
  newTranslationField,
  phrasingsField,
  revisionIdField,
  tagsField,
  topicIdField,
  translationEditField,
  translationsField,
} from "@/lib/contract/fields";
import {
  conflict,
  notFound,
  type Refusals,
  STALE_EDIT,
  STALE_TRANSLATION,
} from "@/lib/contract/refusals";
import { NO_TOPIC } from "@/lib/contract/topics";

/**
 * The FAQ writes of docs/product.md §7 (PostFaq, PatchFaq, DeleteFaq, RestoreFaq) and issue 17's
 * RestoreFaqRevision, with the reasons each refuses. Joined to the FAQ group in
 * lib/contract/faq.ts; every one goes through lib/api/faq-writes.ts on the server.
 */

/** Issue 27: the archive is an Admin screen, so for a Coach an archived FAQ does not exist. */
export const ARCHIVED_NOT_FOUND =
  "There is no FAQ with this id, or it is archived and the caller a Coach.";

const faqNotFound = notFound("The FAQ");

/** DeleteFaq and RestoreFaq refused: no such FAQ, or it is already as asked. */
const archiveRefusals = {
  "not-found": faqNotFound,
  "already-archived": conflict("This FAQ is already archived."),
  "not-archived": conflict("This FAQ is not archived."),
} satisfies Refusals;

/** An edit refused: the FAQ or the translation changed since it was loaded, or is not there. */
const editRefusals = {
  "not-found": faqNotFound,
  "no-translation": notFound("The translation to mark current"),
  stale: conflict(STALE_EDIT),
  "stale-translation": conflict(STALE_TRANSLATION),
  ...NO_TOPIC,
} satisfies Refusals;

export const faqContent = {
  question: faqHtmlWire("question"),
  answer: faqHtmlWire("answer"),
  tags: tagsField,
  phrasings: phrasingsField,
};

/** Issue 40: the FAQ's topic; null for none, left out for none (PostFaq) or unchanged (PatchFaq). */
const topicIdBodyField = topicIdField.nullable().optional().meta({
  description:
    "Issue 40: the id of the topic the FAQ is in (GetAdminTopics), or null for none; left out, none for a new FAQ and unchanged on an edit.",
});
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
    topicId: topicIdBodyField,
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
  })
  // The topic is saved with the English text (issue 40): sent with a translation alone, it would
  // be answered 200 and not kept.
  .refine(
    (body) =>
      body.topicId === undefined || body.question !== undefined || body.answer !== undefined,
    { path: ["topicId"], message: "Save the topic with the English question and answer." },
  );

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

export const faqEditEndpoints = {
  postFaq: {
    summary:
      "Adds an FAQ, its HTML sanitised, with the other ways of asking it and its translations if given.",
    access: "admin",
    body: z.object({
      ...faqContent,
      topicId: topicIdBodyField,
      translations: translationsField(newTranslationField),
    }),
    response: savedFaqSchema,
    status: 201,
    problems: { 404: "There is no topic with the topicId sent." },
    refusals: NO_TOPIC,
  },
  patchFaq: {
    summary:
      "Saves an edit of the English text, of its translations, or of both at once; phrasings left out stay as they are; with the editedAt the editor loaded (of the FAQ, of a translation), one changed since is refused and nothing is saved.",
    access: "staff",
    body: patchFaqBody,
    response: savedFaqSchema,
    problems: {
      404: `${ARCHIVED_NOT_FOUND} Or markCurrent for a translation that does not exist, or a topicId that names no topic.`,
      409: "The FAQ, or the translation sent, was changed by someone else since the editedAt sent; nothing was saved.",
    },
    refusals: editRefusals,
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
    refusals: archiveRefusals,
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
    refusals: archiveRefusals,
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
    refusals: {
      ...editRefusals,
      "no-revision": notFound("The revision"),
      "no-translation": faqNotFound,
      unusable: conflict("This version has no text left once cleaned. Pick another version."),
    },
  },
} satisfies Record<string, EndpointSpec>;
