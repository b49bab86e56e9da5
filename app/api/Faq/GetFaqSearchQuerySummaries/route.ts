import { apiRoute, parseQuery, reply } from "@/lib/api/route";
import { requireStaff } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { listSearchQuerySummaries } from "@/lib/search/user-searches";

/**
 * GetFaqSearchQuerySummaries: what visitors searched for, a page at a time, without the time of
 * each search (what the User Searches screen lists; docs/decisions/0032). Staff only.
 */
export const GET = apiRoute(async (context) => {
  await requireStaff(context);
  const { limit, skip, orderBy } = parseQuery(context, faq.getFaqSearchQuerySummaries);
  return reply(
    faq.getFaqSearchQuerySummaries,
    await listSearchQuerySummaries({ limit, skip, orderBy }),
  );
});
