import "server-only";

import { and, eq } from "drizzle-orm";

import {
  type FaqRevisionKind,
  faqRevisions,
  faqs,
  faqTranslations,
  type TranslationLanguage,
} from "@/db/schema";
import type { Transaction } from "@/db/client";
import { auditChange } from "@/lib/data/audit";
import { faqContentColumns } from "@/lib/data/faq-shapes";

/**
 * What every FAQ write keeps in its own transaction (./README.md): its line in the audit trail and
 * the revision of the text it left. The FAQ's other writes (Link to an FAQ, accepted phrasings)
 * keep them too, through ./index.ts.
 */

/**
 * An FAQ's line in the audit trail, of its English text or of a translation; a refused change
 * keeps its reason first among its details. Outside a transaction without `tx`.
 */
export function auditFaq(
  tx: Transaction | undefined,
  change: Omit<Parameters<typeof auditChange>[1], "targetType">,
): Promise<void> {
  return auditChange(tx, { ...change, targetType: "faq" });
}

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
