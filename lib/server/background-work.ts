import "server-only";

import { after } from "next/server";

/**
 * Work a server does on the database outside any request's answer: the jobs at start and on a
 * timer (lib/server/start.ts) and the tasks a handler leaves for after its answer (a mail).
 * Each is kept here until it settles, so that something that must come after all of it can wait
 * for it: the tests, which empty the tables between tests (tests/helpers/database.ts) and would
 * otherwise deadlock with a read still running, or find its rows in the next test (issue 42).
 * Searches being recorded and Content Gaps runs keep their own turns and are waited for by theirs
 * (lib/server/search-recording.ts, lib/server/content-gap-closer.ts).
 */

interface Work {
  running: Set<Promise<unknown>>;
}

// Next.js evaluates this module once per bundle (instrumentation, route handlers), and tests
// wait from outside any bundle: the process's one set lives on globalThis.
const registry = globalThis as typeof globalThis & Record<symbol, Work | undefined>;
const WORK = Symbol.for("faq-corner.background-work");

function work(): Work {
  return (registry[WORK] ??= { running: new Set() });
}

/** Keeps `task` until it settles; answers it unchanged. */
export function inBackground<T>(task: Promise<T>): Promise<T> {
  const { running } = work();
  running.add(task);
  const forget = () => running.delete(task);
  task.then(forget, forget);
  return task;
}

/**
 * Next's `after`, kept from the moment it is asked for: the task starts once the answer is sent,
 * but whoever waits for the background work waits for it already.
 */
export function afterAnswer(task: () => Promise<unknown>): void {
  let answered: (() => void) | undefined;
  void inBackground(
    new Promise<void>((resolve) => {
      answered = resolve;
    }),
  );
  after(async () => {
    try {
      await task();
    } finally {
      answered?.();
    }
  });
}

/** Resolves once every piece of background work started so far, and any it started, has settled. */
export async function backgroundWorkDone(): Promise<void> {
  const { running } = work();
  while (running.size > 0) await Promise.allSettled([...running]);
}
