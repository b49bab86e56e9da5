import "server-only";

import { asc, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { faqs, searchEvents, searchQueries } from "@/db/schema";
import { findFaqs } from "@/lib/data/faq-search";
import { type PublicFaq, type StaffFaq, toPublicFaq, toStaffFaq } from "@/lib/data/faqs";
import { LIMITS, normaliseSearch } from "@/lib/validation";

/**
 * Searches and what visitors searched for (CONTRACT §6). A public search is recorded before it
 * is answered, in the transaction that finds its results, so no acknowledged search is lost.
 * The record is anonymous: the normalised text, the time and the number of results, never an IP
 * address, a user or a cookie.
 */

/** The text that search_queries keeps: normalised, and within its 200 characters. */
function recordedText(searchQuery: string): string {
  return Array.from(normaliseSearch(searchQuery)).slice(0, LIMITS.searchQuery).join("").trim();
}

/**
 * GetQueriedFaqs: finds, records the search (search_queries' running totals and one
 * search_events row) and adds 1 to the ranking of each FAQ returned, all in one transaction.
 * The rankings are locked in id order, so that concurrent searches never deadlock.
 */
export async function searchFaqsAsVisitor({
  searchQuery,
}: {
  searchQuery: string;
}): Promise<PublicFaq[]> {
  const search = recordedText(searchQuery);
  return db.transaction(async (tx) => {
    const matches = await findFaqs(tx, searchQuery);
    const ids = matches.map((match) => match.id);

    const rankings = new Map<number, number>();
    if (ids.length > 0) {
      const locked = tx
        .select({ id: faqs.id })
        .from(faqs)
        .where(inArray(faqs.id, ids))
        .orderBy(asc(faqs.id))
        .for("update");
      const updated = await tx
        .update(faqs)
        .set({ ranking: sql`${faqs.ranking} + 1` })
        .where(inArray(faqs.id, locked))
        .returning({ id: faqs.id, ranking: faqs.ranking });
      for (const row of updated) rankings.set(row.id, row.ranking);
    }

    const [recorded] = await tx
      .insert(searchQueries)
      .values({
        search,
        totalSearches: 1,
        lastSearchedAt: sql`now()`,
        lastSearchedOn: sql`(now() at time zone 'UTC')::date`,
        lastResultCount: ids.length,
      })
      .onConflictDoUpdate({
        target: searchQueries.search,
        set: {
          totalSearches: sql`${searchQueries.totalSearches} + 1`,
          // greatest(): of two searches at once, the later time stays, whichever commits first.
          lastSearchedAt: sql`greatest(${searchQueries.lastSearchedAt}, excluded.last_searched_at)`,
          lastSearchedOn: sql`greatest(${searchQueries.lastSearchedOn}, excluded.last_searched_on)`,
          lastResultCount: sql`excluded.last_result_count`,
        },
      })
      .returning({ id: searchQueries.id });
    if (!recorded) throw new Error("INSERT … RETURNING gave no row");
    await tx.insert(searchEvents).values({
      searchQueryId: recorded.id,
      searchedAt: sql`now()`,
      resultCount: ids.length,
    });

    return matches.map((match) =>
      toPublicFaq({ ...match, ranking: rankings.get(match.id) ?? match.ranking }),
    );
  });
}

/** GetAdminQueriedFaqs: the same results as a visitor's search; records nothing. */
export async function searchFaqsAsStaff({
  searchQuery,
}: {
  searchQuery: string;
}): Promise<StaffFaq[]> {
  const matches = await db.transaction((tx) => findFaqs(tx, searchQuery));
  return matches.map(toStaffFaq);
}

/**
 * Search query orders (CONTRACT §6): 0 most recent first, 1 most searched first, 2 by day of
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

/** One item of the User Searches screen (SPEC §3 search-query record, CONTRACT §6). */
export interface SearchQueryRecord {
  search: string;
  /** One ISO 8601 UTC time per search, oldest first. */
  dates: string[];
  recentlySearched: string;
  total: number;
  lastResultCount: number;
}

/** An ISO 8601 UTC time with milliseconds, made by the database whatever its time zone. */
const isoTime = (column: SQLWrapper) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * GetFaqSearchQueries: a page of search texts from search_queries (read through the index of
 * the order), then the times of just that page's searches in one query.
 */
export async function listSearchQueries({
  limit,
  skip,
  orderBy,
}: {
  limit: number;
  skip: number;
  orderBy: SearchQueryOrder;
}): Promise<SearchQueryRecord[]> {
  const page = await db
    .select({
      id: searchQueries.id,
      search: searchQueries.search,
      total: searchQueries.totalSearches,
      recentlySearched: searchQueries.lastSearchedAt,
      lastResultCount: searchQueries.lastResultCount,
    })
    .from(searchQueries)
    .orderBy(...ORDERINGS[orderBy])
    .limit(limit)
    .offset(skip);
  if (page.length === 0) return [];

  // string_agg rather than array_agg: both drivers hand back a plain string the same way.
  const times = await db
    .select({
      searchQueryId: searchEvents.searchQueryId,
      dates: sql<string>`string_agg(${isoTime(searchEvents.searchedAt)}, ',' order by ${searchEvents.searchedAt}, ${searchEvents.id})`,
    })
    .from(searchEvents)
    .where(
      inArray(
        searchEvents.searchQueryId,
        page.map((row) => row.id),
      ),
    )
    .groupBy(searchEvents.searchQueryId);
  const datesOf = new Map(times.map((row) => [row.searchQueryId, row.dates.split(",")]));

  return page.map(({ id, search, total, recentlySearched, lastResultCount }) => ({
    search,
    dates: datesOf.get(id) ?? [],
    recentlySearched: recentlySearched.toISOString(),
    total,
    lastResultCount,
  }));
}
