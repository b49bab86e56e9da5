import "server-only";

import { and, asc, eq, type SQL, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { faqs, faqTranslations, type Language, type TranslationLanguage, users } from "@/db/schema";
import type { FaqTranslation, FaqTranslations, PublicFaq } from "@/lib/contract/faq";
import { faqContentColumns, outdatedSign } from "@/lib/data/faq-shapes";
import { renderSafeHtml } from "@/lib/faq/sanitize";

/**
 * Reading FAQ translations (issue 28, docs/decisions/0040-faq-translations.md): an FAQ's
 * translations for the edit screen, and a page of the public list in a language, where each FAQ
 * without a published translation stays in English. Writes are in lib/data/faq/translation-writes.ts.
 */

export type { FaqTranslation, FaqTranslations };

/** The FAQ's translation into `language` that the public pages show: a join's condition. */
export const published = (language: TranslationLanguage) =>
  and(
    eq(faqTranslations.faqId, faqs.id),
    eq(faqTranslations.language, language),
    eq(faqTranslations.status, "published"),
  );

/**
 * Issue 38: whether the translation joined by `published` was made from an older version of the
 * English question and answer (needsUpdate, worked out when read as everywhere); false where none
 * is joined, as for an FAQ shown in English. The visitors' pages say such a translation may be out
 * of date (PublicFaq's translationOutdated).
 */
export const outdatedTranslation = sql<boolean>`coalesce(${faqTranslations.sourceVersion} < ${faqs.contentVersion}, false)`;

const translated = sql`${faqTranslations.faqId} is not null`;

/**
 * A public FAQ's columns in the text shown: the translation's joined by `published` where there is
 * one, the English otherwise (a page of the list, a topic's FAQs).
 */
export const shownFaqColumns = {
  id: faqs.id,
  question: sql<string>`coalesce(${faqTranslations.question}, ${faqs.question})`,
  answer: sql<string>`coalesce(${faqTranslations.answer}, ${faqs.answer})`,
  tags: sql<string>`coalesce(${faqTranslations.tags}, ${faqs.tags})`,
  ranking: faqs.ranking,
  isPhantomDeleted: faqs.isPhantomDeleted,
  topicId: faqs.topicId,
  // The time the text shown was last edited: the translation's when it is shown.
  editedAt: sql`case when ${translated} then ${faqTranslations.editedAt}
    else ${faqs.editedAt} end`.mapWith(faqs.editedAt),
  language: sql<Language>`case when ${translated} then ${faqTranslations.language}
    else 'en' end`,
  translationOutdated: outdatedTranslation,
};

/** Alphabetical on the question shown (the translation's where there is one), then by id. */
export const byQuestionShown: SQL[] = [
  sql`lower(coalesce(${faqTranslations.questionText}, ${faqs.questionText})) collate "C"`,
  asc(faqs.id),
];

/** The public orders of docs/api.md §6 on the text shown: the translation's where there is one. */
const ORDERINGS: Record<0 | 1, SQL[]> = {
  0: byQuestionShown,
  1: [sql`${faqs.ranking} desc nulls last`, asc(faqs.id)],
};

/** A page of the public list in a language (GetFaqs with `language`). */
interface TranslatedPage {
  language: TranslationLanguage;
  limit: number;
  skip: number;
  orderBy: 0 | 1;
  /** Issue 40: only this topic's FAQs. */
  topicId?: number;
}

/**
 * The query of one page of the public list in a language, not yet run: every active FAQ, in
 * that language where a published translation exists and in English otherwise, so no FAQ is ever
 * missing from the Spanish pages. tests/api-faq-translations.test.ts reads it.
 */
export function translatedFaqPageQuery({
  language,
  limit,
  skip,
  orderBy,
  topicId,
}: TranslatedPage) {
  return db
    .select(shownFaqColumns)
    .from(faqs)
    .leftJoin(faqTranslations, published(language))
    .where(
      and(
        eq(faqs.isPhantomDeleted, false),
        topicId === undefined ? undefined : eq(faqs.topicId, topicId),
      ),
    )
    .orderBy(...ORDERINGS[orderBy])
    .limit(limit)
    .offset(skip);
}

/** GetFaqs: a page of active FAQs in the language asked, each in English where it must be. */
export async function listPublicFaqsIn(page: TranslatedPage): Promise<PublicFaq[]> {
  return (await translatedFaqPageQuery(page)).map(toShownFaq);
}

/** A row of `shownFaqColumns` as the public shape. */
export function toShownFaq({
  translationOutdated,
  ...row
}: Awaited<ReturnType<typeof translatedFaqPageQuery>>[number]): PublicFaq {
  // A CASE of two nullable times: null for an FAQ (or translation) never edited.
  const editedAt = row.editedAt as Date | null;
  return {
    ...row,
    question: renderSafeHtml(row.question),
    answer: renderSafeHtml(row.answer),
    editedAt: editedAt?.toISOString() ?? null,
    ...outdatedSign(translationOutdated),
  };
}

/**
 * An FAQ's translations as the edit screen shows them, by language, each saying whether the
 * English question or answer changed since it was made (needsUpdate). An FAQ without any answers
 * `{}`.
 */
export async function translationsOf({ faqId }: { faqId: number }): Promise<FaqTranslations> {
  const rows = await db
    .select({
      language: faqTranslations.language,
      ...faqContentColumns(faqTranslations),
      status: faqTranslations.status,
      sourceVersion: faqTranslations.sourceVersion,
      contentVersion: faqs.contentVersion,
      editedAt: faqTranslations.editedAt,
      editedByUserId: faqTranslations.editedByUserId,
      editedByUserFirstName: users.firstName,
      editedByUserLastName: users.lastName,
    })
    .from(faqTranslations)
    .innerJoin(faqs, eq(faqs.id, faqTranslations.faqId))
    .leftJoin(users, eq(users.id, faqTranslations.editedByUserId))
    .where(eq(faqTranslations.faqId, faqId));
  const translations: FaqTranslations = {};
  for (const { contentVersion, ...row } of rows) {
    translations[row.language] = {
      ...row,
      question: renderSafeHtml(row.question),
      answer: renderSafeHtml(row.answer),
      needsUpdate: row.sourceVersion < contentVersion,
      editedAt: row.editedAt?.toISOString() ?? null,
    };
  }
  return translations;
}
