import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { listSearchQuerySummaries } from "@/lib/search/user-searches";

/**
 * GetFaqSearchQuerySummaries: what visitors searched for, a page at a time, without the time of
 * each search (what the User Searches screen lists; docs/decisions/0032). Staff only.
 */
export const GET = apiRoute(faq.getFaqSearchQuerySummaries, async ({ input }) => {
  const { limit, skip, orderBy } = input;
  return listSearchQuerySummaries({ limit, skip, orderBy });
});
