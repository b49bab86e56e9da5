/**
 * The database of a test file that needs PostgreSQL whatever TEST_DB says (several app servers on
 * one database): PostgreSQL first (./postgres-only.ts: the suite's, or a cluster of the file's
 * own), then the file's database on it (./database.ts), one after the other, which static imports
 * with top-level await do not promise. Call it at the top level of the test file, before
 * importing anything that reads the configuration.
 */
import { after } from "node:test";

export async function postgresOnlyDatabase(): Promise<typeof import("./database")> {
  const { stopOwnPostgres } = await import("./postgres-only");
  const database = await import("./database");
  // Registered after the database's own after(), which drops the file's database first.
  after(stopOwnPostgres);
  return database;
}
