import "server-only";

import { sql } from "drizzle-orm";

import { db } from "@/db/client";
import { faqs, searchEvents, searchQueries } from "@/db/schema";
import { log } from "@/lib/log";

/**
 * Recording public searches before they are answered (docs/decisions/0013-search-recording-before-the-answer.md).
 * A search is queued when its results are ready; one writer per process then commits every
 * queued search in one transaction (group commit): the events, the running totals of each text,
 * and the rankings of the FAQs found, each FAQ and each text written once per batch however many
 * searches touched it. Each search's answer waits for its batch's commit, so nothing answered can
 * be lost to a crash; under load the batches grow, so the writes per search shrink instead of
 * queueing behind each other.
 */

export interface AnsweredSearch {
  /** Normalised text (search_queries.search). */
  search: string;
  /** The FAQs it returned, each gains 1 in ranking. */
  faqIds: number[];
  /** When its results were found. */
  answeredAt: Date;
}

interface Queued {
  search: AnsweredSearch;
  written: () => void;
  failed: (error: unknown) => void;
}

interface Recorder {
  queue: Queued[];
  /** The writer draining the queue, while it runs. */
  writer: Promise<void> | undefined;
}

/** Searches per transaction: keeps a batch's JSON parameters and locks small. */
const MAX_BATCH = 500;

// Next.js evaluates this module once per bundle layer (route handlers, pages): the queue lives
// on globalThis so a process has one writer, and tests can wait for it from outside the bundle.
const registry = globalThis as typeof globalThis & Record<symbol, Recorder | undefined>;
const RECORDER = Symbol.for("faq-corner.search-recorder");

function recorder(): Recorder {
  registry[RECORDER] ??= { queue: [], writer: undefined };
  return registry[RECORDER];
}

/** Queues a search whose results are found; the promise settles once it is committed. */
export function recordSearch(search: AnsweredSearch): Promise<void> {
  const state = recorder();
  const written = new Promise<void>((resolve, reject) => {
    state.queue.push({ search, written: resolve, failed: reject });
  });
  state.writer ??= drain(state);
  return written;
}

/** Resolves once every search queued so far is committed (or has failed and been logged). */
export async function searchesRecorded(): Promise<void> {
  const state = recorder();
  while (state.writer) await state.writer;
}

async function drain(state: Recorder): Promise<void> {
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
      await writeBatch(batch.map((queued) => queued.search));
      for (const queued of batch) queued.written();
    } catch (error) {
      log("error", "search batch not recorded", {
        searches: batch.length,
        error: (error as Error).message,
      });
      for (const queued of batch) queued.failed(error);
    }
  }
}

/**
 * One transaction for a batch. Rows are locked in a fixed order (FAQs by id, texts in "C"
 * order), so batches of several app servers cannot deadlock.
 */
async function writeBatch(batch: AnsweredSearch[]): Promise<void> {
  const found = new Map<number, number>();
  const texts = new Map<string, { total: number; lastAt: Date; lastResultCount: number }>();
  for (const { search, faqIds, answeredAt } of batch) {
    for (const id of faqIds) found.set(id, (found.get(id) ?? 0) + 1);
    const text = texts.get(search);
    if (!text) {
      texts.set(search, { total: 1, lastAt: answeredAt, lastResultCount: faqIds.length });
    } else {
      text.total += 1;
      if (answeredAt >= text.lastAt) {
        text.lastAt = answeredAt;
        text.lastResultCount = faqIds.length;
      }
    }
  }
  // JSON parameters: one bound value per list, whatever the batch size, on both drivers.
  const rankings = JSON.stringify([...found].map(([id, times]) => ({ id, times })));
  const totals = JSON.stringify(
    [...texts].map(([search, text]) => ({
      search,
      total: text.total,
      last_at: text.lastAt.toISOString(),
      last_result_count: text.lastResultCount,
    })),
  );
  const events = JSON.stringify(
    batch.map(({ search, faqIds, answeredAt }) => ({
      search,
      at: answeredAt.toISOString(),
      result_count: faqIds.length,
    })),
  );

  await db.transaction(async (tx) => {
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
        (search, total_searches, last_searched_at, last_searched_on, last_result_count)
      SELECT t.search, t.total, t.last_at, (t.last_at at time zone 'UTC')::date, t.last_result_count
      FROM jsonb_to_recordset(${totals}::jsonb)
        AS t(search text, total int, last_at timestamptz, last_result_count int)
      ORDER BY t.search COLLATE "C"
      ON CONFLICT (search) DO UPDATE SET
        total_searches = ${searchQueries.totalSearches} + excluded.total_searches,
        -- greatest(): batches of two servers may commit out of order; the later time stays,
        -- and the result count of the later search with it.
        last_result_count = CASE WHEN excluded.last_searched_at >= ${searchQueries.lastSearchedAt}
          THEN excluded.last_result_count ELSE ${searchQueries.lastResultCount} END,
        last_searched_at = greatest(${searchQueries.lastSearchedAt}, excluded.last_searched_at),
        last_searched_on = greatest(${searchQueries.lastSearchedOn}, excluded.last_searched_on)`);
    await tx.execute(sql`
      INSERT INTO ${searchEvents} (search_query_id, searched_at, result_count)
      SELECT ${searchQueries.id}, e.at, e.result_count
      FROM jsonb_to_recordset(${events}::jsonb) AS e(search text, at timestamptz, result_count int)
      JOIN ${searchQueries} ON ${searchQueries.search} = e.search`);
  });
}
