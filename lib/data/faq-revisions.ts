import "server-only";

import { and, desc, eq } from "drizzle-orm";

import { db } from "@/db/client";
import { faqRevisions, faqs, type Language, users } from "@/db/schema";
import type { FaqRevision, FaqRevisionSummary } from "@/lib/contract/revisions";
import { faqContentColumns } from "@/lib/data/faq-shapes";
import { renderSafeHtml } from "@/lib/faq/sanitize";

/**
 * Reading an FAQ's history (issue 17): the revisions its writes keep (lib/data/faq/records.ts).
 * Bringing one back is a write: lib/data/faq/restore.ts.
 */

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
