import "server-only";

import { isDatabaseUnavailable } from "@/db/errors";
import {
  type AnsweredSearch,
  countPendingBatch,
  type KeptBatch,
  keepSearches,
  MAX_BATCH,
} from "@/lib/server/search-counts";
import { log } from "@/lib/server/log";

export type { AnsweredSearch };

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
 * This file runs the queue, the writer and the counter; lib/server/search-counts.ts holds the SQL
 * of both steps.
 */

/**
 * What became of a search: kept, or not (past its budget, or `stale`: answered from an index the
 * database had moved on from, issue 41), and the rankings of the FAQs it found as committed.
 */
export interface KeptSearch {
  kept: boolean;
  stale: boolean;
  rankings: ReadonlyMap<number, number>;
}

interface Queued {
  search: AnsweredSearch;
  /** Settles its promise once its batch is committed. */
  kept: (outcome: KeptSearch) => void;
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
 * (committed to pending_searches), true, or found past its budget, false; a kept search is
 * counted just after.
 */
export async function recordSearch(search: AnsweredSearch): Promise<boolean> {
  return (await keepSearch(search)).kept;
}

/** recordSearch, saying also whether the search was stale and what the FAQs' rankings are. */
export function keepSearch(search: AnsweredSearch): Promise<KeptSearch> {
  const state = recorder();
  const kept = new Promise<KeptSearch>((resolve, reject) => {
    state.queue.push({ search, kept: resolve, failed: reject });
  });
  state.writer ??= keepQueued(state);
  return kept;
}

/** Settles each queued search of a batch with what became of it. */
function settle(batch: Queued[], { within, stale, rankings }: KeptBatch): void {
  batch.forEach((queued, i) => {
    queued.kept({ kept: within[i] ?? false, stale: stale[i] ?? false, rankings });
  });
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
      settle(batch, await keepSearches(batch.map((queued) => queued.search)));
    } catch (error) {
      if (batch.length === 1 || isDatabaseUnavailable(error)) {
        fail(batch, error);
      } else {
        // One search the database refuses must not fail the others of its batch: each alone.
        for (const queued of batch) {
          await keepSearches([queued.search]).then(
            (alone) => {
              settle([queued], alone);
            },
            (alone: unknown) => {
              fail([queued], alone);
            },
          );
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

async function countAll(state: Recorder): Promise<void> {
  try {
    for (;;) {
      const asked = state.asks;
      while ((await countPendingBatch()) > 0) {
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
