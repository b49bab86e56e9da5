import "server-only";

import { and, desc, eq, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { faqRevisions, faqs, faqTranslations, type Language, topics, users } from "@/db/schema";
import type { FaqRevision, FaqRevisionSummary } from "@/lib/contract/revisions";
import { LIMITS, normalisePhrasings, normaliseTags } from "@/lib/contract/fields";
import { type FaqChangeResult, updateFaq } from "@/lib/data/faq-changes";
import { editFaqWithTranslations, type SavedFaqResult } from "@/lib/data/faq-edits";
import { faqContentColumns } from "@/lib/data/faq-shapes";
import { faqHtmlField, renderSafeHtml } from "@/lib/faq/sanitize";

export type { FaqRevision, FaqRevisionSummary };

const summaryColumns = {
  id: faqRevisions.id,
  faqId: faqRevisions.faqId,
  kind: faqRevisions.kind,
  language: faqRevisions.language,
  createdAt: faqRevisions.createdAt,
  userId: faqRevisions.userId,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  revertedToId: faqRevisions.revertedToId,
};

type SummaryRow = Omit<FaqRevisionSummary, "createdAt"> & { createdAt: Date };

function toSummary(row: SummaryRow): FaqRevisionSummary {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * GetFaqRevisions: a page of an FAQ's history, newest first (read from the (faq_id, id desc)
 * index), or null when there is no such FAQ. An archived FAQ's history is there only
 * `withArchived` (an Admin: lib/data/faqs.ts seesArchive).
 */
export async function listRevisions({
  faqId,
  limit,
  skip,
  withArchived,
  language = "en",
}: {
  faqId: number;
  limit: number;
  skip: number;
  withArchived: boolean;
  /** Issue 28: the history of the English text, or of one translation. */
  language?: Language;
}): Promise<FaqRevisionSummary[] | null> {
  const [faq] = await db
    .select({ id: faqs.id })
    .from(faqs)
    .where(and(eq(faqs.id, faqId), withArchived ? undefined : eq(faqs.isPhantomDeleted, false)))
    .limit(1);
  if (!faq) return null;
  const rows = await db
    .select(summaryColumns)
    .from(faqRevisions)
    .leftJoin(users, eq(users.id, faqRevisions.userId))
    .where(and(eq(faqRevisions.faqId, faqId), eq(faqRevisions.language, language)))
    .orderBy(desc(faqRevisions.id))
    .limit(limit)
    .offset(skip);
  return rows.map(toSummary);
}

/**
 * GetFaqRevision: one revision with its content, its HTML passed through the allowlist again; one
 * of an archived FAQ only `withArchived`.
 */
export async function getRevision({
  id,
  withArchived,
}: {
  id: number;
  withArchived: boolean;
}): Promise<FaqRevision | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      ...faqContentColumns(faqRevisions),
      topicId: faqRevisions.topicId,
    })
    .from(faqRevisions)
    .innerJoin(faqs, eq(faqs.id, faqRevisions.faqId))
    .leftJoin(users, eq(users.id, faqRevisions.userId))
    .where(
      and(eq(faqRevisions.id, id), withArchived ? undefined : eq(faqs.isPhantomDeleted, false)),
    )
    .limit(1);
  if (!row) return null;
  const { question, answer, tags, phrasings, topicId, ...summary } = row;
  return {
    ...toSummary(summary),
    question: renderSafeHtml(question),
    answer: renderSafeHtml(answer),
    tags,
    phrasings,
    topicId,
  };
}

/**
 * RestoreFaqRevision: the revision's question, answer, tags and phrasings (and, of an English one,
 * its topic: issue 40) become the FAQ's again, through
 * the same sanitiser and the same stale-edit rule as an edit (PatchFaq), kept as a new revision.
 * Content written around the sanitiser (a restore of a backup, SQL) comes back clean.
 */
export async function restoreRevision({
  id,
  adminId,
  loadedEditedAt,
}: {
  id: number;
  adminId: number;
  loadedEditedAt?: Date | null;
}): Promise<FaqChangeResult | SavedFaqResult | { ok: false; reason: "no-revision" | "unusable" }> {
  const [revision] = await db
    .select({
      faqId: faqRevisions.faqId,
      language: faqRevisions.language,
      ...faqContentColumns(faqRevisions),
      topicId: faqRevisions.topicId,
      // Issue 40: a topic deleted since is none now.
      topicExists: sql<boolean>`EXISTS (SELECT 1 FROM ${topics} WHERE ${topics.id} = ${faqRevisions.topicId})`,
    })
    .from(faqRevisions)
    .where(eq(faqRevisions.id, id))
    .limit(1);
  if (!revision) return { ok: false, reason: "no-revision" };
  // Measured as an edit is: a version whose text the sanitiser empties cannot come back.
  const question = faqHtmlField("question").safeParse(revision.question);
  const answer = faqHtmlField("answer").safeParse(revision.answer);
  if (!question.success || !answer.success) return { ok: false, reason: "unusable" };
  const content = {
    question: question.data,
    answer: answer.data,
    tags: normaliseTags(revision.tags),
    // Issue 26: the phrasings come back with the rest, normalised again like an edit's.
    phrasings: normalisePhrasings(revision.phrasings).slice(0, LIMITS.phrasings),
  };
  if (revision.language !== "en") {
    // Issue 28: a translation's version goes back to the translation, published or not as it is.
    const [current] = await db
      .select({ status: faqTranslations.status })
      .from(faqTranslations)
      .where(
        and(
          eq(faqTranslations.faqId, revision.faqId),
          eq(faqTranslations.language, revision.language),
        ),
      );
    return editFaqWithTranslations({
      id: revision.faqId,
      translations: {
        [revision.language]: {
          ...content,
          status: current?.status ?? "draft",
          loadedEditedAt,
          revertedToId: id,
        },
      },
      editorId: adminId,
      withArchived: true,
    });
  }
  return updateFaq({
    id: revision.faqId,
    // Issue 40: the English version's topic comes back with it.
    content: { ...content, topicId: revision.topicExists ? revision.topicId : null },
    editorId: adminId,
    loadedEditedAt,
    revertedToId: id,
    withArchived: true,
  });
}
