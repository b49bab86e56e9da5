import "server-only";

import { and, eq } from "drizzle-orm";

import {
  type FaqRevisionKind,
  faqRevisions,
  faqs,
  faqTranslations,
  type TranslationLanguage,
} from "@/db/schema";
import type { Transaction } from "@/lib/data/codes";
import { faqContentColumns } from "@/lib/data/faq-shapes";

/**
 * Keeps the FAQ's question, answer, tags, phrasings and (issue 40) topic as the change just made
 * left them (issue 17): called in the change's own transaction, after its write, so that the
 * change and its revision commit together or not at all.
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
    .select({ ...faqContentColumns(faqs), topicId: faqs.topicId })
    .from(faqs)
    .where(eq(faqs.id, faqId));
  if (!content) throw new Error(`FAQ ${String(faqId)} vanished inside its own change`);
  await tx.insert(faqRevisions).values({ faqId, kind, userId, revertedToId, ...content });
}

/**
 * Issue 28: keeps a translation's question, answer, tags and phrasings as its save just left
 * them, as a revision of the FAQ in that language, in the save's own transaction.
 */
export async function recordTranslationRevision(
  tx: Transaction,
  {
    faqId,
    language,
    kind,
    userId,
    revertedToId = null,
  }: {
    faqId: number;
    language: TranslationLanguage;
    kind: FaqRevisionKind;
    userId: number | null;
    revertedToId?: number | null;
  },
): Promise<void> {
  const [content] = await tx
    .select(faqContentColumns(faqTranslations))
    .from(faqTranslations)
    .where(and(eq(faqTranslations.faqId, faqId), eq(faqTranslations.language, language)));
  if (!content) throw new Error(`Translation ${language} of FAQ ${String(faqId)} vanished`);
  await tx.insert(faqRevisions).values({ faqId, language, kind, userId, revertedToId, ...content });
}
