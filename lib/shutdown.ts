import "server-only";

import { closeDb } from "@/db/client";
import { log } from "@/lib/log";

/**
 * Graceful shutdown on SIGTERM and SIGINT. `next start` handles these signals itself
 * (next/dist/server/lib/start-server.js): it stops accepting connections, lets the requests in
 * flight and their `after()` work finish, then calls `process.exit(128 + signal)`. What it cannot
 * know is that the database must close last: PGlite writes its files consistently only on
 * `close()`, and postgres.js should end its connections rather than drop them. So once a signal
 * has come, the exit that Next asks for first closes the database, then ends the process with 0.
 */

/** A request still running after this long does not hold the shutdown up for ever. */
const SHUTDOWN_DEADLINE_MS = 25_000;

const INSTALLED = Symbol.for("faq-corner.shutdown.installed");
const registry = globalThis as typeof globalThis & Record<symbol, boolean | undefined>;

export function installGracefulShutdown(): void {
  if (registry[INSTALLED]) return;
  registry[INSTALLED] = true;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log("info", "shutting down: finishing the requests in flight", { signal });
    const exit = process.exit.bind(process);
    let closing: Promise<void> | undefined;
    const closeThenExit = () =>
      (closing ??= closeDb().then(
        () => {
          log("info", "shut down: database closed", { signal });
          exit(0);
        },
        (error: unknown) => {
          log("error", "shut down: closing the database failed", { signal, error });
          exit(1);
        },
      ));

    // Only our own listener: nothing drains requests (a custom server, NEXT_MANUAL_SIG_HANDLE).
    // Close the database, then let the signal end the process as it would have.
    if (process.listenerCount(signal) <= 1) {
      void closeDb()
        .catch(() => undefined)
        .finally(() => {
          process.removeListener(signal, onSignal);
          process.kill(process.pid, signal);
        });
      return;
    }
    process.exit = (() => {
      void closeThenExit();
    }) as typeof process.exit;
    setTimeout(() => {
      log("warn", "shutting down: requests still in flight, closing anyway", {
        signal,
        afterMs: SHUTDOWN_DEADLINE_MS,
      });
      void closeThenExit();
    }, SHUTDOWN_DEADLINE_MS);
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
