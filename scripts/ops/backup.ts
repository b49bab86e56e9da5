/**
 * Backups of either database (`npm run db:backup`, `npm run db:restore`; README "Backups",
 * docs/decisions/0015-backups.md):
 * - PostgreSQL (DATABASE_URL): pg_dump's custom format, restored with pg_restore in one
 *   transaction;
 * - embedded PGlite: PGlite's own dump of its data folder (a .tar.gz), restored by loading it into
 *   a new folder that then takes the old one's place. The server must be stopped: the folder lock
 *   (db/folder-lock.ts) refuses a second process.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, openSync, readSync, closeSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";

import { pgliteExtensions } from "@/db/pglite-extensions";

import { CommandError } from "./run";

const run = promisify(execFile);

export type BackupKind = "postgres" | "embedded";

/** What a backup file holds, from its first bytes: pg_dump's custom format or a gzip'd tar. */
export function backupKind(file: string): BackupKind | undefined {
  const head = Buffer.alloc(5);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString("latin1") === "PGDMP") return "postgres";
  if (head[0] === 0x1f && head[1] === 0x8b) return "embedded";
  return undefined;
}

/** `$DATA_DIR/backups/faq-corner-<kind>-<UTC time>.<ext>` */
export function defaultBackupFile(dataDir: string, kind: BackupKind): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*$/, "Z");
  const extension = kind === "postgres" ? "dump" : "tar.gz";
  return path.join(dataDir, "backups", `faq-corner-${kind}-${stamp}.${extension}`);
}

/** The parent folder of a new backup file, which must not exist yet. */
export function prepareBackupFile(file: string): void {
  if (existsSync(file)) {
    throw new CommandError(`${file} exists already; name another file (nothing was written).`);
  }
  mkdirSync(path.dirname(file), { recursive: true });
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Rows per table of the public schema, by name; empty when there are no tables. */
export async function tableCounts(query: Query): Promise<Record<string, number>> {
  const tables = await query(
    `SELECT c.relname AS name FROM pg_class c
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const quoted = `"${String(name).replace(/"/g, '""')}"`;
    const [row] = await query(`SELECT count(*)::int AS n FROM public.${quoted}`);
    counts[String(name)] = Number(row?.n ?? 0);
  }
  return counts;
}

/** "54 faqs, 2 users, …" for the operator. */
export function describeCounts(counts: Record<string, number>): string {
  const shown = ["faqs", "users", "search_queries", "search_events", "audit_events"]
    .filter((table) => table in counts)
    .map((table) => `${String(counts[table])} ${table}`);
  return shown.length > 0 ? shown.join(", ") : "no tables";
}

export const hasRows = (counts: Record<string, number>) => Object.values(counts).some((n) => n > 0);

// --- PostgreSQL ---------------------------------------------------------------------------

/** A client tool of PostgreSQL: from PG_BIN when it is set, otherwise from the PATH. */
function tool(name: "pg_dump" | "pg_restore"): string {
  return process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name;
}

/**
 * The connection for libpq's tools: the URL without its password (a command line is visible to
 * every user of the machine), and the password in PGPASSWORD.
 */
function libpqConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return {
    url: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Host, port and database of a URL, for messages (never its password). */
export function describeServer(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || "5432"}${url.pathname}`;
}

export async function runPgTool(
  name: "pg_dump" | "pg_restore",
  args: string[],
  databaseUrl: string,
) {
  const { url, env } = libpqConnection(databaseUrl);
  try {
    await run(tool(name), [...args, "--no-password", `--dbname=${url}`], {
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { code, stderr } = error as { code?: string | number; stderr?: string };
    if (code === "ENOENT") {
      throw new CommandError(
        `${name} was not found: install PostgreSQL's client tools (the server's major version or newer), or set PG_BIN to their folder.`,
      );
    }
    const reason = (stderr ?? String(error)).trim().split("\n").slice(-5).join(" ");
    throw new CommandError(`${name} failed: ${reason}`);
  }
}

/** Runs `work` over a connection to the server at `databaseUrl`, then closes it. */
export async function withPostgres<T>(
  databaseUrl: string,
  work: (sql: postgres.Sql) => Promise<T>,
): Promise<T> {
  const sql = postgres(databaseUrl, {
    max: 1,
    onnotice: () => undefined,
    connection: { application_name: "faq-corner-backup" },
  });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export const postgresQuery =
  (sql: postgres.Sql): Query =>
  async (text) =>
    Array.from(await sql.unsafe<Record<string, unknown>[]>(text));

// --- Embedded PGlite ----------------------------------------------------------------------

/** Opens the embedded database in `dataDir` (or loads `load` into it), as the app opens it. */
export async function openPglite(dataDir: string, load?: Blob): Promise<PGlite> {
  const pg = new PGlite({ dataDir, extensions: pgliteExtensions, loadDataDir: load });
  await pg.waitReady;
  return pg;
}

export const pgliteQuery =
  (pg: PGlite): Query =>
  async (text) =>
    (await pg.query<Record<string, unknown>>(text)).rows;

/** Whether `folder` holds an embedded database. */
export const isPgliteFolder = (folder: string) => existsSync(path.join(folder, "PG_VERSION"));
