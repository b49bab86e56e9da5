import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { listSearchQueries } from "@/lib/search/user-searches";

/**
 * docs/product.md §7 GetFaqSearchQueries: what visitors searched for, a page at a time. Staff only.
 */
export const GET = apiRoute(faq.getFaqSearchQueries, async ({ input }) => {
  const { limit, skip, orderBy } = input;
  return listSearchQueries({ limit, skip, orderBy });
});
