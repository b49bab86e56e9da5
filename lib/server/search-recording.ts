import "server-only";

import { sql } from "drizzle-orm";

import { db, type Transaction } from "@/db/client";
import { isDatabaseUnavailable } from "@/db/errors";
import { faqs, type Language, pendingSearches, searchEvents, searchQueries } from "@/db/schema";
import { log } from "@/lib/server/log";

/**
 * Recording public searches (docs/decisions/0013-searches-kept-then-counted.md), in two
 * steps:
 * 1. Kept: a search is queued when its results are found; one writer per process inserts every
 *    queued search into pending_searches in one transaction (group commit). A search's answer
 *    waits for this commit only: an append of narrow rows, so it costs the visitor little, and
 *    nothing answered is lost to a crash.
 * 2. Counted: then one counter per process takes pending rows (any server's: a server that died
 *    leaves its rows to the others, or to itself at its next start) and, in one transaction per
 *    batch, deletes them and writes what they count: the events, the running totals of each
 *    text, and the rankings of the FAQs found, each FAQ and each text once per batch however many
 *    searches touched it. Under load the batches grow, so the writes per search shrink instead of
 *    queueing behind each other.
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
}

interface Queued {
  search: AnsweredSearch;
  kept: () => void;
  failed: (error: unknown) => void;
}

interface Recorder {
  queue: Queued[];
  /** The writer keeping queued searches, while it runs. */
  writer: Promise<void> | undefined;
  /** The counter of pending searches, while it runs. */
  counter: Promise<void> | undefined;
  /** Times counting was asked for: asked again while it ran, the counter looks once more. */
  asks: number;
  /** A later try after counting failed (the database was unreachable). */
  retry: NodeJS.Timeout | undefined;
  /** The count a kept batch asked for, COUNT_DELAY_MS later. */
  scheduled: NodeJS.Timeout | undefined;
}

/** Searches per transaction: keeps a batch's JSON parameters and locks small. */
const MAX_BATCH = 500;

/** How long a failed count waits before it tries again, when no new search asks sooner. */
const RETRY_MS = 5000;

/**
 * How long after a kept batch its count starts (issue 26): under load one count then takes the
 * searches of many batches, each FAQ's ranking and each text's totals written once for them all,
 * instead of a count per batch. Well within the 2 seconds counting may trail the answer by
 * (docs/api.md §6); a stopping server, and a test that waits, count at once.
 */
const COUNT_DELAY_MS = 250;

// Next.js evaluates this module once per bundle layer (route handlers, pages): the queue lives
// on globalThis so a process has one writer and one counter, and tests can wait for them from
// outside the bundle.
const registry = globalThis as typeof globalThis & Record<symbol, Recorder | undefined>;
const RECORDER = Symbol.for("faq-corner.search-recorder");

function recorder(): Recorder {
  registry[RECORDER] ??= {
    queue: [],
    writer: undefined,
    counter: undefined,
    asks: 0,
    retry: undefined,
    scheduled: undefined,
  };
  return registry[RECORDER];
}

/**
 * Queues a search whose results are found. The promise settles once the search is kept
 * (committed to pending_searches); it is counted just after.
 */
export function recordSearch(search: AnsweredSearch): Promise<void> {
  const state = recorder();
  const kept = new Promise<void>((resolve, reject) => {
    state.queue.push({ search, kept: resolve, failed: reject });
  });
  state.writer ??= keepQueued(state);
  return kept;
}

/**
 * Counts every pending search, this server's and any left by another; resolves once none is
 * left or counting failed (logged, and tried again later). Started by each kept batch, and once
 * when a server starts.
 */
export function countPendingSearches(): Promise<void> {
  const state = recorder();
  state.asks += 1;
  if (state.counter) return state.counter;
  clearTimeout(state.retry);
  state.retry = undefined;
  state.counter = countAll(state).finally(() => {
    state.counter = undefined;
  });
  return state.counter;
}

/** Resolves once every search queued so far is kept and counted (or has failed and been logged). */
export async function searchesRecorded(): Promise<void> {
  const state = recorder();
  while (state.writer ?? state.counter ?? state.scheduled) {
    await state.writer;
    if (state.scheduled) {
      clearTimeout(state.scheduled);
      state.scheduled = undefined;
      void countPendingSearches();
    }
    await state.counter;
  }
}

/** Counts COUNT_DELAY_MS from now, unless a count is already due. */
function scheduleCount(state: Recorder): void {
  if (state.scheduled) return;
  state.scheduled = setTimeout(() => {
    state.scheduled = undefined;
    void countPendingSearches();
  }, COUNT_DELAY_MS);
  state.scheduled.unref();
}

async function keepQueued(state: Recorder): Promise<void> {
  // Searches found in the same turn of the event loop join the first batch.
  await new Promise((resolve) => setImmediate(resolve));
  for (;;) {
    const batch = state.queue.splice(0, MAX_BATCH);
    if (batch.length === 0) {
      // Checked and cleared in one synchronous step: a search queued later starts a new writer.
      state.writer = undefined;
      return;
    }
    try {
      await keepBatch(batch.map((queued) => queued.search));
      for (const queued of batch) queued.kept();
    } catch (error) {
      if (batch.length === 1 || isDatabaseUnavailable(error)) {
        fail(batch, error);
      } else {
        // One search the database refuses must not fail the others of its batch: each alone.
        for (const queued of batch) {
          await keepBatch([queued.search]).then(queued.kept, (alone: unknown) => {
            fail([queued], alone);
          });
        }
      }
    }
    scheduleCount(state);
  }
}

function fail(batch: Queued[], error: unknown): void {
  log("error", "search not recorded", {
    searches: batch.length,
    error: (error as Error).message,
  });
  for (const queued of batch) queued.failed(error);
}

async function keepBatch(batch: AnsweredSearch[]): Promise<void> {
  const rows = JSON.stringify(
    batch.map(({ search, faqIds, answeredAt, weak = false, language = "en" }) => ({
      language,
      search,
      faq_ids: faqIds,
      weak,
      searched_at: answeredAt.toISOString(),
    })),
  );
  await db.execute(sql`
    INSERT INTO ${pendingSearches} (language, search, faq_ids, weak, searched_at)
    SELECT p.language, p.search, p.faq_ids, p.weak, p.searched_at
    FROM jsonb_to_recordset(${rows}::jsonb)
      AS p(language text, search text, faq_ids int[], weak boolean, searched_at timestamptz)`);
}

async function countAll(state: Recorder): Promise<void> {
  try {
    for (;;) {
      const asked = state.asks;
      while ((await countBatch()) > 0) {
        // on to the next batch
      }
      if (state.asks === asked) return;
    }
  } catch (error) {
    log("error", "pending searches not counted yet", { error: (error as Error).message });
    state.retry = setTimeout(() => void countPendingSearches(), RETRY_MS);
    state.retry.unref();
  }
}

/**
 * One transaction: takes up to MAX_BATCH pending searches that no other server is counting
 * (SKIP LOCKED), deletes them and writes what they count. Returns how many it took.
 */
async function countBatch(): Promise<number> {
  return db.transaction(async (tx) => {
    const result: unknown = await tx.execute(sql`
      DELETE FROM ${pendingSearches}
      WHERE id IN (
        SELECT id FROM ${pendingSearches} ORDER BY id LIMIT ${MAX_BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING json_build_object(
        'language', language, 'search', search, 'faqIds', faq_ids, 'weak', weak,
        'at', searched_at)::text AS taken`);
    // postgres.js answers an array of rows, PGlite an object holding them.
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      taken: string;
    }[];
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
