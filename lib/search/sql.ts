import "server-only";

import type { SQL } from "drizzle-orm";

import { type Database, executePrepared } from "@/db/client";

/** What a raw query runs on: the database or a transaction. */
export type Executor = Pick<Database, "execute" | "select">;

/** The rows of a raw query, whichever driver answered (postgres.js an array, PGlite an object). */
export async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await executor.execute(query);
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** rowsOf(db, query) for a statement run many times a second: prepared on PostgreSQL. */
export async function preparedRowsOf<T>(query: SQL): Promise<T[]> {
  const result = await executePrepared(query);
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
