import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import path from "node:path";

import { databaseMode, db } from "./client";
import type * as schema from "./schema";

export const migrationsFolder = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  "db",
  "migrations",
);

/**
 * Applies every pending migration in db/migrations to the configured database. The backfills that
 * SQL cannot do (issue 17: the reading grades) are lib's: lib/data/reading-grades.ts
 * migrateAndBackfill runs both.
 */
export async function migrateToLatest(): Promise<void> {
  if (databaseMode() === "embedded") {
    await migratePglite(db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder });
  } else {
    await migratePostgres(db as unknown as PostgresJsDatabase<typeof schema>, { migrationsFolder });
  }
}
