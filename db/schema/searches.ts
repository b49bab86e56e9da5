import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  unique,
  varchar,
} from "drizzle-orm/pg-core";

import {
  bigIdentity,
  createdAt,
  identity,
  languageCheck,
  languageColumn,
  moment,
  stampedMoment,
} from "./columns";

/**
 * One row per distinct normalised search text, with running totals so that the User Searches
 * screen can order and page without aggregating every event (docs/api.md §6).
 * Anonymous by design (docs/product.md §2 privacy policy): no IP address, user or cookie is ever
 * kept.
 */
export const searchQueries = pgTable(
  "search_queries",
  {
    id: identity(),
    /** Issue 28: the language of the page searched from; one row per language and text. */
    language: languageColumn(),
    /** Normalised: trimmed, lower case, single spaces. */
    search: varchar("search", { length: 200 }).notNull(),
    totalSearches: integer("total_searches").notNull().default(0),
    lastSearchedAt: moment("last_searched_at").notNull(),
    /** UTC day of lastSearchedAt: order 2 sorts by day, then by popularity. */
    lastSearchedOn: date("last_searched_on", { mode: "string" }).notNull(),
    lastResultCount: integer("last_result_count").notNull().default(0),
    /**
     * Issue 26: the latest search of this text found only weak answers (lib/search/ranking.ts):
     * it is a content gap, as a search that found nothing is.
     */
    lastWeak: boolean("last_weak").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique("search_queries_language_search_key").on(t.language, t.search),
    languageCheck("search_queries", t.language),
    index("search_queries_recent_idx").on(t.lastSearchedAt.desc(), t.id),
    index("search_queries_popular_idx").on(t.totalSearches.desc(), t.id),
    index("search_queries_day_popular_idx").on(
      t.lastSearchedOn.desc(),
      t.totalSearches.desc(),
      t.id,
    ),
    check(
      "search_queries_search_normalised",
      sql`char_length(${t.search}) > 0 and ${t.search} = lower(btrim(${t.search}))`,
    ),
    check(
      "search_queries_totals_not_negative",
      sql`${t.totalSearches} >= 0 and ${t.lastResultCount} >= 0`,
    ),
  ],
);

export type SearchQuery = typeof searchQueries.$inferSelect;

/** The search text a row counts: its rows go with it. */
const searchQueryOwner = () =>
  integer("search_query_id")
    .notNull()
    .references(() => searchQueries.id, { onDelete: "cascade" });

/** One row per public search (docs/api.md §6): what, when and how many results. */
export const searchEvents = pgTable(
  "search_events",
  {
    id: bigIdentity(),
    searchQueryId: searchQueryOwner(),
    searchedAt: stampedMoment("searched_at"),
    resultCount: integer("result_count").notNull(),
  },
  (t) => [
    index("search_events_query_time_idx").on(t.searchQueryId, t.searchedAt),
    check("search_events_result_count_not_negative", sql`${t.resultCount} >= 0`),
  ],
);

export type SearchEvent = typeof searchEvents.$inferSelect;

/**
 * How many times each text was searched on each UTC day, kept from search_events by a trigger
 * (db/migrations/0015): the chart of one text on User Searches reads at most a year of rows here
 * instead of every search of it (docs/decisions/0032).
 */
export const searchQueryDays = pgTable(
  "search_query_days",
  {
    searchQueryId: searchQueryOwner(),
    day: date("day", { mode: "string" }).notNull(),
    searches: integer("searches").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.searchQueryId, t.day] }),
    check("search_query_days_searches_positive", sql`${t.searches} > 0`),
  ],
);

/**
 * Public searches answered but not yet counted (docs/decisions/0013): a search's answer waits
 * only for its row here, committed; any app server then moves the rows into search_events, the
 * running totals of search_queries and the rankings of the FAQs found, and deletes them, in one
 * transaction. Rows left by a server that stopped are counted by the next server to start or to
 * count a search.
 */
export const pendingSearches = pgTable(
  "pending_searches",
  {
    id: bigIdentity(),
    /** Issue 28: the language of the page searched from. */
    language: languageColumn(),
    /** Normalised as search_queries.search is. */
    search: varchar("search", { length: 200 }).notNull(),
    /** The FAQs it returned, in order; each gains 1 in ranking when it is counted. */
    faqIds: integer("faq_ids").array().notNull(),
    /** Issue 26: the search's confidence was weak (lib/search/interpretation.ts). */
    weak: boolean("weak").notNull().default(false),
    searchedAt: moment("searched_at").notNull(),
  },
  (t) => [
    languageCheck("pending_searches", t.language),
    check(
      "pending_searches_search_normalised",
      sql`char_length(${t.search}) > 0 and ${t.search} = lower(btrim(${t.search}))`,
    ),
  ],
);
