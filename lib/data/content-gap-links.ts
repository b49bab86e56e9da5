import "server-only";

import { eq, sql } from "drizzle-orm";

import { db, type Transaction } from "@/db/client";
import { contentGaps, faqs } from "@/db/schema";
import { LIMITS, normalisePhrasing } from "@/lib/contract/fields";
import { recordAudit } from "@/lib/data/audit";
import { findContentGap } from "@/lib/data/content-gaps";
import { getStaffFaq, type StaffFaq } from "@/lib/data/faqs";
import { addPhrasings } from "@/lib/data/phrasing-suggestions";
import { linkQuestion } from "@/lib/data/visitor-questions";

type LinkRefusal = "no-search" | "no-question" | "no-faq" | "full";

export type LinkContentGapResult = { ok: true; faq: StaffFaq } | { ok: false; reason: LinkRefusal };

/**
 * Issue 26 "Link to an FAQ" (LinkContentGap): staff say which FAQ answers a search of the Content
 * Gaps queue. The search text becomes one of the FAQ's phrasings ("Also asked as") as an edit
 * does it: stamped with the editor and the time (so an editor who loaded the FAQ before gets the
 * stale-edit 409 instead of saving over it), audited, kept as a revision, in one transaction; and
 * the entry closes. The FAQ's row is locked from the read to the write, so two links at once both
 * land and the limit of 20 holds. A phrasing the FAQ already has is not added again: the entry
 * just closes. Issue 39: a visitor's question (`kind: "question"`, `searchId` its id) is linked
 * the same way (lib/data/visitor-questions.ts linkQuestion).
 */
export async function linkContentGap({
  searchId,
  faqId,
  actorId,
  kind = "search",
}: {
  searchId: number;
  faqId: number;
  actorId: number;
  kind?: "search" | "question";
}): Promise<LinkContentGapResult> {
  if (kind === "question") return linkQuestionToFaq({ questionId: searchId, faqId, actorId });
  const entry = await findContentGap("search", searchId);
  if (!entry) return { ok: false, reason: "no-search" };
  const phrasing = normalisePhrasing(entry.text).slice(0, LIMITS.phrasing);
  return withFaqLocked(faqId, async (tx) => {
    const added = await addPhrasings(tx, { faqId, language: "en", phrasings: [phrasing], actorId });
    if (added === "full") return "full" as const;
    // The entry closes as when an FAQ is found to answer it (lib/data/content-gaps.ts).
    await tx
      .insert(contentGaps)
      .values({ searchQueryId: searchId, answeredAt: sql`now()` })
      .onConflictDoUpdate({ target: contentGaps.searchQueryId, set: { answeredAt: sql`now()` } });
    await recordAudit(
      {
        actorUserId: actorId,
        action: "content_gap.linked",
        targetType: "search_query",
        targetId: searchId,
        outcome: "success",
        details: { kind: "search", text: entry.text.slice(0, 200), faqId },
      },
      tx,
    );
    return null;
  });
}

/** LinkContentGap of a question: its FAQ locked from the check to the write, as a search's. */
async function linkQuestionToFaq({
  questionId,
  faqId,
  actorId,
}: {
  questionId: number;
  faqId: number;
  actorId: number;
}): Promise<LinkContentGapResult> {
  const entry = await findContentGap("question", questionId);
  if (!entry) return { ok: false, reason: "no-question" };
  const question = { id: questionId, text: entry.text, language: entry.language ?? "en" };
  return withFaqLocked(faqId, (tx) => linkQuestion(tx, { question, faqId, actorId }));
}

/**
 * A link's write: the active FAQ's row locked from the check to the write (so two links at once
 * both land and the limit of 20 phrasings holds), then the FAQ as saved, or the refusal.
 */
async function withFaqLocked(
  faqId: number,
  write: (tx: Transaction) => Promise<LinkRefusal | null>,
): Promise<LinkContentGapResult> {
  const refused = await db.transaction(async (tx) => {
    const [faq] = await tx
      .select({ archived: faqs.isPhantomDeleted })
      .from(faqs)
      .where(eq(faqs.id, faqId))
      .for("update");
    if (!faq || faq.archived) return "no-faq" as const;
    return write(tx);
  });
  if (refused) return { ok: false, reason: refused };
  const faq = await getStaffFaq({ id: faqId });
  return faq ? { ok: true, faq } : { ok: false, reason: "no-faq" };
}
