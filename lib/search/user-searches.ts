import "server-only";

import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { searchEvents, searchQueries, searchQueryDays } from "@/db/schema";
import type { Language } from "@/lib/contract/languages";
import type { SearchDay, SearchQueryRecord, SearchQuerySummary } from "@/lib/contract/faq";
import { recordedText } from "@/lib/search/recording";

/**
 * What visitors searched for, as the User Searches screen and its endpoints read it (docs/api.md
 * §6: GetFaqSearchQueries, GetFaqSearchQuerySummaries, GetFaqSearchQueryDays). The searches are
 * written by lib/search/search-faqs.ts through lib/server/search-recording.ts.
 */

/**
 * Search query orders (docs/api.md §6): 0 most recent first, 1 most searched first, 2 by day of
 * last search (newest first) then most searched. Spelt as their indexes are; ties by id.
 */
export type SearchQueryOrder = 0 | 1 | 2;

const ORDERINGS: Record<SearchQueryOrder, SQL[]> = {
  0: [sql`${searchQueries.lastSearchedAt} desc nulls last`, asc(searchQueries.id)],
  1: [sql`${searchQueries.totalSearches} desc nulls last`, asc(searchQueries.id)],
  2: [
    sql`${searchQueries.lastSearchedOn} desc nulls last`,
    sql`${searchQueries.totalSearches} desc nulls last`,
    asc(searchQueries.id),
  ],
};

/** One item of the User Searches screen (declared in the API's contract). */
export type { SearchQueryRecord };

/** An ISO 8601 UTC time with milliseconds, made by the database whatever its time zone. */
const isoTime = (column: SQLWrapper) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The queries of GetFaqSearchQueries, not yet run (tests/query-plans.test.ts explains them):
 * one page of search_queries, read through the index of its order, then the times of just that
 * page's searches, each text's read from search_events_query_time_idx already in time order
 * (an index-only scan; no sort, no table rows). Grouping the page's events in one join instead
 * read them from the table and sorted them all: at a million events, where the first page holds
 * some 60,000 searches, 130 ms against 50 ms (docs/benchmarks.md, R3).
 */
export const searchQueryPlan = {
  page: ({ limit, skip, orderBy }: { limit: number; skip: number; orderBy: SearchQueryOrder }) =>
    db
      .select({
        id: searchQueries.id,
        search: searchQueries.search,
        total: searchQueries.totalSearches,
        recentlySearched: searchQueries.lastSearchedAt,
        lastResultCount: searchQueries.lastResultCount,
        language: searchQueries.language,
      })
      .from(searchQueries)
      .orderBy(...ORDERINGS[orderBy])
      .limit(limit)
      .offset(skip),
  // string_agg rather than array_agg: both drivers hand back a plain string the same way. Equal
  // times make equal strings, so the time alone orders them.
  dates: ({ searchQueryIds }: { searchQueryIds: number[] }) =>
    db
      .select({
        searchQueryId: searchQueries.id,
        // Qualified by hand: inside a subquery Drizzle writes columns without their table.
        dates: sql<string | null>`(
          SELECT string_agg(${isoTime(sql`e.searched_at`)}, ',' ORDER BY e.searched_at)
          FROM ${searchEvents} AS e
          WHERE e.search_query_id = ${searchQueries}.id)`,
      })
      .from(searchQueries)
      .where(inArray(searchQueries.id, searchQueryIds)),
  // One text's days: its search_queries row by search_queries_search_key, then its rows of
  // search_query_days by their primary key, already in day order.
  days: ({ search, language }: { search: string; language: Language }) =>
    db
      .select({ day: searchQueryDays.day, count: searchQueryDays.searches })
      .from(searchQueryDays)
      .innerJoin(searchQueries, eq(searchQueries.id, searchQueryDays.searchQueryId))
      // Issue 28: a text is counted per language.
      .where(
        and(eq(searchQueries.language, language), eq(searchQueries.search, recordedText(search))),
      )
      .orderBy(asc(searchQueryDays.day)),
};

/** A page of User Searches: how many, from where, in which order. */
interface SearchQueryPage {
  limit: number;
  skip: number;
  orderBy: SearchQueryOrder;
}

/**
 * GetFaqSearchQuerySummaries, and the first page of User Searches: one page of search texts with
 * their running totals, read through the index of its order alone, whatever the number of
 * searches (docs/decisions/0032).
 */
export async function listSearchQuerySummaries(
  params: SearchQueryPage,
): Promise<SearchQuerySummary[]> {
  return (await searchQueryPlan.page(params)).map(toSummary);
}

/** A row of the page as the API sends it, without its dates. */
function toSummary({
  search,
  total,
  recentlySearched,
  lastResultCount,
  language,
}: Awaited<ReturnType<typeof searchQueryPlan.page>>[number]): SearchQuerySummary {
  const recently = recentlySearched.toISOString();
  return { search, recentlySearched: recently, total, lastResultCount, language };
}

/**
 * GetFaqSearchQueryDays: how many times one text was searched on each UTC day, oldest first, from
 * search_query_days (one row per day, kept as events are written, read through its primary key);
 * none for a text nobody searched for.
 */
export function searchQueryDayCounts(search: string, language: Language): Promise<SearchDay[]> {
  return searchQueryPlan.days({ search, language });
}

/** GetFaqSearchQueries: one page of search texts, each with the time of every search of it. */
export async function listSearchQueries(params: SearchQueryPage): Promise<SearchQueryRecord[]> {
  const page = await searchQueryPlan.page(params);
  if (page.length === 0) return [];
  const times = await searchQueryPlan.dates({ searchQueryIds: page.map((row) => row.id) });
  const datesOf = new Map(times.map((row) => [row.searchQueryId, row.dates?.split(",") ?? []]));

  // The documented record (docs/product.md §3), without the screen's language.
  return page.map((row) => {
    const { language: _language, ...summary } = toSummary(row);
    return { ...summary, dates: datesOf.get(row.id) ?? [] };
  });
}
