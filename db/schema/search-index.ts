import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";

import { createdAt, identity, languageCheck, languageColumn, updatedAt } from "./columns";

/**
 * Groups of words that mean the same for search (the Admin screen "Search words"): a search for
 * one word of a group also looks for the others, at query time. Words are stored lower case,
 * without accents, one word each (letters and digits), 2 to 20 to a group.
 */
export const synonymGroups = pgTable(
  "synonym_groups",
  {
    id: identity(),
    /** Issue 28: the language whose search uses the group; a word is in one group per language. */
    language: languageColumn(),
    words: text("words").array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("synonym_groups_words_idx").using("gin", t.words),
    languageCheck("synonym_groups", t.language),
    check("synonym_groups_size", sql`cardinality(${t.words}) between 2 and 20`),
  ],
);

export type SynonymGroup = typeof synonymGroups.$inferSelect;

/**
 * Issue 26: one row whose version moves on with every committed change to what the search reads
 * (the FAQs' question, answer, tags, "also asked as" and archive flag, and the synonym list),
 * whatever made it: the triggers of db/migrations/0017. Each app server keeps the search index in
 * its memory and reads this row before each search: a different version makes it load what
 * changed first (lib/search/store.ts), so every server searches what the database holds.
 */
export const searchIndexVersion = pgTable(
  "search_index_version",
  {
    id: integer("id").primaryKey(),
    version: bigint("version", { mode: "number" }).notNull(),
    /**
     * Issue 41: moves with every committed change to what a search's answer shows but the
     * ranking (db/migrations/0025): the rows each app server holds beside its index
     * (lib/search/faq-rows.ts) answer only while it stands still.
     */
    rowsVersion: bigint("rows_version", { mode: "number" }).notNull().default(1),
  },
  (t) => [check("search_index_version_one_row", sql`${t.id} = 1`)],
);
