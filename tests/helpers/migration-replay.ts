/**
 * The migrations of db/migrations replayed one statement at a time on an empty database of the
 * test's own (PGlite in memory, or a new database on the suite's PostgreSQL server), so that a
 * test can write rows as an older release kept them and check what a later migration makes of
 * them. Import ./database first, as every test file does.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";

import { pgliteExtensions } from "@/db/pglite-extensions";

import { engine } from "./database";
import { scratchDatabase } from "../../harness/scratch-database";

const FOLDER = path.join(process.cwd(), "db", "migrations");

export interface MigrationStatements {
  /** The statements of the migrations before the one whose tag starts with `tag`. */
  before: (tag: string) => string[];
  /** The statements of that migration and of every later one. */
  from: (tag: string) => string[];
}

/** Every migration's statements, in the order of the journal, split where drizzle-kit splits. */
export async function migrationStatements(): Promise<MigrationStatements> {
  const journal = JSON.parse(
    await readFile(path.join(FOLDER, "meta", "_journal.json"), "utf8"),
  ) as {
    entries: { tag: string }[];
  };
  const migrations = await Promise.all(
    journal.entries.map(async ({ tag }) => ({
      tag,
      statements: (await readFile(path.join(FOLDER, `${tag}.sql`), "utf8"))
        .split("--> statement-breakpoint")
        .map((statement) => statement.trim())
        .filter((statement) => statement !== ""),
    })),
  );
  const at = (tag: string) => {
    const index = migrations.findIndex((migration) => migration.tag.startsWith(tag));
    if (index < 0) throw new Error(`no migration ${tag}`);
    return index;
  };
  return {
    before: (tag) => migrations.slice(0, at(tag)).flatMap((migration) => migration.statements),
    from: (tag) => migrations.slice(at(tag)).flatMap((migration) => migration.statements),
  };
}

/** Runs SQL text (one or more statements) and answers the rows of the last. */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

/** An empty database on the engine of the run, for `work`, removed afterwards. */
export async function withEmptyDatabase(work: (run: RunSql) => Promise<void>): Promise<void> {
  if (engine === "pglite") {
    const pg = new PGlite({ extensions: pgliteExtensions });
    try {
      await work(async (text) => {
        const results = await pg.exec(text);
        return results.at(-1)?.rows ?? [];
      });
    } finally {
      await pg.close();
    }
    return;
  }
  const scratch = await scratchDatabase({ migrated: false });
  const sql = postgres(scratch.url, { max: 1, onnotice: () => undefined });
  try {
    await work(async (text) => {
      const result: unknown = await sql.unsafe(text).simple();
      const last: unknown =
        Array.isArray(result) && Array.isArray(result.at(-1)) ? result.at(-1) : result;
      return Array.from(last as Record<string, unknown>[]);
    });
  } finally {
    await sql.end();
    await scratch.drop();
  }
}
