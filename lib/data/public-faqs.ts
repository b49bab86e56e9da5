import "server-only";

import { and, asc, eq } from "drizzle-orm";

import { db } from "@/db/client";
import { faqs, faqTranslations } from "@/db/schema";
import type { PublicFaq } from "@/lib/contract/faq";
import type { Language } from "@/lib/contract/languages";
import { outdatedSign } from "@/lib/data/faq-shapes";
import { outdatedTranslation, published } from "@/lib/data/faq-translations";
import { renderSafeHtml } from "@/lib/faq/sanitize";

/** The published Spanish translation of the FAQ of the row (issue 28). */
const publishedSpanish = published("es");

/** An FAQ's own page: the FAQ in the language asked, and its questions in both languages. */
export interface PublicFaqPage {
  /** In Spanish where asked and published, in English otherwise (`faq.language` says which). */
  faq: PublicFaq;
  /** The English question (HTML): the English page's address. */
  englishQuestion: string;
  /** The published Spanish question (HTML), or null: then the pages are no pair. */
  spanishQuestion: string | null;
}

/**
 * An active FAQ for its own public page in `language` (issue 28: the Spanish page of an FAQ with no
 * published translation shows it in English); archived and unknown ids are null (a 404).
 */
export async function getPublicFaq({
  id,
  language = "en",
}: {
  id: number;
  language?: Language;
}): Promise<PublicFaqPage | null> {
  const [row] = await db
    .select({
      id: faqs.id,
      question: faqs.question,
      answer: faqs.answer,
      tags: faqs.tags,
      ranking: faqs.ranking,
      editedAt: faqs.editedAt,
      topicId: faqs.topicId,
      spanishQuestion: faqTranslations.question,
      spanishAnswer: faqTranslations.answer,
      spanishTags: faqTranslations.tags,
      spanishEditedAt: faqTranslations.editedAt,
      spanishOutdated: outdatedTranslation,
    })
    .from(faqs)
    .leftJoin(faqTranslations, publishedSpanish)
    .where(and(eq(faqs.id, id), eq(faqs.isPhantomDeleted, false)))
    .limit(1);
  if (!row) return null;
  const inSpanish = language === "es" && row.spanishQuestion !== null;
  const shown = inSpanish
    ? {
        question: row.spanishQuestion ?? "",
        answer: row.spanishAnswer ?? "",
        tags: row.spanishTags ?? "",
        editedAt: row.spanishEditedAt,
      }
    : row;
  return {
    faq: {
      id: row.id,
      question: renderSafeHtml(shown.question),
      answer: renderSafeHtml(shown.answer),
      tags: shown.tags,
      ranking: row.ranking,
      isPhantomDeleted: false,
      editedAt: shown.editedAt?.toISOString() ?? null,
      language: inSpanish ? "es" : "en",
      topicId: row.topicId,
      ...outdatedSign(inSpanish && row.spanishOutdated),
    },
    englishQuestion: row.question,
    spanishQuestion: row.spanishQuestion,
  };
}

/**
 * Every active FAQ's id, question and last change, for the sitemap, with its published Spanish
 * question (issue 28: the sitemap lists the pairs that hreflang links).
 */
export async function listFaqsForSitemap(): Promise<
  { id: number; question: string; spanishQuestion: string | null; updatedAt: Date }[]
> {
  return db
    .select({
      id: faqs.id,
      question: faqs.questionText,
      spanishQuestion: faqTranslations.questionText,
      updatedAt: faqs.updatedAt,
    })
    .from(faqs)
    .leftJoin(faqTranslations, publishedSpanish)
    .where(eq(faqs.isPhantomDeleted, false))
    .orderBy(asc(faqs.id));
}
