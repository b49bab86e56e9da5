import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { searchQueryDayCounts } from "@/lib/search/user-searches";

/**
 * GetFaqSearchQueryDays: one search text's searches per UTC day, for its chart on User Searches
 * (docs/decisions/0032). Staff only.
 */
export const GET = apiRoute(faq.getFaqSearchQueryDays, async ({ input }) =>
  searchQueryDayCounts(input.search, input.language),
);
