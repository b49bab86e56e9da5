import { archiveFaq } from "@/lib/api/faq-writes";
import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";

/**
 * docs/product.md §7 DeleteFaq: archives an FAQ (isPhantomDeleted), which leaves public lists and
 * search at once; nothing is removed (docs/api.md §6). Admin only.
 */
export const POST = apiRoute(faq.deleteFaq, async ({ input: { id }, user }) => {
  const result = await archiveFaq({ id, archived: true, actorId: user.id });
  return result.ok ? result.faq : result;
});
