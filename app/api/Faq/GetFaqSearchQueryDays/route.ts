import { apiRoute, parseQuery, reply } from "@/lib/api/route";
import { requireStaff } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { searchQueryDayCounts } from "@/lib/search/user-searches";

/**
 * GetFaqSearchQueryDays: one search text's searches per UTC day, for its chart on User Searches
 * (docs/decisions/0032). Staff only.
 */
export const GET = apiRoute(async (context) => {
  await requireStaff(context);
  const { search, language } = parseQuery(context, faq.getFaqSearchQueryDays);
  return reply(faq.getFaqSearchQueryDays, await searchQueryDayCounts(search, language));
});
