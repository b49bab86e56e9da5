import "server-only";

import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";

import { sql } from "drizzle-orm";
import postgres from "postgres";

import { db } from "@/db/client";
import { getEnv } from "@/lib/server/env";
import { log } from "@/lib/server/log";

/**
 * Several app servers on one PostgreSQL (docs/decisions/0011-several-app-servers.md). Each server
 * keeps the public FAQ pages in its own Next.js cache, and revalidatePath() clears only the cache
 * of the process that calls it. So every FAQ write is announced on a PostgreSQL channel, and every
 * server listens to that channel from start-up and clears its own cache when another one writes.
 *
 * revalidatePath() works only inside a request (it needs Next's work store, and throws
 * "static generation store missing" anywhere else), so the listener asks its own server to do it,
 * over loopback, at REVALIDATE_PATH with a secret that only this process knows.
 */

/** Also announced by `npm run db:restore`, so that every server clears its cached pages. */
export const CHANNEL = "faq_pages_changed";
export const REVALIDATE_PATH = "/internal/revalidate-faq-pages";
export const REVALIDATE_SECRET_HEADER = "x-faq-corner-revalidate";

/** How often the listener proves it still hears the channel, and how long it waits for that. */
const PING_EVERY_MS = 5_000;
const PING_TIMEOUT_MS = 3_000;
/** Waits between attempts to reach PostgreSQL again, or this server's own revalidation route. */
const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

interface SyncState {
  /** Names this process in its announcements, so that it skips its own. */
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
  };
  return registry[STATE];
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Tells the other app servers that the FAQ pages changed. Called after a write is saved (and
 * committed), so a server that hears it renders the new content. Embedded mode is one process.
 */
export function announceFaqPagesChanged(): void {
  if (getEnv().databaseMode !== "postgres") return;
  db.execute(sql`SELECT pg_notify(${CHANNEL}, ${state().instance})`).catch((error: unknown) => {
    log("error", "could not tell the other app servers that an FAQ changed", {
      error: message(error),
    });
  });
}

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
 * Listens for FAQ changes made through the other app servers, from start-up on (instrumentation).
 * Only server.mjs knows the port its own revalidation route answers on (it sets PORT); a server
 * embedded in a test process is the only one on its database and needs no broadcast.
 *
 * On every (re)connection this server also clears its cache: writes made while it was not
 * listening went unheard, and pages from its previous run, which Next keeps on disk, may be old.
 */
export function startFaqCacheSync(): void {
  const env = getEnv();
  const port = process.env.PORT;
  const current = state();
  if (!env.databaseUrl || !port || current.started) return;
  current.started = true;
  void listen(env.databaseUrl, port, current);
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
          else if (payload !== current.instance && !payload.startsWith("ping:")) {
            revalidateHere(port);
          }
        },
        () => {
          log("info", "listening for FAQ changes made through other app servers", { port });
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
}
