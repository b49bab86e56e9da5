import "server-only";

import { asc, eq, type SQL, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { faqs, users } from "@/db/schema";
import { staffFaqColumns } from "@/lib/data/faqs";
import { characterCount } from "@/lib/faq-validation";

/**
 * Finding FAQs for a search (CONTRACT §6; docs/decisions/0008-search.md). Every word of the
 * search must match, in one of three ways:
 * - by its English stem in the full-text document (reads, reading and read are one word), the
 *   last word also by prefix, since it may still be being typed;
 * - failing that, by the closest words of the active FAQs' vocabulary (faq_terms, by trigram
 *   similarity), so that "redaing" finds "reading";
 * - a word that is neither is a search that finds nothing.
 * English stop words (the, how, do) are left out. Best first: ts_rank_cd with the question
 * weighing most, then the tags, then the answer. User text reaches SQL only as parameters.
 */

/** CONTRACT §6: at most 50 results. */
export const MAX_RESULTS = 50;
/** Words past this many add little and each costs an index lookup. */
const MAX_WORDS = 16;
/** Typo matching needs a few letters to have something to go on. */
const MIN_TYPO_LENGTH = 4;
/** pg_trgm's `%` threshold, set per transaction so both engines use the same one. */
const SIMILARITY_THRESHOLD = 0.3;
/** Corrections kept per word: the best ones, and any nearly as close (toddlr: toddler, toddlers). */
const MAX_CORRECTIONS = 3;
const CORRECTION_MARGIN = 0.1;
/** ts_rank_cd weights for D, C (answer), B (tags), A (question). */
const WEIGHTS = "{0.1, 0.2, 0.4, 1.0}";
/** ts_rank_cd normalisation 1: divide by 1 + log(length), so long answers do not win by length. */
const NORMALISATION = 1;

type Executor = Pick<Database, "execute" | "select">;

interface SearchWord {
  word: string;
  /** The to_tsquery operand: the word, with `:*` on the last one. */
  pattern: string;
}

/**
 * The words of a search: runs of letters and digits, lower case, each once. Nothing else ever
 * reaches to_tsquery, so its operators and quotes cannot appear.
 */
export function searchWords(text: string): SearchWord[] {
  const tokens = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const last = tokens.at(-1);
  const unique = [...new Set(tokens)].slice(-MAX_WORDS);
  return unique.map((word) => ({ word, pattern: word === last ? `${word}:*` : word }));
}

async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await executor.execute(query);
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

const tsquery = (pattern: string) => sql`to_tsquery('english'::regconfig, ${pattern})`;

/**
 * For each word: is it a stop word, and does it match an active FAQ as it is? One query, each
 * word an index lookup in the GIN index of the search document.
 */
async function analyseWords(executor: Executor, words: SearchWord[]) {
  const values = sql.join(
    words.map(({ word, pattern }, i) => sql`(${i}::int, ${word}::text, ${pattern}::text)`),
    sql`, `,
  );
  return rowsOf<{ ord: number; stop_word: boolean; known: boolean }>(
    executor,
    sql`SELECT w.ord, checked.stop_word,
          CASE WHEN checked.stop_word THEN false ELSE EXISTS (
            SELECT 1 FROM ${faqs}
            WHERE ${faqs.searchDocument} @@ to_tsquery('english'::regconfig, w.pattern)
              -- IS NOT TRUE rather than = false: no B-tree index can serve it, so the planner
              -- takes the GIN index instead of walking a B-tree and filtering every row.
              AND ${faqs.isPhantomDeleted} IS NOT TRUE
          ) END AS known
        FROM (VALUES ${values}) AS w(ord, word, pattern)
        CROSS JOIN LATERAL (
          SELECT to_tsvector('english'::regconfig, w.word) = ''::tsvector AS stop_word
        ) AS checked
        ORDER BY w.ord`,
  );
}

/** The closest vocabulary words of each misspelt word, by the trigram index of faq_terms. */
async function correctWords(executor: Executor, words: string[]): Promise<Map<string, string[]>> {
  const corrections = new Map<string, string[]>();
  if (words.length === 0) return corrections;
  const values = sql.join(
    words.map((word) => sql`(${word}::text)`),
    sql`, `,
  );
  const found = await rowsOf<{ word: string; term: string; score: number }>(
    executor,
    sql`SELECT w.word, close.term, close.score
        FROM (VALUES ${values}) AS w(word)
        CROSS JOIN LATERAL (
          SELECT term, similarity(term, w.word)::float8 AS score
          FROM faq_terms
          WHERE term % w.word
          ORDER BY score DESC, faq_count DESC, term COLLATE "C"
          LIMIT ${MAX_CORRECTIONS}
        ) AS close
        ORDER BY w.word, close.score DESC, close.term COLLATE "C"`,
  );
  // Rows come best first for each word, so the first one of a word sets the bar.
  const best = new Map<string, number>();
  for (const { word, term, score } of found) {
    const bar = best.get(word) ?? score;
    best.set(word, bar);
    if (score >= bar - CORRECTION_MARGIN)
      corrections.set(word, [...(corrections.get(word) ?? []), term]);
  }
  return corrections;
}

/**
 * The full-text query of a search, or null when some word can match nothing (or there are no
 * words but stop words): such a search finds nothing.
 */
export async function buildSearchQuery(executor: Executor, text: string): Promise<SQL | null> {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const analysed = await analyseWords(executor, words);
  const content = words.flatMap((word, i) => {
    const analysis = analysed[i];
    return analysis && !analysis.stop_word ? [{ ...word, known: analysis.known }] : [];
  });
  if (content.length === 0) return null;
  const corrections = await correctWords(
    executor,
    content
      .filter(({ word, known }) => !known && characterCount(word) >= MIN_TYPO_LENGTH)
      .map(({ word }) => word),
  );
  const groups: SQL[] = [];
  for (const { word, pattern, known } of content) {
    const alternatives = known ? [pattern] : (corrections.get(word) ?? []);
    if (alternatives.length === 0) return null;
    groups.push(sql`(${sql.join(alternatives.map(tsquery), sql` || `)})`);
  }
  return sql.join(groups, sql` && `);
}

/**
 * The active FAQs matching a built query, best first (ties by id), at most MAX_RESULTS; a query
 * not yet run (tests/query-plans.test.ts explains it).
 */
export function matchFaqs(executor: Executor, query: SQL) {
  return executor
    .select(staffFaqColumns)
    .from(faqs)
    .leftJoin(users, eq(users.id, faqs.editedByUserId))
    .where(sql`${faqs.searchDocument} @@ (${query}) AND ${faqs.isPhantomDeleted} IS NOT TRUE`)
    .orderBy(
      sql`ts_rank_cd(${WEIGHTS}::float4[], ${faqs.searchDocument}, ${query}, ${NORMALISATION}::int) desc`,
      asc(faqs.id),
    )
    .limit(MAX_RESULTS);
}

export type SearchMatch = Awaited<ReturnType<typeof matchFaqs>>[number];

/** The settings of findFaqs below, for the rest of the transaction. */
export async function applySearchSettings(transaction: Executor): Promise<void> {
  await transaction.execute(
    sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true),
               set_config('enable_seqscan', 'off', true)`,
  );
}

/**
 * The active FAQs a search finds, best first. Call it inside a transaction: the settings below
 * hold for that transaction only.
 * - The trigram threshold is fixed, so both engines correct typos alike.
 * - Sequential scans are off: the planner over-estimates prefix matches and would read the whole
 *   of `faqs` for an EXISTS whose word matches nothing; the GIN indexes answer every step. (The
 *   archived flag is tested with IS NOT TRUE for the same reason: no B-tree index serves it.)
 */
export async function findFaqs(transaction: Executor, text: string): Promise<SearchMatch[]> {
  await applySearchSettings(transaction);
  const query = await buildSearchQuery(transaction, text);
  return query ? matchFaqs(transaction, query) : [];
}
