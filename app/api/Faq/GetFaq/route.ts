import { orNotFound } from "@/lib/api/problem";
import { apiRoute, parseQuery, reply } from "@/lib/api/route";
import { requireStaff } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { getEditableFaq } from "@/lib/data/faqs";

/**
 * docs/product.md §7 GetFaq: one FAQ, active or archived, for the Edit FAQ screen. Its editedAt
 * goes back with PatchFaq, so that an edit made meanwhile by someone else is not overwritten.
 */
export const GET = apiRoute(async (context) => {
  await requireStaff(context);
  const { id } = parseQuery(context, faq.getFaq);
  return reply(faq.getFaq, orNotFound(await getEditableFaq({ id }), "The FAQ"));
});
