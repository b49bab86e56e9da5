import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { faqRevisions, faqTranslations, topics } from "@/db/schema";
import { LIMITS, normalisePhrasings, normaliseTags } from "@/lib/contract/fields";
import { editFaqWithTranslations, type SavedFaqResult } from "@/lib/data/faq/edits";
import { type FaqChangeResult, updateFaq } from "@/lib/data/faq/english-writes";
import { faqContentColumns } from "@/lib/data/faq-shapes";
import { faqHtmlField } from "@/lib/faq/sanitize";

/**
 * RestoreFaqRevision: the revision's question, answer, tags and phrasings (and, of an English one,
 * its topic: issue 40) become the FAQ's again, through the same sanitiser and the same stale-edit
 * rule as an edit (PatchFaq), kept as a new revision: an English one by ./english-writes.ts, a
 * translation's by ./edits.ts as a PatchFaq of that translation alone. Content written around the
 * sanitiser (a restore of a backup, SQL) comes back clean.
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
