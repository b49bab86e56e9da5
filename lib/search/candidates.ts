import "server-only";

import { type SQL, sql } from "drizzle-orm";

import { faqs } from "@/db/schema";
import { dedupe, type WordGroup } from "@/lib/search/plan";
import { sqlArray, tsqueryText } from "@/lib/search/sql";

/** A lexeme in at most this many FAQs is rare: every one of them is a candidate. */
const RARE_FAQS = 250;
/** For a common lexeme, its best FAQs (by faq_postings.impact) that are candidates. */
const BEST_FAQS_PER_LEXEME = 200;
/** How many of the rarest common word's best FAQs are checked for holding another word too. */
const TOGETHER_FAQS = 1000;

/**
 * The FAQs worth scoring for a search, as a query of their ids: every FAQ of a rare word, the
 * best FAQs of a common word (faq_postings hands them out best first), and those of the rarest
 * common word that hold another word too. Bounded whatever the number of FAQs.
 */
export function boundedCandidates(groups: WordGroup[]): SQL {
  const sources = dedupe(groups.flatMap((group) => group.sources));
  const rare = sources.filter(({ faqs }) => faqs <= RARE_FAQS);
  // FAQs whose question or tags hold two of the words are what a search of several words is
  // after, and a common word's best FAQs alone may not include them: the rarest common word's
  // FAQs that also hold another word, among its best TOGETHER_FAQS (index reads, bounded).
  const commonGroups = groups
    .filter((group) => group.sources.some(({ faqs }) => faqs > RARE_FAQS))
    .sort((a, b) => a.faqs - b.faqs);
  const rarest = commonGroups[0];
  const together =
    rarest && groups.length > 1
      ? {
          from: rarest.sources.filter(({ faqs }) => faqs > RARE_FAQS).map(({ lexeme }) => lexeme),
          with: groups
            .filter((group) => group !== rarest)
            .flatMap((group) => group.sources.map(({ lexeme }) => lexeme)),
        }
      : null;
  const common = sources.filter(({ faqs }) => faqs > RARE_FAQS).map(({ lexeme }) => lexeme);
  const rareQuery = tsqueryText(
    rare.map(({ lexeme }) => ({ lexeme, prefix: false })),
    "",
  );
  return sql.join(
    [
      ...(rare.length > 0
        ? [
            sql`SELECT id FROM ${faqs}
                WHERE ${faqs.searchDocument} @@ ${rareQuery}::tsquery
                  AND ${faqs.isPhantomDeleted} IS NOT TRUE`,
          ]
        : []),
      ...(common.length > 0
        ? [
            sql`SELECT best.faq_id AS id
                FROM unnest(${sqlArray(common, "text")}) AS wanted(lexeme)
                CROSS JOIN LATERAL (
                  SELECT p.faq_id FROM faq_postings AS p
                  WHERE p.lexeme = wanted.lexeme
                  ORDER BY p.impact DESC, p.faq_id
                  LIMIT ${BEST_FAQS_PER_LEXEME}
                ) AS best`,
          ]
        : []),
      ...(together
        ? [
            sql`SELECT p.faq_id AS id
                FROM unnest(${sqlArray(together.from, "text")}) AS wanted(lexeme)
                CROSS JOIN LATERAL (
                  SELECT p.faq_id FROM faq_postings AS p
                  WHERE p.lexeme = wanted.lexeme
                  ORDER BY p.impact DESC, p.faq_id
                  LIMIT ${TOGETHER_FAQS}
                ) AS p
                WHERE EXISTS (
                  SELECT 1 FROM faq_postings AS q
                  WHERE q.faq_id = p.faq_id AND q.lexeme = ANY (${sqlArray(together.with, "text")})
                )`,
          ]
        : []),
    ],
    sql` UNION `,
  );
}
