import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { SQL } from "drizzle-orm";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { mkdirSync } from "node:fs";
import postgres from "postgres";

import { getDatabaseSettings } from "./config";
import { acquireFolderLock, type FolderLock } from "./folder-lock";
import { pgliteExtensions } from "./pglite-extensions";
import * as schema from "./schema";

/**
 * One code path over two databases (docs/decisions/0001-embedded-pglite-by-default.md):
 * postgres.js against a PostgreSQL server when DATABASE_URL is set, embedded PGlite otherwise.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

interface Connection {
  db: Database;
  mode: "postgres" | "embedded";
  /** Embedded mode: the PGlite instance under `db`. */
  pglite?: PGlite;
  close: () => Promise<void>;
}

// Next.js bundles server code into several layers (route handlers, pages, instrumentation) that
// each evaluate this module; the connection lives on globalThis so a process opens one.
const registry = globalThis as typeof globalThis & Record<symbol, Connection | undefined>;
const CONNECTION = Symbol.for("faq-corner.db.connection");

/**
 * How long a connection waits before it tries PostgreSQL again (seconds): 50 ms, doubling, at most
 * a second, with jitter. postgres.js counts failed attempts across the pool and by default waits
 * up to 20 s (3^n / 100 s); after a restart, queries waiting for a connection then waited that
 * long after the database was back (issue 42, docs/decisions/0054).
 */
function reconnectDelaySeconds(failedAttempts: number): number {
  return Math.min(0.05 * 2 ** failedAttempts, 1) * (0.5 + Math.random() / 2);
}

function connect(): Connection {
  const env = getDatabaseSettings();
  if (env.databaseUrl) {
    const client = postgres(env.databaseUrl, {
      max: 10,
      onnotice: () => undefined,
      connection: { application_name: "faq-corner" },
      backoff: reconnectDelaySeconds,
      // An attempt that hears nothing at all (a host gone, not restarting) fails after 5 s, not 30.
      connect_timeout: 5,
    });
    return {
      db: drizzlePostgres(client, { schema }),
      mode: "postgres",
      close: () => client.end({ timeout: 5 }),
    };
  }

  let lock: FolderLock | undefined;
  let dataDir: string | undefined;
  if (env.pgliteDir !== "memory://") {
    mkdirSync(env.pgliteDir, { recursive: true });
    // PGlite does not lock its folder, and two processes on one folder corrupt it.
    lock = acquireFolderLock(env.pgliteDir);
    dataDir = env.pgliteDir;
  }
  return embedded(new PGlite({ dataDir, extensions: pgliteExtensions }), lock);
}

function embedded(client: PGlite, lock?: FolderLock): Connection {
  return {
    db: drizzlePglite(client, { schema }),
    mode: "embedded",
    pglite: client,
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}

/**
 * Embedded mode: makes `client` the database of this process instead of the one the configuration
 * names, until closeDb(). Tests use it to start from a migrated snapshot (tests/helpers/database.ts)
 * rather than migrating an empty database in every file.
 */
export function openEmbeddedFrom(client: PGlite): void {
  if (registry[CONNECTION])
    throw new Error("openEmbeddedFrom() comes before the database's first use");
  registry[CONNECTION] = embedded(client);
}

function connection(): Connection {
  let current = registry[CONNECTION];
  if (!current) {
    current = connect();
    registry[CONNECTION] = current;
  }
  return current;
}

/**
 * The database. It connects on first use, not on import, so that `next build` and modules that
 * are only imported never open the embedded database.
 */
export const db: Database = new Proxy(Object.create(null) as Database, {
  get(_target, property) {
    const real = connection().db;
    const value: unknown = Reflect.get(real, property, real);
    return typeof value === "function"
      ? (value as (...args: unknown[]) => unknown).bind(real)
      : value;
  },
});

const dialect = new PgDialect();

/**
 * Runs a statement that runs many times a second (keeping a batch of searches, issue 41) the way
 * `db.execute` does, but on PostgreSQL as a named prepared statement: Drizzle sends raw SQL
 * unnamed, so PostgreSQL parses and plans it anew on every run (0.35 ms of planning for the
 * search batch's statement), while postgres.js keeps a named statement on each connection, and
 * PostgreSQL then plans it once. PGlite runs it as `db.execute` does.
 */
export async function executePrepared(query: SQL): Promise<unknown> {
  const { mode, db: real } = connection();
  if (mode !== "postgres") return real.execute(query);
  // The client under this very `db` (tests put the database behind a switch by swapping `db`).
  const client = (real as Database & { $client: postgres.Sql }).$client;
  const { sql: text, params } = dialect.sqlToQuery(query);
  return client.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true });
}

export function databaseMode(): "postgres" | "embedded" {
  return getDatabaseSettings().databaseMode;
}

/**
 * Embedded mode: LISTENs on `channel` of this process's PGlite, which hears the NOTIFY of its own
 * statements (PGlite is one session). Resolves with what stops listening.
 */
export async function listenEmbedded(
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  const { pglite } = connection();
  if (!pglite) throw new Error("listenEmbedded() is for the embedded database");
  return pglite.listen(channel, onPayload);
}

/** Closes the connection, if one was opened; the next use of `db` opens a new one. */
export async function closeDb(): Promise<void> {
  const current = registry[CONNECTION];
  if (!current) return;
  registry[CONNECTION] = undefined;
  await current.close();
}
