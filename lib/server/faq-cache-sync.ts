import "server-only";

import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";

import postgres from "postgres";

import { listenEmbedded } from "@/db/client";
import { getEnv } from "@/lib/server/env";
import { log } from "@/lib/server/log";

/**
 * Every app server keeps the public FAQ pages in its own Next.js cache, and revalidatePath()
 * clears only the cache of the process that calls it. So every change to the FAQs, whatever makes
 * it (a write through any app server, `npm run db:seed`, a migration, SQL typed by hand), is
 * announced on a channel by a trigger of the faqs table (db/migrations/0014), and every server
 * listens to that channel from start-up and clears its own cache when it hears it
 * (docs/decisions/0011-several-app-servers.md, 0030-cache-follows-every-write.md). On PostgreSQL
 * the listener has a connection of its own; in embedded mode it listens on the process's PGlite,
 * which hears the statements of the server itself, operator commands included (they run inside
 * the server while it has the database: lib/server/operator-door.ts).
 *
 * The server that made a write also clears its cache in the request itself (faq-cache.ts), so
 * that its very next page is fresh; hearing the trigger then clears it once more, which costs one
 * render and keeps a single path for every write.
 *
 * revalidatePath() works only inside a request (it needs Next's work store, and throws
 * "static generation store missing" anywhere else), so the listener asks its own server to do it,
 * over loopback, at REVALIDATE_PATH with a secret that only this process knows.
 */

/** Announced by the trigger of faqs (payload `faqs`), and by `npm run db:restore` (`restored`). */
export const CHANNEL = "faq_pages_changed";
export const REVALIDATE_PATH = "/internal/revalidate-faq-pages";
export const REVALIDATE_SECRET_HEADER = "x-faq-corner-revalidate";

/** How often the listener proves it still hears the channel, and how long it waits for that. */
const PING_EVERY_MS = 5_000;
const PING_TIMEOUT_MS = 3_000;
/** Waits between attempts to reach PostgreSQL again, or this server's own revalidation route. */
const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

interface SyncState {
  /** Names this process's pings, so that it knows its own. */
  instance: string;
  /** Proves to REVALIDATE_PATH that the request comes from this process. */
  secret: string;
  started: boolean;
  /** Revalidations asked for so far; one run covers every one asked for before it began. */
  revalidationsAsked: number;
  revalidating: boolean;
  /** Set at shutdown: the listener ends its connection and does not come back. */
  stopping: boolean;
  /** The listening connection of the moment. */
  client: postgres.Sql | undefined;
  /** Embedded mode: stops listening on the process's PGlite. */
  unlisten: (() => Promise<void>) | undefined;
}

// Next.js bundles the route handlers and instrumentation apart, and each evaluates this module:
// the state of the process lives on globalThis.
const registry = globalThis as typeof globalThis & Record<symbol, SyncState | undefined>;
const STATE = Symbol.for("faq-corner.faq-cache-sync");

function state(): SyncState {
  registry[STATE] ??= {
    instance: randomUUID(),
    secret: randomBytes(32).toString("base64url"),
    started: false,
    revalidationsAsked: 0,
    revalidating: false,
    stopping: false,
    client: undefined,
    unlisten: undefined,
  };
  return registry[STATE];
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Whether a request to REVALIDATE_PATH comes from this very process. */
export function isOwnRevalidationRequest(request: Request): boolean {
  const given = Buffer.from(request.headers.get(REVALIDATE_SECRET_HEADER) ?? "");
  const expected = Buffer.from(state().secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Clears this server's cached FAQ pages through its own revalidation route. Calls that arrive
 * while one is under way are folded into one more run after it, which sees every write so far.
 */
function revalidateHere(port: string): void {
  const current = state();
  current.revalidationsAsked += 1;
  if (current.revalidating) return;
  current.revalidating = true;
  void (async () => {
    let covered = 0;
    while (covered < current.revalidationsAsked) {
      covered = current.revalidationsAsked;
      await requestRevalidation(port, current.secret);
    }
    current.revalidating = false;
  })();
}

async function requestRevalidation(port: string, secret: string): Promise<void> {
  let lastError = "";
  for (const wait of [0, ...RETRY_MS, ...RETRY_MS]) {
    await sleep(wait);
    try {
      const response = await fetch(`http://127.0.0.1:${port}${REVALIDATE_PATH}`, {
        method: "POST",
        headers: { [REVALIDATE_SECRET_HEADER]: secret },
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) return;
      lastError = `status ${String(response.status)}`;
    } catch (error) {
      lastError = message(error);
    }
  }
  log("error", "could not clear this server's cached FAQ pages", { error: lastError });
}

/**
 * Listens for FAQ changes from start-up on (instrumentation). Only server.mjs knows the port its
 * own revalidation route answers on (it sets PORT); a server embedded in a test process needs no
 * broadcast, nor does a throw-away in-memory database.
 *
 * On PostgreSQL, on every (re)connection this server also clears its cache: writes made while it
 * was not listening went unheard. (Pages rendered by an earlier run of the server, which Next
 * keeps on disk, are rendered again anyway: lib/server/csp-cache-handler.mjs.)
 */
export async function startFaqCacheSync(): Promise<void> {
  const env = getEnv();
  const port = process.env.PORT;
  const current = state();
  if (!port || current.started) return;
  if (env.databaseUrl) {
    current.started = true;
    void listen(env.databaseUrl, port, current);
  } else if (env.pgliteDir !== "memory://") {
    current.started = true;
    current.unlisten = await listenEmbedded(CHANNEL, () => {
      revalidateHere(port);
    });
    log("info", "listening for FAQ changes on the embedded database", { port });
  }
}

/**
 * A connection of its own, LISTENing on the channel and checked every few seconds with a ping it
 * must hear back. postgres.js reconnects a broken LISTEN by itself, but not when PostgreSQL is
 * still down at that moment; so a connection that stops hearing is replaced by a new one.
 */
async function listen(databaseUrl: string, port: string, current: SyncState): Promise<void> {
  let failures = 0;
  while (!stopped(current)) {
    const client = postgres(databaseUrl, {
      max: 1,
      onnotice: () => undefined,
      connection: { application_name: "faq-corner-cache-sync" },
    });
    current.client = client;
    let heard: (() => void) | undefined;
    const ping = `ping:${current.instance}`;
    try {
      await client.listen(
        CHANNEL,
        (payload) => {
          if (payload === ping) heard?.();
          else if (!payload.startsWith("ping:")) revalidateHere(port);
        },
        () => {
          log("info", "listening for FAQ changes on PostgreSQL", { port });
          revalidateHere(port);
        },
      );
      failures = 0;
      for (;;) {
        const answered = new Promise<boolean>((resolve) => {
          heard = () => {
            resolve(true);
          };
          setTimeout(resolve, PING_TIMEOUT_MS, false).unref();
        });
        await client`SELECT pg_notify(${CHANNEL}, ${ping})`;
        if (!(await answered)) throw new Error("the listening connection no longer hears");
        await sleep(PING_EVERY_MS);
      }
    } catch (error) {
      // Once per outage: the next line in the log is "listening" again.
      if (failures === 0 && !stopped(current)) {
        log("warn", "lost the channel of FAQ changes; connecting again until PostgreSQL answers", {
          error: message(error),
        });
      }
    }
    heard = undefined;
    await client.end({ timeout: 1 }).catch(() => undefined);
    if (stopped(current)) return;
    await sleep(RETRY_MS[Math.min(failures, RETRY_MS.length - 1)] ?? 5_000);
    failures += 1;
  }
}

/** Read through a call: shutdown sets it while the listener awaits. */
const stopped = (current: SyncState) => current.stopping;

/** Ends the listening connection for good (graceful shutdown, lib/server/shutdown.ts). */
export async function stopFaqCacheSync(): Promise<void> {
  const current = state();
  current.stopping = true;
  await current.client?.end({ timeout: 1 }).catch(() => undefined);
  await current.unlisten?.().catch(() => undefined);
}
