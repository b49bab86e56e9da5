import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { db } from "@/db/client";
import {
  faqs,
  faqTranslationRequests,
  faqTranslations,
  type TranslationLanguage,
} from "@/db/schema";
import { rowsOf } from "@/lib/search/sql";
import { type SearchSource, withinRecordingBudget } from "@/lib/search/recording";

/**
 * Issue 28 "Pedir en español" (RequestFaqTranslation, docs/decisions/0042-translation-wanted.md):
 * a visitor asks for a translation of an FAQ shown to them in English. Kept as a vote is
 * (lib/data/faq-feedback.ts): anonymously (a count per FAQ and language and the times of the
 * first and last request; never an IP address, user or cookie), within a budget per address of
 * its own (`translation-ip`, the size of the vote budget), never when another site sent it
 * (anti-forgery refuses such a POST first). The Content Gaps queue shows it as "translation
 * wanted" (./translation-request-entries.ts).
 */

export type TranslationRequestOutcome = "not-found" | "translated" | "recorded" | "not-recorded";

/** The FAQ is active and has no published translation in the language: it may be asked for. */
const askable = (faqId: number, language: TranslationLanguage) => sql`
  EXISTS (SELECT 1 FROM ${faqs} f WHERE f.id = ${faqId} AND NOT f.is_phantom_deleted)
  AND NOT EXISTS (SELECT 1 FROM ${faqTranslations} t
    WHERE t.faq_id = ${faqId} AND t.language = ${language} AND t.status = 'published')`;

/**
 * RequestFaqTranslation: "not-found" for no active FAQ with the id, "translated" when it has a
 * published translation in the language (neither changes anything); otherwise kept or, past the
 * budget, not.
 */
export async function recordTranslationRequest({
  request: { id, language },
  source,
}: {
  request: { id: number; language: TranslationLanguage };
  source: SearchSource;
}): Promise<TranslationRequestOutcome> {
  const refusal = await refusalOf(id, language);
  if (refusal) return refusal;
  if (!(await withinRecordingBudget(source, "translation-ip"))) return "not-recorded";
  // One statement: the check again (a translation published since is not asked for), then a new
  // row or one more request. An entry that had closed starts a new round.
  const [kept] = await rowsOf<{ faq_id: number }>(
    db,
    sql`INSERT INTO ${faqTranslationRequests} AS r (faq_id, language)
      SELECT ${id}::int, ${language}::text WHERE ${askable(id, language)}
      ON CONFLICT (faq_id, language) DO UPDATE SET
        count = CASE WHEN r.closed_at >= r.last_asked_at THEN 1 ELSE r.count + 1 END,
        first_asked_at = CASE WHEN r.closed_at >= r.last_asked_at THEN now() ELSE r.first_asked_at END,
        last_asked_at = greatest(now(), r.last_asked_at)
      RETURNING r.faq_id`,
  );
  if (kept) return "recorded";
  return (await refusalOf(id, language)) ?? "not-recorded";
}

async function refusalOf(
  id: number,
  language: TranslationLanguage,
): Promise<"not-found" | "translated" | null> {
  const [faq] = await db
    .select({ translated: faqTranslations.status })
    .from(faqs)
    .leftJoin(
      faqTranslations,
      and(
        eq(faqTranslations.faqId, faqs.id),
        eq(faqTranslations.language, language),
        eq(faqTranslations.status, "published"),
      ),
    )
    .where(and(eq(faqs.id, id), eq(faqs.isPhantomDeleted, false)));
  if (!faq) return "not-found";
  return faq.translated === null ? null : "translated";
}
