import "server-only";

import { inBackground } from "@/lib/server/background-work";
import { getEnv } from "@/lib/server/env";
import { log } from "@/lib/server/log";

/** Start-up of a Node.js server process (instrumentation.ts). */
export async function startServer(): Promise<void> {
  try {
    const env = getEnv();
    if (env.nodeEnv === "production" && process.env.FAQ_FRONT_DOOR !== "1") {
      throw new Error(
        "Start the site with `npm start` (server.mjs): `next start` cannot tell a client's address from one the client wrote itself",
      );
    }
    // SIGTERM and SIGINT finish the requests in flight, then close the database (lib/server/shutdown.ts).
    const { installGracefulShutdown } = await import("@/lib/server/shutdown");
    installGracefulShutdown();
    if (env.databaseMode === "embedded") {
      const { migrateAndBackfill } = await import("@/lib/data/reading-grades");
      await migrateAndBackfill();
      log("info", "embedded database ready", { pgliteDir: env.pgliteDir });
      if (env.pgliteDir !== "memory://") {
        warnEmbeddedDurability(env.pgliteDir);
        // Operator commands run while the server has the database are done by the server.
        const { openOperatorDoor } = await import("@/lib/server/operator-door");
        if (process.env.PORT) openOperatorDoor(env.pgliteDir, Number(process.env.PORT));
      }
    }
    // Every change to the FAQs, by any server or command, clears the cached FAQ pages.
    const { startFaqCacheSync } = await import("@/lib/server/faq-cache-sync");
    await startFaqCacheSync();
    schedulePurgeOfRateLimits();
    scheduleQuestionMail();
    // Searches kept but not counted when a server stopped (docs/decisions/0013): counted now.
    const { countPendingSearches } = await import("@/lib/server/search-recording");
    void countPendingSearches();
    // Issue 26: the search index in memory, built before the first visitor searches.
    const { warmSearchIndex } = await import("@/lib/search/store");
    void inBackground(
      warmSearchIndex().catch((error: unknown) => {
        log("error", "search index not built yet", { error: (error as Error).message });
      }),
    );
  } catch (error) {
    // The reason alone (a ConfigError names the variable), as one JSON line like every other.
    log("error", `start failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

/** How often each server deletes the rate-limit rows that no longer limit anything. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

function schedulePurgeOfRateLimits(): void {
  const purge = async () => {
    const { purgeRateLimits } = await import("@/lib/data/rate-limits");
    const deleted = await purgeRateLimits();
    if (deleted > 0) log("info", "old rate-limit rows deleted", { deleted });
  };
  const run = () => {
    void inBackground(
      purge().catch((error: unknown) => {
        log("warn", "could not delete old rate-limit rows", { error });
      }),
    );
  };
  run();
  setInterval(run, PURGE_EVERY_MS).unref();
}

/** Issue 39: how often each server mails answered questions and deletes old addresses. */
const QUESTION_MAIL_EVERY_MS = 60 * 60 * 1000;

/**
 * Issue 39 (lib/data/question-mail.ts): at start and every hour, the mails a day's limit held
 * back or a crash left, and the addresses past their 90 days. Safe on several servers at once.
 */
function scheduleQuestionMail(): void {
  const run = () => {
    void inBackground(
      import("@/lib/data/question-mail")
        .then(({ sweepQuestionMail }) => sweepQuestionMail())
        .catch((error: unknown) => {
          log("warn", "could not mail answered questions", {
            error: error instanceof Error ? error.message : String(error),
          });
        }),
    );
  };
  run();
  setInterval(run, QUESTION_MAIL_EVERY_MS).unref();
}

/**
 * PGlite writes its files without ever flushing them to disk (its file system has no fsync):
 * acknowledged writes survive a killed server (tests/crash-safety.test.ts) but not a power cut
 * or a crash of the machine. Said at every start, with what to use instead (README "Embedded
 * database").
 */
function warnEmbeddedDurability(pgliteDir: string): void {
  log("warn", "The embedded database is for trying the site and for single-user development", {
    pgliteDir,
    durability:
      "Changes survive a crash of the server but are not safe from a power cut or a crash of the machine: PGlite never flushes its files to disk.",
    instead: "Set DATABASE_URL to a PostgreSQL server for any site people rely on.",
  });
}
