import "server-only";

import { sql } from "drizzle-orm";

import { db, type Transaction } from "@/db/client";
import {
  faqs,
  type Language,
  pendingSearches,
  rateLimits,
  searchEvents,
  searchQueries,
} from "@/db/schema";
import { countedInWindow } from "@/lib/data/rate-limits";
import { preparedRowsOf, rowsOf } from "@/lib/search/sql";

/**
 * The database's side of recording public searches (lib/server/search-recording.ts runs the
 * queue): keeping a batch in pending_searches, and counting pending rows into the events, the
 * running totals of each text and the rankings of the FAQs found
 * (docs/decisions/0013-searches-kept-then-counted.md).
 */

export interface AnsweredSearch {
  /** Normalised text (search_queries.search). */
  search: string;
  /** The FAQs it returned, each gains 1 in ranking. */
  faqIds: number[];
  /** When its results were found. */
  answeredAt: Date;
  /** Issue 26: its confidence was weak (a content gap, as a search that found nothing is). */
  weak?: boolean;
  /** Issue 28: the language of the page searched from; English unless said. */
  language?: Language;
  /** Kept only within this budget of its address (a visitor's search); always kept without. */
  budget?: SearchBudget;
  /**
   * Issue 41: the versions of the search index and of the rows it was answered from, when from
   * memory (lib/search/faq-rows.ts). Kept only if the database is still at both when the batch
   * commits: else its answer may show an FAQ as it was, and it is answered again and kept then.
   */
  answeredFrom?: { index: number; rows?: number };
}

/** What became of each search of a batch, and what its answer shows of the database now. */
export interface KeptBatch {
  /** Each search: kept (true), or past its budget or answered from an older index (false). */
  within: boolean[];
  /** Each search: answered from an index the database has moved on from. */
  stale: boolean[];
  /** The ranking of every FAQ the batch's searches found, as committed before the batch. */
  rankings: Map<number, number>;
}

/** A rate_limits key and how many searches it may have kept per SEARCH_BUDGET_WINDOW_SECONDS. */
export interface SearchBudget {
  key: string;
  limit: number;
}

/** The window of every recording budget (searches, votes, translation requests): 10 minutes. */
export const SEARCH_BUDGET_WINDOW_SECONDS = 600;

/** Searches per transaction: keeps a batch's JSON parameters and locks small. */
export const MAX_BATCH = 500;

/**
 * Group commit: one statement counts a batch's searches against their addresses' budgets (each
 * address's rate_limits row once, however many of its searches the batch holds, its window
 * renewed as every rate limit's is: countedInWindow) and keeps those within them in
 * pending_searches. Says, search by search, whether it was kept. One commit for it all: a
 * visitor's search used to wait for the commit of its budget and then for that of its batch.
 *
 * Issue 41: the same statement reads search_index_version and the rankings of the FAQs found, so
 * that a search answered from this server's memory is checked against the database in the round
 * trip that keeps it: one `answeredFrom` versions the database has moved on from is neither kept
 * nor counted against its budget (`stale`), and is answered again.
 */
export async function keepSearches(batch: AnsweredSearch[]): Promise<KeptBatch> {
  const rows = JSON.stringify(
    batch.map(
      ({ search, faqIds, answeredAt, weak = false, language = "en", budget, answeredFrom }, n) => ({
        n,
        budget_key: budget?.key ?? null,
        budget_limit: budget?.limit ?? null,
        language,
        search,
        faq_ids: faqIds,
        weak,
        searched_at: answeredAt.toISOString(),
        index_version: answeredFrom?.index ?? null,
        rows_version: answeredFrom?.rows ?? null,
      }),
    ),
  );
  const counted = countedInWindow(SEARCH_BUDGET_WINDOW_SECONDS, sql`excluded.hits`);
  const [outcome] = await preparedRowsOf<{ outcome: string }>(
    sql`
      WITH p_all AS (
        SELECT * FROM jsonb_to_recordset(${rows}::jsonb) AS p(n int, budget_key text,
          budget_limit int, language text, search text, faq_ids int[], weak boolean,
          searched_at timestamptz, index_version bigint, rows_version bigint)
      ), p AS (
        SELECT p_all.* FROM p_all, search_index_version v
        WHERE v.id = 1 AND (p_all.index_version IS NULL OR (p_all.index_version = v.version
          AND (p_all.rows_version IS NULL OR p_all.rows_version = v.rows_version)))
      ), asked AS (
        SELECT budget_key, count(*)::int AS hits FROM p
        WHERE budget_key IS NOT NULL GROUP BY budget_key
      ), counted AS (
        INSERT INTO ${rateLimits} (key, window_started_at, hits)
        SELECT budget_key, now(), hits FROM asked
        ON CONFLICT (key) DO UPDATE
          SET window_started_at = ${counted.windowStartedAt}, hits = ${counted.hits}
        RETURNING key, hits
      ), numbered AS (
        SELECT p.*, row_number() OVER (PARTITION BY budget_key ORDER BY n) AS nth FROM p
      ), within AS (
        -- The hits of its address before the batch, then its place among the batch's searches.
        SELECT p.* FROM numbered p
        LEFT JOIN asked a ON a.budget_key = p.budget_key
        LEFT JOIN counted c ON c.key = p.budget_key
        WHERE p.budget_key IS NULL OR c.hits - a.hits + p.nth <= p.budget_limit
      ), kept AS (
        INSERT INTO ${pendingSearches} (language, search, faq_ids, weak, searched_at)
        SELECT language, search, faq_ids, weak, searched_at FROM within
      )
      SELECT json_build_object(
        'within', (SELECT coalesce(json_agg(n), '[]'::json) FROM within),
        'fresh', (SELECT coalesce(json_agg(n), '[]'::json) FROM p),
        'rankings', (SELECT coalesce(json_agg(json_build_array(id, ranking)), '[]'::json)
          FROM ${faqs} WHERE id IN (SELECT unnest(faq_ids) FROM p_all))
      )::text AS outcome`,
  );
  const { within, fresh, rankings } = JSON.parse(outcome?.outcome ?? "{}") as {
    within: number[];
    fresh: number[];
    rankings: [number, number][];
  };
  const kept = new Set(within);
  const current = new Set(fresh);
  return {
    within: batch.map((_, n) => kept.has(n)),
    stale: batch.map((_, n) => !current.has(n)),
    rankings: new Map(rankings),
  };
}

/**
 * One transaction: takes up to MAX_BATCH pending searches that no other server is counting
 * (SKIP LOCKED), deletes them and writes what they count. Returns how many it took.
 */
export async function countPendingBatch(): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await rowsOf<{ taken: string }>(
      tx,
      sql`
        DELETE FROM ${pendingSearches}
        WHERE id IN (
          SELECT id FROM ${pendingSearches} ORDER BY id LIMIT ${MAX_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING json_build_object(
          'language', language, 'search', search, 'faqIds', faq_ids, 'weak', weak,
          'at', searched_at)::text AS taken`,
    );
    if (rows.length === 0) return 0;
    const batch = rows.map(({ taken }) => {
      const { language, search, faqIds, weak, at } = JSON.parse(taken) as {
        language: Language;
        search: string;
        faqIds: number[];
        weak: boolean;
        at: string;
      };
      return { language, search, faqIds, weak, answeredAt: new Date(at) };
    });
    await writeCounts(tx, batch);
    return batch.length;
  });
}

/**
 * What a batch of searches counts, inside its transaction. Rows are locked in a fixed order (FAQs
 * by id, texts in "C" order), so batches of several app servers cannot deadlock.
 */
async function writeCounts(tx: Transaction, batch: AnsweredSearch[]): Promise<void> {
  const found = new Map<number, number>();
  // Issue 28: a text is counted per language (search_queries_language_search_key).
  const texts = new Map<
    string,
    {
      language: Language;
      search: string;
      total: number;
      lastAt: Date;
      lastResultCount: number;
      lastWeak: boolean;
    }
  >();
  for (const { search, faqIds, answeredAt, weak = false, language = "en" } of batch) {
    for (const id of faqIds) found.set(id, (found.get(id) ?? 0) + 1);
    const key = `${language} ${search}`;
    const text = texts.get(key);
    if (!text) {
      texts.set(key, {
        language,
        search,
        total: 1,
        lastAt: answeredAt,
        lastResultCount: faqIds.length,
        lastWeak: weak,
      });
    } else {
      text.total += 1;
      if (answeredAt >= text.lastAt) {
        text.lastAt = answeredAt;
        text.lastResultCount = faqIds.length;
        text.lastWeak = weak;
      }
    }
  }
  // JSON parameters: one bound value per list, whatever the batch size, on both drivers.
  const rankings = JSON.stringify([...found].map(([id, times]) => ({ id, times })));
  const totals = JSON.stringify(
    [...texts.values()].map((text) => ({
      language: text.language,
      search: text.search,
      total: text.total,
      last_at: text.lastAt.toISOString(),
      last_result_count: text.lastResultCount,
      last_weak: text.lastWeak,
    })),
  );
  const events = JSON.stringify(
    batch.map(({ search, faqIds, answeredAt, language = "en" }) => ({
      language,
      search,
      at: answeredAt.toISOString(),
      result_count: faqIds.length,
    })),
  );

  if (found.size > 0) {
    const counted = sql`SELECT id, times FROM jsonb_to_recordset(${rankings}::jsonb) AS r(id int, times int)`;
    await tx.execute(sql`
      SELECT ${faqs.id} FROM ${faqs}
      WHERE ${faqs.id} IN (SELECT id FROM (${counted}) AS counted)
      ORDER BY ${faqs.id}
      FOR UPDATE`);
    await tx.execute(sql`
      UPDATE ${faqs} SET ranking = ${faqs.ranking} + counted.times
      FROM (${counted}) AS counted
      WHERE ${faqs.id} = counted.id`);
  }
  await tx.execute(sql`
    INSERT INTO ${searchQueries}
      (language, search, total_searches, last_searched_at, last_searched_on, last_result_count,
        last_weak)
    SELECT t.language, t.search, t.total, t.last_at, (t.last_at at time zone 'UTC')::date, t.last_result_count,
      t.last_weak
    FROM jsonb_to_recordset(${totals}::jsonb)
      AS t(language text, search text, total int, last_at timestamptz, last_result_count int,
        last_weak boolean)
    ORDER BY t.language, t.search COLLATE "C"
    ON CONFLICT (language, search) DO UPDATE SET
      total_searches = ${searchQueries.totalSearches} + excluded.total_searches,
      -- greatest(): batches of two servers may commit out of order; the later time stays,
      -- and the result count of the later search with it.
      last_result_count = CASE WHEN excluded.last_searched_at >= ${searchQueries.lastSearchedAt}
        THEN excluded.last_result_count ELSE ${searchQueries.lastResultCount} END,
      last_weak = CASE WHEN excluded.last_searched_at >= ${searchQueries.lastSearchedAt}
        THEN excluded.last_weak ELSE ${searchQueries.lastWeak} END,
      last_searched_at = greatest(${searchQueries.lastSearchedAt}, excluded.last_searched_at),
      last_searched_on = greatest(${searchQueries.lastSearchedOn}, excluded.last_searched_on)`);
  await tx.execute(sql`
    INSERT INTO ${searchEvents} (search_query_id, searched_at, result_count)
    SELECT ${searchQueries.id}, e.at, e.result_count
    FROM jsonb_to_recordset(${events}::jsonb)
      AS e(language text, search text, at timestamptz, result_count int)
    JOIN ${searchQueries}
      ON ${searchQueries.language} = e.language AND ${searchQueries.search} = e.search`);
}
