import "server-only";

import { eq } from "drizzle-orm";

import { type FaqRevisionKind, faqRevisions, faqs } from "@/db/schema";
import type { Transaction } from "@/lib/data/codes";

/**
 * Keeps the FAQ's question, answer, tags and phrasings as the change just made left them (issue 17): called
 * in the change's own transaction, after its write, so that the change and its revision commit
 * together or not at all.
 */
export async function recordRevision(
  tx: Transaction,
  {
    faqId,
    kind,
    userId,
    revertedToId = null,
  }: { faqId: number; kind: FaqRevisionKind; userId: number | null; revertedToId?: number | null },
): Promise<void> {
  const [content] = await tx
    .select({
      question: faqs.question,
      answer: faqs.answer,
      tags: faqs.tags,
      phrasings: faqs.phrasings,
    })
    .from(faqs)
    .where(eq(faqs.id, faqId));
  if (!content) throw new Error(`FAQ ${String(faqId)} vanished inside its own change`);
  await tx.insert(faqRevisions).values({ faqId, kind, userId, revertedToId, ...content });
}
