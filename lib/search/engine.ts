import "server-only";

import { sql } from "drizzle-orm";

import { SIMILARITY_THRESHOLD } from "@/lib/search/corrections";
import type { SearchInterpretation } from "@/lib/search/interpretation";
import { planSearch } from "@/lib/search/plan";
import { matchFaqs, type SearchMatch } from "@/lib/search/ranking";
import { type Executor, rowsOf } from "@/lib/search/sql";

/**
 * Finding FAQs for a search, for people who struggle to read and spell (docs/api.md §6;
 * docs/decisions/0017-search-for-struggling-readers.md). Each typed word is looked for:
 * - as typed: its English stem (reads, reading, read), the last word also as the start of a
 *   longer word, since it may still be being typed;
 * - with the words the Admin listed as meaning the same (synonym_groups), at query time;
 * - if it matches nothing: by the closest spellings of the FAQs' words (trigrams, faq_terms);
 * - if none is close: by the FAQ words that sound alike (Double Metaphone, faq_terms.sound);
 * - if nothing at all: it is left out, and the search goes on with the other words.
 * An FAQ needs only some of the words. Best first: the FAQs that match every word, then by a
 * score that adds, for each word matched, how rare it is (BM25's IDF) times where it matched
 * (question 1, tags 0.4, answer 0.2). Only a bounded set of candidates is scored: every FAQ of a
 * rare word, and the best FAQs of a common word from faq_postings, whose index hands them out
 * best first, so a search costs about the same at 1,000 FAQs as at 100,000.
 * User text reaches SQL only as parameters.
 *
 * The steps, each a file of lib/search: words.ts (the typed words, their stems and synonyms),
 * corrections.ts (spellings and sounds-alike), plan.ts (what each word stands for),
 * candidates.ts (the bounded set of FAQs) and ranking.ts (their order and matched words).
 */

// The search's entry: what its callers and tests/query-plans.test.ts use.
export { matchFaqs, MAX_RESULTS, type SearchMatch } from "@/lib/search/ranking";
export { planSearch, type SearchPlan } from "@/lib/search/plan";

/** The settings of findFaqs below, for the rest of the transaction. */
export async function applySearchSettings(transaction: Executor): Promise<void> {
  await transaction.execute(
    sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true),
               set_config('enable_seqscan', 'off', true),
               set_config('jit', 'off', true)`,
  );
}

async function activeFaqs(executor: Executor): Promise<number> {
  const [row] = await rowsOf<{ active_faqs: number }>(
    executor,
    sql`SELECT active_faqs FROM faq_search_stats`,
  );
  return row?.active_faqs ?? 0;
}

export interface SearchResult {
  matches: SearchMatch[];
  interpretation: SearchInterpretation;
}

/**
 * The active FAQs a search finds, best first, and what it looked for. Call it inside a
 * transaction: the settings below hold for that transaction only.
 * - The trigram threshold is fixed, so both engines correct typos alike.
 * - Sequential scans are off: the planner over-estimates prefix matches and would read the whole
 *   of `faqs`; the indexes answer every step. JIT is off: those inflated costs would otherwise
 *   make PostgreSQL compile each small query (200 ms for nothing). (The archived flag is tested with IS NOT TRUE for
 *   the same reason: no B-tree index serves it.)
 */
export async function findFaqs(
  transaction: Executor,
  text: string,
  options: { everyCandidate?: boolean } = {},
): Promise<SearchResult> {
  await applySearchSettings(transaction);
  const plan = await planSearch(transaction, text);
  if (plan.groups.length === 0) {
    return { matches: [], interpretation: { words: plan.words, highlight: [] } };
  }
  const matches = await matchFaqs(transaction, plan, await activeFaqs(transaction), options);
  const highlight = [...new Set(matches.flatMap((match) => match.matchedWords ?? []))];
  return { matches, interpretation: { words: plan.words, highlight } };
}
