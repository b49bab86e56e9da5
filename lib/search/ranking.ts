import "server-only";

import { asc, eq, type SQL, sql } from "drizzle-orm";

import { faqs, users } from "@/db/schema";
import { staffFaqColumns } from "@/lib/data/faq-shapes";
import { boundedCandidates } from "@/lib/search/candidates";
import type { SearchPlan, WordGroup } from "@/lib/search/plan";
import { type Executor, sqlArray, tsqueryText } from "@/lib/search/sql";

/** docs/api.md §6: at most 50 results. */
export const MAX_RESULTS = 50;
/** Where a word matched: question (A), tags (B), answer (C). */
const FIELD_WEIGHT = { question: 1, tags: 0.4, answer: 0.2 } as const;
/** A word searched instead of the typed one (spelling, sound, synonym) counts a little less. */
const INSTEAD_FACTOR = 0.9;
/** ts_rank weights for D, C (answer), B (tags), A (question): the last tie-break. */
const RANK_WEIGHTS = "{0.1, 0.2, 0.4, 1.0}";

/**
 * Best first: the FAQs that match the most of the words (every word first), then those whose
 * question holds the most of them, then those where neighbouring words stand together, then the
 * score (rarer words, better fields, shorter fields), then ts_rank; ties by id.
 */
const BEST_FIRST = sql.raw("matched DESC, in_question DESC, near DESC, score DESC, rank DESC");

/** BM25's inverse document frequency: a word in few FAQs weighs more. */
function idf(faqs: number, total: number): number {
  return Math.log(1 + (Math.max(total, faqs) - faqs + 0.5) / (faqs + 0.5));
}

/**
 * The active FAQs of a plan, best first (ties by id), at most MAX_RESULTS; a query not yet run
 * (tests/query-plans.test.ts explains it). `total` is the number of active FAQs.
 */
export function matchFaqs(
  executor: Executor,
  plan: SearchPlan,
  total: number,
  { everyCandidate = false }: { everyCandidate?: boolean } = {},
) {
  const { groups } = plan;
  const weighed = (group: WordGroup, weight: string) => ({
    typed: group.typed.length > 0 ? tsqueryText(group.typed, weight) : null,
    instead:
      group.instead.length > 0
        ? tsqueryText(
            group.instead.map((lexeme) => ({ lexeme, prefix: false })),
            weight,
          )
        : null,
  });
  const perGroup = groups.map((group) => ({
    a: weighed(group, "A"),
    b: weighed(group, "B"),
    c: weighed(group, "C"),
    idf: idf(group.faqs, total),
  }));
  const column = (pick: (g: (typeof perGroup)[number]) => string | null) =>
    sqlArray(perGroup.map(pick), "text");
  const everything = tsqueryText(
    groups.flatMap((group) => [
      ...group.typed,
      ...group.instead.map((lexeme) => ({ lexeme, prefix: false })),
    ]),
    "",
  );
  // Words typed next to each other that stand near each other in an FAQ ("reading at home"):
  // each pair of neighbouring words, found within 3 positions in that order or 2 the other way.
  const anyOf = (group: WordGroup) =>
    `(${tsqueryText(
      [...group.typed, ...group.instead.map((lexeme) => ({ lexeme, prefix: false }))],
      "",
    )})`;
  const pairs = groups.flatMap((group, i) => {
    const next = groups[i + 1];
    if (!next) return [];
    const [a, b] = [anyOf(group), anyOf(next)];
    return [
      [`${a} <1> ${b}`, `${a} <2> ${b}`, `${a} <3> ${b}`, `${b} <1> ${a}`, `${b} <2> ${a}`]
        .map((phrase) => `(${phrase})`)
        .join(" | "),
    ];
  });
  // Where a word group matched an FAQ: in the question (1), the tags (0.4) or the answer (0.2),
  // each divided by 1 + ln(the number of lexemes of that field), as faq_postings' impact is, so a
  // short question that names the word beats a long one; 0 not at all.
  const fieldWeight = (a: SQL, b: SQL, c: SQL) =>
    sql`CASE WHEN ${a} IS NULL THEN 0
             WHEN f.search_document @@ ${a}::tsquery THEN ${FIELD_WEIGHT.question}::float8 / len.question
             WHEN f.search_document @@ ${b}::tsquery THEN ${FIELD_WEIGHT.tags}::float8 / len.tags
             WHEN f.search_document @@ ${c}::tsquery THEN ${FIELD_WEIGHT.answer}::float8 / len.answer
             ELSE 0 END`;

  // Every FAQ that holds any of the words: what the bounded set is measured against (the
  // benchmark's relevance step), never what a visitor's search runs.
  const candidates = everyCandidate
    ? sql`SELECT id FROM ${faqs} WHERE ${faqs.searchDocument} @@ ${everything}::tsquery`
    : boundedCandidates(groups);

  const scored = sql`
    SELECT f.id, s.score, s.matched, s.in_question, s.near,
           ts_rank(${RANK_WEIGHTS}::float4[], f.search_document, ${everything}::tsquery, 1) AS rank
    FROM (SELECT DISTINCT id FROM (${candidates}) AS found) AS candidate
    JOIN faqs AS f ON f.id = candidate.id AND f.is_phantom_deleted IS NOT TRUE
    CROSS JOIN LATERAL (
      SELECT 1 + ln(greatest(length(ts_filter(f.search_document, '{a}')), 1)) AS question,
             1 + ln(greatest(length(ts_filter(f.search_document, '{b}')), 1)) AS tags,
             1 + ln(greatest(length(ts_filter(f.search_document, '{c}')), 1)) AS answer
    ) AS len
    CROSS JOIN LATERAL (
      SELECT sum(g.points) AS score, count(*) FILTER (WHERE g.points > 0) AS matched,
             count(*) FILTER (WHERE g.in_question) AS in_question,
             (SELECT count(*) FROM unnest(${sqlArray(pairs, "text")}) AS pair(phrase)
              WHERE f.search_document @@ pair.phrase::tsquery) AS near
      FROM (
        SELECT w.idf * greatest(
                 ${fieldWeight(sql`w.ta`, sql`w.tb`, sql`w.tc`)},
                 ${INSTEAD_FACTOR}::float8 * ${fieldWeight(sql`w.ia`, sql`w.ib`, sql`w.ic`)}
               ) AS points,
               f.search_document @@ coalesce(w.ta, w.ia)::tsquery
                 OR f.search_document @@ coalesce(w.ia, w.ta)::tsquery AS in_question
        FROM unnest(
          ${column((g) => g.a.typed)}, ${column((g) => g.b.typed)}, ${column((g) => g.c.typed)},
          ${column((g) => g.a.instead)}, ${column((g) => g.b.instead)}, ${column((g) => g.c.instead)},
          ${sqlArray(
            perGroup.map((g) => g.idf),
            "float8",
          )}
        ) AS w(ta, tb, tc, ia, ib, ic, idf)
      ) AS g
    ) AS s`;

  return executor
    .select({
      ...staffFaqColumns,
      matchedWords: sql<string[] | null>`(
        SELECT array_agg(DISTINCT m[1])
        FROM regexp_matches(
          ts_headline('faq_search'::regconfig,
            ${faqs.questionText} || ' ' || faq_plain_text(${faqs.answer}),
            ${everything}::tsquery,
            'HighlightAll=true, StartSel=<mark>, StopSel=</mark>'),
          '<mark>([^<]*)</mark>', 'g') AS m)`,
    })
    .from(sql`(${scored} ORDER BY ${BEST_FIRST}, id LIMIT ${MAX_RESULTS}) AS ranked`)
    .innerJoin(faqs, sql`${faqs.id} = ranked.id`)
    .leftJoin(users, eq(users.id, faqs.editedByUserId))
    .orderBy(sql`${BEST_FIRST}`, asc(faqs.id));
}

export type SearchMatch = Awaited<ReturnType<typeof matchFaqs>>[number];
