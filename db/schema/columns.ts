import { type SQL, sql } from "drizzle-orm";
import { bigint, check, integer, type PgColumn, text, timestamp } from "drizzle-orm/pg-core";

import { LANGUAGES } from "./languages";

/** Column types, stamps and checks that several tables share. */

/** The row's own number, given by the database. */
export const identity = () => integer("id").primaryKey().generatedAlwaysAsIdentity();
/** The same for tables that gain a row per search or vote, past what an integer holds. */
export const bigIdentity = () =>
  bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity();

/** A point in time, kept with its time zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });
/** A point in time that the insert stamps. */
export const stampedMoment = (name: string) => moment(name).notNull().defaultNow();

export const createdAt = () => stampedMoment("created_at");
export const updatedAt = () => stampedMoment("updated_at");

/** A list of values as SQL literals, for a CHECK that a text column holds one of them. */
export const quoted = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v}'`).join(", "));

/** CHECK `name`: the column holds one of `values`. */
export const oneOf = (name: string, column: PgColumn | SQL, values: readonly string[]) =>
  check(name, sql`${column} in (${quoted(values)})`);

/**
 * The language a row belongs to (a revision, a vote, a search, a group of search words): rows made
 * before issue 28 are all English (db/migrations/0019).
 */
export const languageColumn = () => text("language", { enum: LANGUAGES }).notNull().default("en");
/** The CHECK of a languageColumn: `{table}_language`. */
export const languageCheck = (table: string, column: PgColumn) =>
  oneOf(`${table}_language`, column, LANGUAGES);
