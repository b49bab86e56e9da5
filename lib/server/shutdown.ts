import "server-only";

import { closeDb } from "@/db/client";
import { log } from "@/lib/server/log";

/**
 * Graceful shutdown on SIGTERM and SIGINT. server.mjs handles these signals itself, as `next
 * start` does (next/dist/server/lib/start-server.js): it stops accepting connections, lets the requests in
 * flight and their `after()` work finish, then calls `process.exit(128 + signal)`. What it cannot
 * know is that the database must close last: PGlite writes its files consistently only on
 * `close()`, and postgres.js should end its connections rather than drop them. So once a signal
 * has come, the exit that Next asks for first closes the database, then ends the process with 0.
 * Meanwhile /api/health answers 503, so that a balancer still holding a connection stops sending.
 */

/** A request still running after this long does not hold the shutdown up for ever. */
const SHUTDOWN_DEADLINE_MS = 25_000;

/** The exit codes `next start` asks for once it has drained its requests after a signal. */
const SIGNAL_EXIT_CODES = new Set([128, 130, 143]);

interface ShutdownState {
  installed: boolean;
  /** The signal that started the shutdown, once one has. */
  signal: NodeJS.Signals | undefined;
}

// Next.js evaluates this module in several bundles (instrumentation, route handlers): the state
// of the process lives on globalThis.
const registry = globalThis as typeof globalThis & Record<symbol, ShutdownState | undefined>;
const STATE = Symbol.for("faq-corner.shutdown");

function state(): ShutdownState {
  return (registry[STATE] ??= { installed: false, signal: undefined });
}

/** Whether a signal has asked this process to stop (it is finishing its requests). */
export function isShuttingDown(): boolean {
  return state().signal !== undefined;
}

/**
 * Closes what holds the database: the FAQ change listener (PostgreSQL), then, once the searches
 * answered are counted (docs/decisions/0013; a failure leaves them for the next start), the
 * connection.
 */
async function closeDatabase(): Promise<void> {
  const { stopFaqCacheSync } = await import("@/lib/server/faq-cache-sync");
  await stopFaqCacheSync();
  const { searchesRecorded } = await import("@/lib/server/search-recording");
  await searchesRecorded();
  await closeDb();
}

export function installGracefulShutdown(): void {
  const current = state();
  if (current.installed) return;
  current.installed = true;
  const onSignal = (signal: NodeJS.Signals) => {
    if (current.signal) return;
    current.signal = signal;
    log("info", "shutting down: finishing the requests in flight", { signal });

    // Only our own listener: nothing drains requests (a custom server, NEXT_MANUAL_SIG_HANDLE).
    // Close the database, then let the signal end the process as it would have.
    if (process.listenerCount(signal) <= 1) {
      void closeDatabase()
        .catch(() => undefined)
        .finally(() => {
          process.removeListener(signal, onSignal);
          process.kill(process.pid, signal);
        });
      return;
    }

    const exit = process.exit.bind(process);
    let closing: Promise<void> | undefined;
    // `code` is what the exit asked for: Next's 128 + signal after a drain becomes 0, anything
    // else (a failure elsewhere meanwhile) is kept.
    const closeThenExit = (code: number) =>
      (closing ??= closeDatabase().then(
        () => {
          log("info", "shut down: database closed", { signal });
          exit(code);
        },
        (error: unknown) => {
          log("error", "shut down: closing the database failed", { signal, error });
          exit(1);
        },
      ));
    process.exit = ((code?: number | string | null) => {
      const asked = Number(code ?? process.exitCode ?? 0);
      void closeThenExit(SIGNAL_EXIT_CODES.has(asked) ? 0 : asked);
    }) as typeof process.exit;
    setTimeout(() => {
      log("warn", "shutting down: requests still in flight, closing anyway", {
        signal,
        afterMs: SHUTDOWN_DEADLINE_MS,
      });
      void closeThenExit(1);
    }, SHUTDOWN_DEADLINE_MS);
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
