import { apiRoute, parseQuery, reply } from "@/lib/api/route";
import { requireStaff } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { listSearchQueries } from "@/lib/search/user-searches";

/**
 * docs/product.md §7 GetFaqSearchQueries: what visitors searched for, a page at a time. Staff only.
 */
export const GET = apiRoute(async (context) => {
  await requireStaff(context);
  const { limit, skip, orderBy } = parseQuery(context, faq.getFaqSearchQueries);
  return reply(faq.getFaqSearchQueries, await listSearchQueries({ limit, skip, orderBy }));
});
