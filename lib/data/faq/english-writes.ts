import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { db, type Transaction } from "@/db/client";
import { faqs } from "@/db/schema";
import type { AuditAction } from "@/lib/data/audit";
import { activeFaq, getStaffFaq, type StaffFaq } from "@/lib/data/faqs";
import { readingGradeOf } from "@/lib/data/reading-grades";
import { lockTopic, TopicMissing } from "@/lib/data/topic-admin";
import { type AlsoInTransaction, type FaqContent, phrasingChanges } from "@/lib/data/faq/content";
import { auditFaq, recordRevision } from "@/lib/data/faq/records";

/**
 * The writes of an FAQ's English text and of its place in the archive (PostFaq, PatchFaq,
 * DeleteFaq, RestoreFaq, RestoreFaqRevision): each in one transaction with its audit line and its
 * revision (./records.ts), the conflict check in one conditional UPDATE, and a result union for a
 * refusal. ./edits.ts and ./restore.ts call them; lib/api/faq-writes.ts does what follows a saved
 * write.
 */

/**
 * Issue 40: the topic an FAQ is put in must exist, and is held until the write commits (a topic
 * being deleted waits for it); TopicMissing undoes the write otherwise.
 */
async function checkTopic(tx: Transaction, topicId: number | null | undefined): Promise<void> {
  if (topicId != null && !(await lockTopic(tx, topicId))) throw new TopicMissing();
}

/** PostFaq: a new, never edited FAQ, added by an Admin. */
export async function createFaq({
  content,
  actorId,
  alsoInTransaction,
}: {
  content: FaqContent;
  actorId: number;
  alsoInTransaction?: AlsoInTransaction;
}): Promise<StaffFaq> {
  const row = await db.transaction(async (tx) => {
    await checkTopic(tx, content.topicId);
    const [inserted] = await tx
      .insert(faqs)
      .values({
        ...content,
        phrasings: content.phrasings ?? [],
        readingGrade: readingGradeOf(content),
      })
      .returning({ id: faqs.id });
    if (inserted) {
      const details = phrasingChanges([], content.phrasings);
      await auditFaq(tx, { actorId, action: "faq.created", id: inserted.id, details });
      await recordRevision(tx, { faqId: inserted.id, kind: "added", userId: actorId });
      await alsoInTransaction?.(tx, inserted.id);
    }
    return inserted;
  });
  const created = row ? await getStaffFaq({ id: row.id }) : null;
  if (!created) throw new Error("INSERT … RETURNING gave no row");
  return created;
}

/** A change of an FAQ: the FAQ as it left it, or why it was refused. */
type FaqResult<R extends string> =
  { ok: true; faq: StaffFaq } | { ok: false; reason: "not-found" | R };
/** An edit (PatchFaq, RestoreFaqRevision): refused on a stale editedAt. */
export type FaqChangeResult = FaqResult<"stale">;
/** DeleteFaq and RestoreFaq: refused when the FAQ is already as asked. */
export type FaqArchiveResult = FaqResult<"already-archived" | "not-archived">;

/**
 * Why a conditional UPDATE changed no row: no such FAQ, or the condition did not hold; the
 * latter is a refusal the audit trail keeps.
 */
async function missedBecause<R extends "stale" | "already-archived" | "not-archived">(
  tx: Transaction,
  {
    id,
    reason,
    actorId,
    action,
    withArchived = true,
  }: {
    id: number;
    reason: R;
    actorId: number;
    action: AuditAction;
    withArchived?: boolean;
  },
): Promise<{ ok: false; reason: "not-found" | R }> {
  const [row] = await tx
    .select({ id: faqs.id })
    .from(faqs)
    .where(and(eq(faqs.id, id), withArchived ? undefined : activeFaq))
    .limit(1);
  if (!row) return { ok: false, reason: "not-found" };
  await auditFaq(tx, { actorId, action, id, refused: reason });
  return { ok: false, reason };
}

/**
 * PatchFaq: new content, stamped with the editor and the time (docs/api.md §6). With
 * `loadedEditedAt` (the editedAt the editor loaded; null for an FAQ never edited) the update
 * happens only if the FAQ's edit stamp is still that one, checked and written in one UPDATE so that
 * of two editors who loaded the same version exactly one succeeds. Times are kept at millisecond
 * precision, the precision the client sees them in.
 */
export async function updateFaq({
  id,
  content,
  editorId,
  loadedEditedAt,
  revertedToId,
  withArchived,
  alsoInTransaction,
}: {
  id: number;
  content: FaqContent;
  alsoInTransaction?: AlsoInTransaction;
  editorId: number;
  /** Whether an archived FAQ may be edited (an Admin); otherwise it is not found. */
  withArchived: boolean;
  loadedEditedAt?: Date | null;
  /** RestoreFaqRevision: the revision whose content this is (kept as a "reverted" revision). */
  revertedToId?: number;
}): Promise<FaqChangeResult> {
  const unchangedSinceLoaded =
    loadedEditedAt === undefined
      ? undefined
      : sql`date_trunc('milliseconds', ${faqs.editedAt}) is not distinct from ${loadedEditedAt?.toISOString() ?? null}::timestamptz`;
  const missed = await db.transaction(async (tx) => {
    await checkTopic(tx, content.topicId);
    // Issue 26: the phrasings before, for the audit trail; the row stays locked until the UPDATE.
    const before =
      content.phrasings === undefined
        ? []
        : ((
            await tx
              .select({ phrasings: faqs.phrasings })
              .from(faqs)
              .where(eq(faqs.id, id))
              .for("update")
          )[0]?.phrasings ?? []);
    const [row] = await tx
      .update(faqs)
      .set({
        ...content,
        readingGrade: readingGradeOf(content),
        editedByUserId: editorId,
        editedAt: sql`date_trunc('milliseconds', now())`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(faqs.id, id), unchangedSinceLoaded, withArchived ? undefined : activeFaq))
      .returning({ id: faqs.id });
    if (!row) {
      return missedBecause(tx, {
        id,
        reason: "stale",
        actorId: editorId,
        action: "faq.edited",
        withArchived,
      });
    }
    const details = phrasingChanges(before, content.phrasings);
    await auditFaq(tx, { actorId: editorId, action: "faq.edited", id, details });
    await recordRevision(tx, {
      faqId: id,
      kind: revertedToId === undefined ? "edited" : "reverted",
      userId: editorId,
      revertedToId,
    });
    await alsoInTransaction?.(tx, id);
    return null;
  });
  if (missed) return missed;
  const faq = await getStaffFaq({ id });
  return faq ? { ok: true, faq } : { ok: false, reason: "not-found" };
}

/** DeleteFaq (archived: true) and RestoreFaq (archived: false); nothing is ever removed. */
export async function setFaqArchived({
  id,
  archived,
  actorId,
}: {
  id: number;
  archived: boolean;
  actorId: number;
}): Promise<FaqArchiveResult> {
  const action = archived ? "faq.archived" : "faq.restored";
  const missed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(faqs)
      .set({ isPhantomDeleted: archived, updatedAt: sql`now()` })
      .where(and(eq(faqs.id, id), eq(faqs.isPhantomDeleted, !archived)))
      .returning({ id: faqs.id });
    if (!row) {
      const reason = archived ? ("already-archived" as const) : ("not-archived" as const);
      return missedBecause(tx, { id, reason, actorId, action });
    }
    await auditFaq(tx, { actorId, action, id });
    await recordRevision(tx, {
      faqId: id,
      kind: archived ? "archived" : "restored",
      userId: actorId,
    });
    return null;
  });
  if (missed) return missed;
  const faq = await getStaffFaq({ id });
  return faq ? { ok: true, faq } : { ok: false, reason: "not-found" };
}
