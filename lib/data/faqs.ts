import "server-only";

import { and, asc, eq, type SQL, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { faqs, type User, users } from "@/db/schema";
import { type AuditAction, recordAudit } from "@/lib/data/audit";
import { recordRevision } from "@/lib/data/faq-revision-log";
import type { EditableFaq, PublicFaq, StaffFaq } from "@/lib/contract/faq";
import type { Transaction } from "@/lib/data/codes";
import { staffFaqColumns, toPublicFaq, toStaffFaq } from "@/lib/data/faq-shapes";
import { readingGradeOf } from "@/lib/data/reading-grades";
import { translationsOf } from "@/lib/data/faq-translations";
import { translationFilterCondition } from "@/lib/data/faq-translation-states";
import type { TranslationFilter } from "@/lib/contract/languages";

// The FAQ as the API answers it, for anyone (PublicFaq), for staff (StaffFaq) and for the edit
// screen (EditableFaq): declared once, in the API's contract.
export type { EditableFaq, PublicFaq, StaffFaq };

/**
 * FAQ orders (docs/api.md §6): 0 alphabetical, 1 most searched, 2 most recently changed, 3 hardest
 * to read (issue 17).
 */
export type FaqOrder = 0 | 1 | 2 | 3;

/**
 * Each order spelt exactly as its index is (db/schema/faqs.ts), so that a page is read from the
 * index instead of sorting the table; ties break by id, so paging never repeats or skips an FAQ.
 */
/** An FAQ not archived. */
const activeFaq = eq(faqs.isPhantomDeleted, false);

const ORDERINGS: Record<FaqOrder, SQL[]> = {
  0: [sql`lower(${faqs.questionText}) collate "C"`, asc(faqs.id)],
  1: [sql`${faqs.ranking} desc nulls last`, asc(faqs.id)],
  2: [sql`coalesce(${faqs.editedAt}, ${faqs.createdAt}) desc`, asc(faqs.id)],
  3: [sql`${faqs.readingGrade} desc nulls last`, asc(faqs.id)],
};

/**
 * The query of one page of FAQs (GetFaqs, GetAdminFaqs), not yet run: awaiting it reads the
 * page, and tests/query-plans.test.ts explains it. `translation` (GetAdminFaqs, issue 28) keeps
 * only the FAQs without a published Spanish translation, or with one that needs an update.
 */
export function faqPageQuery({
  limit,
  skip,
  orderBy,
  archived,
  translation,
}: {
  limit: number;
  skip: number;
  orderBy: FaqOrder;
  archived: boolean;
  translation?: TranslationFilter;
}) {
  return db
    .select(staffFaqColumns)
    .from(faqs)
    .leftJoin(users, eq(users.id, faqs.editedByUserId))
    .where(and(eq(faqs.isPhantomDeleted, archived), translationFilterCondition(translation)))
    .orderBy(...ORDERINGS[orderBy])
    .limit(limit)
    .offset(skip);
}

/** One page of FAQs without the editor's identity: the public list (GetFaqs). */
export async function listFaqs({
  limit,
  skip,
  orderBy,
  archived = false,
}: {
  limit: number;
  skip: number;
  orderBy: FaqOrder;
  archived?: boolean;
}): Promise<PublicFaq[]> {
  return (await faqPageQuery({ limit, skip, orderBy, archived })).map(toPublicFaq);
}

/** One page of active or archived FAQs with the editor's names (GetAdminFaqs). */
export async function listStaffFaqs(params: {
  limit: number;
  skip: number;
  orderBy: FaqOrder;
  archived: boolean;
  translation?: TranslationFilter;
}): Promise<StaffFaq[]> {
  return (await faqPageQuery(params)).map(toStaffFaq);
}

export async function getStaffFaq({ id }: { id: number }): Promise<StaffFaq | null> {
  const [row] = await db
    .select(staffFaqColumns)
    .from(faqs)
    .leftJoin(users, eq(users.id, faqs.editedByUserId))
    .where(eq(faqs.id, id))
    .limit(1);
  return row ? toStaffFaq(row) : null;
}

/**
 * Whether an account may see archived FAQs and their history: the FAQ Archive is an Admin screen
 * (docs/product.md §6), so for a Coach an archived FAQ is as one that does not exist.
 */
export function seesArchive(user: Pick<User, "role">): boolean {
  return user.role === "Admin";
}

/**
 * GetFaq: what the edit screen needs, with the FAQ's translations (issue 28); an archived FAQ only
 * `withArchived` (an Admin).
 */
export async function getEditableFaq({
  id,
  withArchived,
}: {
  id: number;
  withArchived: boolean;
}): Promise<EditableFaq | null> {
  const faq = await getStaffFaq({ id });
  if (!faq || (faq.isPhantomDeleted && !withArchived)) return null;
  const { question, answer, tags, phrasings, isPhantomDeleted, editedAt, contentVersion } = faq;
  return {
    ...{ id, question, answer, tags, phrasings, isPhantomDeleted, editedAt, contentVersion },
    language: "en",
    translations: await translationsOf({ faqId: id }),
  };
}

/**
 * Sanitised content (lib/faq/sanitize.ts), normalised tags and phrasings (lib/contract/fields).
 * Phrasings left out: none for a new FAQ, unchanged on an edit (issue 26).
 */
export interface FaqContent {
  question: string;
  answer: string;
  tags: string;
  phrasings?: string[];
}

/**
 * Issue 26: how many phrasings an edit added and removed (letter case ignored), for the audit
 * trail; nothing when the edit left them alone.
 */
export function phrasingChanges(
  before: readonly string[],
  after: readonly string[] | undefined,
): Record<string, number> {
  if (after === undefined) return {};
  const had = new Set(before.map((phrasing) => phrasing.toLowerCase()));
  const has = new Set(after.map((phrasing) => phrasing.toLowerCase()));
  const added = [...has].filter((phrasing) => !had.has(phrasing)).length;
  const removed = [...had].filter((phrasing) => !has.has(phrasing)).length;
  return added + removed === 0 ? {} : { phrasingsAdded: added, phrasingsRemoved: removed };
}

/**
 * Work that commits or rolls back with an FAQ's write (issue 28: its translations), run in the
 * write's transaction once the FAQ is saved; it may throw to undo the whole change.
 */
export type AlsoInTransaction = (tx: Transaction, faqId: number) => Promise<void>;

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

export function auditFaq(
  tx: Transaction,
  {
    actorId,
    action,
    id,
    refused,
    details = {},
  }: {
    actorId: number;
    action: AuditAction;
    id: number;
    refused?: string;
    details?: Record<string, number>;
  },
): Promise<void> {
  return recordAudit(
    {
      actorUserId: actorId,
      action,
      targetType: "faq",
      targetId: id,
      outcome: refused ? "refused" : "success",
      details: refused ? { reason: refused } : details,
    },
    tx,
  );
}

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
