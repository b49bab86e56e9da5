import "server-only";

import type { z } from "zod";

import { db, type Transaction } from "@/db/client";
import type { TranslationLanguage } from "@/db/schema";
import type { faq, SavedFaq } from "@/lib/contract/faq";
import type { FaqContent } from "@/lib/data/faq/content";
import { createFaq, type FaqChangeResult, updateFaq } from "@/lib/data/faq/english-writes";
import { auditFaq } from "@/lib/data/faq/records";
import {
  saveTranslation,
  type TranslationContent,
  type TranslationEdit,
  type TranslationEdits,
  TranslationRefused,
} from "@/lib/data/faq/translation-writes";
import { translationsOf } from "@/lib/data/faq-translations";
import { getStaffFaq } from "@/lib/data/faqs";
import { TopicMissing } from "@/lib/data/topic-admin";

/**
 * PostFaq and PatchFaq with translations (issue 28, docs/decisions/0040-faq-translations.md): the
 * English write (./english-writes.ts) and the translations' (./translation-writes.ts) in one
 * transaction, so that they commit together or not at all, and the FAQ answered with its
 * translations.
 */

/** PatchFaq's `translations` as its contract parses them (lib/contract/fields/translation.ts). */
type TranslationsSent = z.output<typeof faq.patchFaq.body>["translations"];

/** The translations of a PatchFaq as this module takes them (their editedAt as loaded). */
export function translationEditsOf(sent: TranslationsSent): TranslationEdits | undefined {
  const es = sent?.es;
  if (!es) return undefined;
  const { editedAt: loadedEditedAt, markCurrent, question, answer, status, ...rest } = es;
  if (markCurrent === true) return { es: { markCurrent: true, loadedEditedAt } };
  // The contract requires these without markCurrent.
  if (question === undefined || answer === undefined || status === undefined) return undefined;
  return { es: { ...rest, question, answer, status, loadedEditedAt } };
}

export type SavedFaqResult =
  | { ok: true; faq: SavedFaq }
  | Extract<FaqChangeResult, { ok: false }>
  | { ok: false; reason: "stale-translation" | "no-translation" | "no-topic" };

/** Every translation of the change, in the transaction of the change. */
function savingAll(
  translations: TranslationEdits | undefined,
  { editorId, withArchived }: { editorId: number; withArchived: boolean },
) {
  const edits = Object.entries(translations ?? {}) as [TranslationLanguage, TranslationEdit][];
  if (edits.length === 0) return undefined;
  return async (tx: Transaction, faqId: number) => {
    for (const [language, edit] of edits) {
      await saveTranslation(tx, { faqId, language, edit, editorId, withArchived });
    }
  };
}

/** The FAQ as PostFaq and PatchFaq answer it: as staff see it, with its translations. */
async function savedFaq(id: number): Promise<SavedFaq | null> {
  const faq = await getStaffFaq({ id });
  return faq ? { ...faq, translations: await translationsOf({ faqId: id }) } : null;
}

/** PostFaq: a new FAQ with the translations given, made from its first version. */
export async function createFaqWithTranslations({
  content,
  translations,
  actorId,
}: {
  content: FaqContent;
  translations?: Partial<Record<TranslationLanguage, TranslationContent>>;
  actorId: number;
}): Promise<{ ok: true; faq: SavedFaq } | { ok: false; reason: "no-topic" }> {
  const alsoInTransaction = savingAll(translations, { editorId: actorId, withArchived: false });
  try {
    const created = await createFaq({ content, actorId, alsoInTransaction });
    return {
      ok: true,
      faq: { ...created, translations: await translationsOf({ faqId: created.id }) },
    };
  } catch (error) {
    // Issue 40: a topic id that names no topic (deleted meanwhile, or never there) is a 404.
    if (error instanceof TopicMissing) return { ok: false, reason: error.reason };
    throw error;
  }
}

/**
 * PatchFaq: the English edit (when `content` is given, ./english-writes.ts updateFaq) and the
 * translations' saves, in one transaction. Without `content` the English FAQ is not touched: its
 * edit stamp and content version stay. A refused translation undoes the English edit with it;
 * the refusal is audited once the transaction is undone.
 */
export async function editFaqWithTranslations({
  id,
  content,
  translations,
  editorId,
  loadedEditedAt,
  withArchived,
}: {
  id: number;
  content?: FaqContent;
  translations?: TranslationEdits;
  editorId: number;
  loadedEditedAt?: Date | null;
  withArchived: boolean;
}): Promise<SavedFaqResult> {
  const alsoInTransaction = savingAll(translations, { editorId, withArchived });
  try {
    if (content) {
      const result = await updateFaq({
        ...{ id, content, editorId, loadedEditedAt, withArchived },
        alsoInTransaction,
      });
      if (!result.ok) return result;
    } else if (alsoInTransaction) {
      await db.transaction((tx) => alsoInTransaction(tx, id));
    }
  } catch (error) {
    if (error instanceof TopicMissing) return { ok: false, reason: error.reason };
    if (!(error instanceof TranslationRefused)) throw error;
    if (error.reason === "stale-translation") {
      const action = translations?.[error.language]?.markCurrent
        ? "faq.translation_marked_current"
        : "faq.translated";
      const details = { language: error.language };
      await auditFaq(undefined, { actorId: editorId, action, id, refused: "stale", details });
    }
    return { ok: false, reason: error.reason };
  }
  const faq = await savedFaq(id);
  return faq ? { ok: true, faq } : { ok: false, reason: "not-found" };
}
