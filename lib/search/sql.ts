import "server-only";

import type { SQL } from "drizzle-orm";

import { type Database, executePrepared } from "@/db/client";

/** What a raw query runs on: the database or a transaction. */
export type Executor = Pick<Database, "execute" | "select">;

/** The rows of a raw query, whichever driver answered (postgres.js an array, PGlite an object). */
export async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  return rowsIn<T>(await executor.execute(query));
}

/** rowsOf(db, query) for a statement run many times a second: prepared on PostgreSQL. */
export async function preparedRowsOf<T>(query: SQL): Promise<T[]> {
  return rowsIn<T>(await executePrepared(query));
}

function rowsIn<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
