import { z } from "zod";

import type { EndpointSpec } from "@/lib/contract/endpoint";
import {
  isoTime,
  languageOf,
  languageQuery,
  limitQuery,
  orderQuery,
  searchQueryField,
  skipQuery,
} from "@/lib/contract/fields";

/**
 * The User Searches endpoints (docs/product.md §2 and §7, docs/api.md §6): GetFaqSearchQueries as
 * documented, and the two the screen uses (docs/decisions/0032).
 */

/**
 * One item of the User Searches screen (docs/product.md §3 search-query record, docs/api.md §6).
 */
export const searchQueryRecordSchema = z
  .object({
    search: z.string().meta({ description: "The normalised search text." }),
    dates: z
      .array(isoTime)
      .meta({ description: "One ISO 8601 UTC time per search, oldest first." }),
    recentlySearched: isoTime,
    total: z.number().int().meta({ description: "The number of searches." }),
    lastResultCount: z
      .number()
      .int()
      .meta({ description: "Results of the latest run; 0 marks a content gap." }),
  })
  .meta({ id: "SearchQueryRecord" });
export type SearchQueryRecord = z.infer<typeof searchQueryRecordSchema>;

/**
 * The same item without the time of every search: what the User Searches screen lists
 * (docs/decisions/0032); an item's chart comes from GetFaqSearchQueryDays when it is opened.
 */
export const searchQuerySummarySchema = searchQueryRecordSchema
  .omit({ dates: true })
  .extend({
    language: languageOf(
      "Issue 28: the language of the pages it was searched from; a text is counted per language.",
    ),
  })
  .meta({ id: "SearchQuerySummary" });
export type SearchQuerySummary = z.infer<typeof searchQuerySummarySchema>;

/** How many times a text was searched on one day (UTC). */
export const searchDaySchema = z
  .object({
    day: z.iso.date().meta({ description: "The UTC day, YYYY-MM-DD." }),
    count: z.number().int().meta({ description: "Searches of the text on that day, at least 1." }),
  })
  .meta({ id: "SearchDay" });
export type SearchDay = z.infer<typeof searchDaySchema>;

/** A page of User Searches (GetFaqSearchQueries and GetFaqSearchQuerySummaries). */
const searchQueryPage = z.object({
  limit: limitQuery,
  skip: skipQuery,
  // docs/product.md §2 User searches: 'Sort Date/Popularity' (2) is the default.
  orderBy: orderQuery([0, 1, 2], 2).meta({
    description:
      "0 most recent first, 1 most searched first, 2 by day of last search (newest first) then most searched; 2 when left out.",
  }),
});
export const userSearchEndpoints = {
  getFaqSearchQueries: {
    summary: "What visitors searched for, a page at a time.",
    access: "staff",
    query: searchQueryPage,
    response: z.array(searchQueryRecordSchema),
  },
  getFaqSearchQuerySummaries: {
    summary:
      "What visitors searched for, a page at a time, without the time of each search: what the User Searches screen lists.",
    access: "staff",
    query: searchQueryPage,
    response: z.array(searchQuerySummarySchema),
  },
  getFaqSearchQueryDays: {
    summary:
      "How many times one search text was searched on each UTC day it was searched, oldest first: the chart of User Searches. A text nobody searched for has no days.",
    access: "staff",
    query: z.object({
      search: searchQueryField.meta({
        description: "The search text, as GetFaqSearchQueries lists it (letter case ignored).",
      }),
      language: languageQuery,
    }),
    response: z.array(searchDaySchema),
  },
} satisfies Record<string, EndpointSpec>;
