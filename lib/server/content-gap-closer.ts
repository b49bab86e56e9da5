import "server-only";

import { closeAnsweredSearches } from "@/lib/data/content-gaps";
import { answerVisitorQuestions } from "@/lib/data/question-mail";
import { log } from "@/lib/server/log";

/**
 * Content Gaps (issue 16, docs/decisions/0025): an FAQ added, edited or restored may answer
 * searches that found nothing. Finding out re-runs up to 100 of them, so it is done just after
 * the write's answer is sent, not while the editor waits. One run per process at a time: asked
 * again while it runs, it runs once more afterwards, which covers every write before it.
 *
 * Lost to a crash, nothing is wrong for long: the next FAQ write re-runs the same searches, and
 * a visitor's search that finds the FAQ closes its entry too.
 *
 * Issue 39: each run then answers the visitors' questions the writes answered, and mails the
 * addresses waiting for them (lib/data/question-mail.ts); the hourly sweep catches what a crash
 * left.
 */

interface Closer {
  /** The run of the moment. */
  running: Promise<void> | undefined;
  /** Times a run was asked for: asked again while one ran, it runs once more. */
  asks: number;
  /**
   * Runs reserved by a write whose answer is not sent yet (reserveClosing), each settled when its
   * run is asked for.
   */
  reserved: Set<Promise<void>>;
}

// Route handlers of different bundles share the process's one closer, and tests wait for it.
const registry = globalThis as typeof globalThis & Record<symbol, Closer | undefined>;
const CLOSER = Symbol.for("faq-corner.content-gap-closer");

function closer(): Closer {
  registry[CLOSER] ??= { running: undefined, asks: 0, reserved: new Set() };
  return registry[CLOSER];
}

/**
 * Closes the searches that FAQ writes so far answer; resolves when done. Writes call it once
 * their answer is sent (lib/api/faq-writes.ts).
 */
export function closeAnsweredSearchesInTurn(): Promise<void> {
  const state = closer();
  state.asks += 1;
  if (state.running) return state.running;
  state.running = (async () => {
    let covered: number;
    do {
      covered = state.asks;
      try {
        await closeAnsweredSearches();
      } catch (error) {
        log("error", "content gaps: answered searches not closed", {
          error: (error as Error).message,
        });
      }
      try {
        await answerVisitorQuestions();
      } catch (error) {
        log("error", "content gaps: answered questions not mailed", {
          error: (error as Error).message,
        });
      }
    } while (state.asks !== covered);
    // In the same step as the last check of `asks`: a later ask starts a new run.
    state.running = undefined;
  })();
  return state.running;
}

/**
 * Reserves a run during the write's request, so that answeredSearchesClosed() waits for it even
 * before it starts; the task returned starts it (after the answer is sent).
 */
export function reserveClosing(): () => Promise<void> {
  const state = closer();
  let asked: () => void = () => undefined;
  const reservation = new Promise<void>((resolve) => {
    asked = resolve;
  });
  state.reserved.add(reservation);
  return () => {
    state.reserved.delete(reservation);
    // The run is asked for in the same step, so whoever the reservation wakes finds it running.
    asked();
    return closeAnsweredSearchesInTurn();
  };
}

/** Resolves once every closing asked for or reserved so far has run. */
export async function answeredSearchesClosed(): Promise<void> {
  const state = closer();
  while (state.running ?? state.reserved.size > 0) {
    await (state.running ?? Promise.race(state.reserved));
  }
}
