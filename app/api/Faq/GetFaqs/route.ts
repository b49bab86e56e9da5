import { apiRoute, parseQuery, reply } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { listFaqs } from "@/lib/data/faqs";

/**
 * docs/product.md §7 GetFaqs: a page of active FAQs, for anyone (docs/api.md §4), without editor
 * names.
 */
export const GET = apiRoute(async (context) => {
  const { limit, skip, orderBy } = parseQuery(context, faq.getFaqs);
  return reply(faq.getFaqs, await listFaqs({ limit, skip, orderBy }));
});
