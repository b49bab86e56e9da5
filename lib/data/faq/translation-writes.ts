import "server-only";

import { and, eq, sql } from "drizzle-orm";

import type { Transaction } from "@/db/client";
import {
  faqs,
  faqTranslations,
  type TranslationLanguage,
  type TranslationStatus,
} from "@/db/schema";
import { type FaqContent, phrasingChanges } from "@/lib/data/faq/content";
import { auditFaq, recordTranslationRevision } from "@/lib/data/faq/records";
import { closeTranslationRequests } from "@/lib/data/translation-request-entries";

/**
 * Writing one FAQ translation (issue 28, docs/decisions/0040-faq-translations.md), inside the
 * transaction of the change it belongs to (./edits.ts: PostFaq and PatchFaq, alone or with the
 * English text). A save is checked and written in one conditional INSERT … ON CONFLICT (the
 * translation's edit stamp must still be the one the editor loaded), audited and kept as a
 * revision in its language (./records.ts), as an English edit is (./english-writes.ts). A refusal
 * throws, so that the whole change is undone.
 */

/** A translation's text as stored: sanitised HTML, normalised tags and phrasings. */
export interface TranslationContent extends FaqContent {
  status: TranslationStatus;
}

/** What PatchFaq asks of one translation: a save of its text, or to mark it current. */
export type TranslationEdit =
  | (TranslationContent & {
      markCurrent?: false;
      /** The translation's editedAt as loaded (null: none yet, or never edited); left out: no check. */
      loadedEditedAt?: Date | null;
      /** The FAQ's contentVersion the text was made from; left out, the FAQ's when saved. */
      contentVersion?: number;
      /** RestoreFaqRevision: the revision whose text this is (kept as a "reverted" revision). */
      revertedToId?: number;
    })
  | { markCurrent: true; loadedEditedAt?: Date | null };

export type TranslationEdits = Partial<Record<TranslationLanguage, TranslationEdit>>;

export type TranslationRefusal = "not-found" | "stale-translation" | "no-translation";

/** Undoes the whole change (the English edit with it); the reason goes back to the caller. */
export class TranslationRefused extends Error {
  constructor(
    readonly reason: TranslationRefusal,
    readonly language: TranslationLanguage,
  ) {
    super(`translation ${language} refused: ${reason}`);
  }
}

const stampNow = sql`date_trunc('milliseconds', now())`;

/** The translation's edit stamp is still the one loaded (compared at millisecond precision). */
function unchangedSince(loadedEditedAt: Date | null | undefined) {
  return loadedEditedAt === undefined
    ? undefined
    : sql`date_trunc('milliseconds', ${faqTranslations.editedAt}) is not distinct from ${loadedEditedAt?.toISOString() ?? null}::timestamptz`;
}

const oneTranslation = (faqId: number, language: TranslationLanguage) =>
  and(eq(faqTranslations.faqId, faqId), eq(faqTranslations.language, language));

/**
 * Saves one translation's text in the change's transaction, or marks it current; throws
 * TranslationRefused.
 */
export async function saveTranslation(
  tx: Transaction,
  { faqId, language, edit, editorId, withArchived }: TranslationSave,
): Promise<void> {
  if (edit.markCurrent === true)
    return markCurrent(tx, { faqId, language, edit, editorId, withArchived });
  const {
    status,
    question,
    answer,
    tags,
    phrasings,
    loadedEditedAt,
    contentVersion,
    revertedToId,
  } = edit;
  // The FAQ as this transaction sees it: an English edit saved with the translation has moved
  // its version on already, and the translation is made from that one.
  const [faq] = await tx
    .select({ contentVersion: faqs.contentVersion, archived: faqs.isPhantomDeleted })
    .from(faqs)
    .where(eq(faqs.id, faqId));
  if (!faq || (faq.archived && !withArchived)) throw new TranslationRefused("not-found", language);
  const [before] = await tx
    .select({ phrasings: faqTranslations.phrasings })
    .from(faqTranslations)
    .where(oneTranslation(faqId, language))
    .for("update");
  const sourceVersion = Math.min(contentVersion ?? faq.contentVersion, faq.contentVersion);
  const [saved] = await tx
    .insert(faqTranslations)
    .values({
      ...{ faqId, language, question, answer, tags, status, sourceVersion },
      phrasings: phrasings ?? [],
      editedByUserId: editorId,
      editedAt: stampNow,
    })
    .onConflictDoUpdate({
      target: [faqTranslations.faqId, faqTranslations.language],
      set: {
        question: sql`excluded.question`,
        answer: sql`excluded.answer`,
        tags: sql`excluded.tags`,
        // Left out, the phrasings stay as they are, as an English edit's (issue 26).
        ...(phrasings === undefined ? {} : { phrasings: sql`excluded.phrasings` }),
        status: sql`excluded.status`,
        sourceVersion: sql`excluded.source_version`,
        editedByUserId: sql`excluded.edited_by_user_id`,
        editedAt: sql`excluded.edited_at`,
        updatedAt: sql`now()`,
      },
      setWhere: unchangedSince(loadedEditedAt),
    })
    .returning({ faqId: faqTranslations.faqId });
  if (!saved) throw new TranslationRefused("stale-translation", language);
  // Issue 28: a published translation answers the visitors who asked for it (Content Gaps).
  if (status === "published") await closeTranslationRequests(tx, faqId, language);
  const details = { language, status, ...phrasingChanges(before?.phrasings ?? [], phrasings) };
  await auditFaq(tx, { actorId: editorId, action: "faq.translated", id: faqId, details });
  await recordTranslationRevision(tx, {
    faqId,
    language,
    kind: revertedToId !== undefined ? "reverted" : before ? "edited" : "added",
    userId: editorId,
    revertedToId,
  });
}

export interface TranslationSave {
  faqId: number;
  language: TranslationLanguage;
  edit: TranslationEdit;
  editorId: number;
  withArchived: boolean;
}

/**
 * The translation is current with the FAQ's English as it is now: its source version becomes the
 * FAQ's content version and its text stays. Stamped like a save, so that an editor who loaded it
 * before gets the stale-edit 409 rather than saving over the decision unaware; no revision, as its
 * text did not change.
 */
async function markCurrent(
  tx: Transaction,
  { faqId, language, edit, editorId, withArchived }: TranslationSave,
): Promise<void> {
  const faq = sql`(SELECT ${faqs.contentVersion} FROM ${faqs} WHERE ${faqs.id} = ${faqId}`;
  const [marked] = await tx
    .update(faqTranslations)
    .set({
      sourceVersion: sql`${faq})`,
      editedByUserId: editorId,
      editedAt: stampNow,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        oneTranslation(faqId, language),
        withArchived ? undefined : sql`${faq} AND NOT ${faqs.isPhantomDeleted}) IS NOT NULL`,
        unchangedSince(edit.loadedEditedAt),
      ),
    )
    .returning({ faqId: faqTranslations.faqId });
  if (!marked) {
    const [found] = await tx
      .select({ archived: faqs.isPhantomDeleted, translated: faqTranslations.faqId })
      .from(faqs)
      .leftJoin(faqTranslations, oneTranslation(faqId, language))
      .where(eq(faqs.id, faqId));
    if (!found || (found.archived && !withArchived)) {
      throw new TranslationRefused("not-found", language);
    }
    throw new TranslationRefused(
      found.translated === null ? "no-translation" : "stale-translation",
      language,
    );
  }
  await auditFaq(tx, {
    actorId: editorId,
    action: "faq.translation_marked_current",
    id: faqId,
    details: { language },
  });
}
