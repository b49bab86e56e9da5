import "server-only";

import { and, asc, count, eq, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { faqs, faqTranslations, type Topic, topics } from "@/db/schema";
import type { PublicFaq } from "@/lib/contract/faq";
import type { Language } from "@/lib/contract/languages";
import {
  byQuestionShown,
  published,
  shownFaqColumns,
  toShownFaq,
} from "@/lib/data/faq-translations";
import { activeFaq } from "@/lib/data/faqs";

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

/** What names a topic, in both languages, and its picture: staff and visitors read the same. */
export const topicNameColumns = {
  id: topics.id,
  nameEn: topics.nameEn,
  nameEs: topics.nameEs,
  slugEn: topics.slugEn,
  slugEs: topics.slugEs,
  picture: topics.picture,
};

const topicColumns = { ...topicNameColumns, faqCount: count(faqs.id) };

/** A row of topicColumns: the topic's names, slugs and picture, with its number of FAQs. */
type TopicRow = Pick<Topic, keyof typeof topicNameColumns> & { faqCount: number };

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
  const rows = await db
    .select(shownFaqColumns)
    .from(faqs)
    // English pages join nothing: no published translation is "en".
    .leftJoin(faqTranslations, language === "es" ? published("es") : sql`false`)
    .where(and(eq(faqs.topicId, topicId), activeFaq))
    .orderBy(...byQuestionShown);
  return rows.map(toShownFaq);
}
