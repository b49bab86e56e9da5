import "server-only";

import { and, asc, count, eq, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { faqs, faqTranslations, topics } from "@/db/schema";
import type { PublicFaq } from "@/lib/contract/faq";
import type { Language } from "@/lib/contract/languages";
import { outdatedSign } from "@/lib/data/faq-shapes";
import { outdatedTranslation, published } from "@/lib/data/faq-translations";
import { activeFaq } from "@/lib/data/faqs";
import { renderSafeHtml } from "@/lib/faq/sanitize";

/**
 * What visitors see of the topics (issue 40): the tiles of /faq and /es/faq, a topic's page, the
 * sitemap. Only topics that hold at least one active FAQ exist for visitors; the others are
 * neither shown nor reachable (their page is a 404). Staff reads and writes live in ./topics.ts.
 */

/** A topic as the public pages show it, in one language, with the slugs of both for hreflang. */
export interface PublicTopic {
  id: number;
  /** The name in the language asked. */
  name: string;
  /** The slug of its page in the language asked. */
  slug: string;
  slugs: Record<Language, string>;
  /** A name of the built-in set (lib/topics/pictures.ts). */
  picture: string;
  /**
   * Its active FAQs. The same in both languages: /es/faq lists every active FAQ, in English where
   * it has no published Spanish translation.
   */
  faqCount: number;
}

const topicColumns = {
  id: topics.id,
  nameEn: topics.nameEn,
  nameEs: topics.nameEs,
  slugEn: topics.slugEn,
  slugEs: topics.slugEs,
  picture: topics.picture,
  faqCount: count(faqs.id),
};

interface TopicRow {
  id: number;
  nameEn: string;
  nameEs: string;
  slugEn: string;
  slugEs: string;
  picture: string;
  faqCount: number;
}

function toPublicTopic(row: TopicRow, language: Language): PublicTopic {
  return {
    id: row.id,
    name: language === "es" ? row.nameEs : row.nameEn,
    slug: language === "es" ? row.slugEs : row.slugEn,
    slugs: { en: row.slugEn, es: row.slugEs },
    picture: row.picture,
    faqCount: row.faqCount,
  };
}

/** The topics with active FAQs, joined to them: counted by the GROUP BY, absent when none. */
function activeTopicsQuery() {
  return db
    .select(topicColumns)
    .from(topics)
    .innerJoin(faqs, and(eq(faqs.topicId, topics.id), activeFaq))
    .groupBy(topics.id)
    .$dynamic();
}

/** The topics visitors see, in the staff's order, each with its number of active FAQs. */
export async function listPublicTopics({
  language,
}: {
  language: Language;
}): Promise<PublicTopic[]> {
  const rows = await activeTopicsQuery().orderBy(asc(topics.position), asc(topics.id));
  return rows.map((row) => toPublicTopic(row, language));
}

/**
 * The topic whose page is /faq/topics/{slug} (or /es/faq/topics/{slug}, its Spanish slug); null
 * when there is none, or it has no active FAQ (a 404).
 */
export async function getPublicTopic({
  slug,
  language,
}: {
  slug: string;
  language: Language;
}): Promise<PublicTopic | null> {
  const [row] = await activeTopicsQuery()
    .where(eq(language === "es" ? topics.slugEs : topics.slugEn, slug))
    .limit(1);
  return row ? toPublicTopic(row, language) : null;
}

/** Every topic visitors see, with its slugs and its FAQs' last change, for the sitemap. */
export async function listTopicsForSitemap(): Promise<
  { slugs: Record<Language, string>; updatedAt: Date }[]
> {
  const rows = await db
    .select({
      slugEn: topics.slugEn,
      slugEs: topics.slugEs,
      updatedAt: sql<Date>`max(${faqs.updatedAt})`.mapWith(faqs.updatedAt),
    })
    .from(topics)
    .innerJoin(faqs, and(eq(faqs.topicId, topics.id), activeFaq))
    .groupBy(topics.id)
    .orderBy(asc(topics.position), asc(topics.id));
  return rows.map((row) => ({
    slugs: { en: row.slugEn, es: row.slugEs },
    updatedAt: row.updatedAt,
  }));
}

/**
 * Every active FAQ of a topic, as /faq and /es/faq list them (GetFaqs' shape, alphabetical by
 * the question shown): in Spanish, each in its published translation or else in English.
 */
export async function listTopicFaqs({
  topicId,
  language,
}: {
  topicId: number;
  language: Language;
}): Promise<PublicFaq[]> {
  const translated = sql`${faqTranslations.faqId} is not null`;
  const rows = await db
    .select({
      id: faqs.id,
      question: sql<string>`coalesce(${faqTranslations.question}, ${faqs.question})`,
      answer: sql<string>`coalesce(${faqTranslations.answer}, ${faqs.answer})`,
      tags: sql<string>`coalesce(${faqTranslations.tags}, ${faqs.tags})`,
      ranking: faqs.ranking,
      isPhantomDeleted: faqs.isPhantomDeleted,
      topicId: faqs.topicId,
      editedAt: sql`case when ${translated} then ${faqTranslations.editedAt}
        else ${faqs.editedAt} end`.mapWith(faqs.editedAt),
      language: sql<Language>`case when ${translated} then ${faqTranslations.language}
        else 'en' end`,
      translationOutdated: outdatedTranslation,
    })
    .from(faqs)
    // English pages join nothing: no published translation is "en".
    .leftJoin(faqTranslations, language === "es" ? published("es") : sql`false`)
    .where(and(eq(faqs.topicId, topicId), activeFaq))
    .orderBy(
      sql`lower(coalesce(${faqTranslations.questionText}, ${faqs.questionText})) collate "C"`,
      asc(faqs.id),
    );
  return rows.map(({ translationOutdated, ...row }) => {
    // A CASE of two nullable times: null for an FAQ (or translation) never edited.
    const editedAt = row.editedAt as Date | null;
    return {
      ...row,
      question: renderSafeHtml(row.question),
      answer: renderSafeHtml(row.answer),
      editedAt: editedAt?.toISOString() ?? null,
      ...outdatedSign(translationOutdated),
    };
  });
}
