import "server-only";

import { type SQL, sql } from "drizzle-orm";

import type { Database } from "@/db/client";

/** What the search's queries run on: the database or a transaction. */
export type Executor = Pick<Database, "execute" | "select">;

/** A SQL array of parameters (Drizzle would spread a bare array into a list). */
export function sqlArray(values: (string | number | null)[], type: "text" | "float8"): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}::${sql.raw(type)}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}

export async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await executor.execute(query);
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** A tsquery of lexemes (all from the database's own parser or the vocabulary), one weight. */
export function tsqueryText(
  lexemes: { lexeme: string; prefix: boolean }[],
  weight: string,
): string {
  return lexemes
    .map(({ lexeme, prefix }) => {
      const flags = `${prefix ? "*" : ""}${weight}`;
      const quoted = `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
      return flags ? `${quoted}:${flags}` : quoted;
    })
    .join(" | ");
}
