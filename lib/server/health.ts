import "server-only";

import { readFileSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";

import { db } from "@/db/client";
import { errorCode } from "@/db/errors";
import { migrationsFolder } from "@/db/migrate";
import { rowsOf } from "@/lib/search/sql";
import { isShuttingDown } from "@/lib/server/shutdown";

/**
 * What /api/health reports to load balancers: the process is up and not shutting down, the
 * database answers within a few seconds, and every migration in db/migrations is applied. One
 * cheap query, no session.
 */
export interface Health {
  status: "ok" | "unavailable";
  process: "ok" | "stopping";
  database: "ok" | "unreachable" | "timeout";
  migrations: "current" | "pending" | "unknown";
}

/** A database that has not answered by then counts as down: a probe must not hang. */
const DATABASE_TIMEOUT_MS = 3000;

let latestMigration: number | undefined;

/** The `when` of the newest migration in the journal, which drizzle stores as `created_at`. */
function newestMigrationInRepo(): number {
  if (latestMigration === undefined) {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
    ) as { entries: { when: number }[] };
    latestMigration = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return latestMigration;
}

/** The newest applied migration's time, or null when none was ever applied. */
async function newestAppliedMigration(): Promise<number | null> {
  try {
    const [row] = await rowsOf<{ latest: string | null }>(
      db,
      sql`SELECT max(created_at)::text AS latest FROM drizzle.__drizzle_migrations`,
    );
    return row?.latest ? Number(row.latest) : null;
  } catch (error) {
    // 42P01 undefined_table (or 3F000 undefined schema): the database answers but was never migrated.
    if (["42P01", "3F000"].includes(errorCode(error) ?? "")) return null;
    throw error;
  }
}

async function checkDatabase(): Promise<Pick<Health, "database" | "migrations">> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => {
      resolve("timeout");
    }, DATABASE_TIMEOUT_MS);
  });
  try {
    const applied = await Promise.race([newestAppliedMigration(), timeout]);
    if (applied === "timeout") return { database: "timeout", migrations: "unknown" };
    const current = applied !== null && applied >= newestMigrationInRepo();
    return { database: "ok", migrations: current ? "current" : "pending" };
  } catch {
    return { database: "unreachable", migrations: "unknown" };
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(): Promise<Health> {
  const server = isShuttingDown() ? "stopping" : "ok";
  const { database, migrations } = await checkDatabase();
  const ok = server === "ok" && database === "ok" && migrations === "current";
  return { status: ok ? "ok" : "unavailable", process: server, database, migrations };
}
