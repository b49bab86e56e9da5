import { archiveFaq } from "@/lib/api/faq-writes";
import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";

/**
 * docs/product.md §7 RestoreFaq: brings an archived FAQ back to the public lists and search. Admin
 * only.
 */
export const POST = apiRoute(faq.restoreFaq, async ({ input: { id }, user }) => {
  const result = await archiveFaq({ id, archived: false, actorId: user.id });
  return result.ok ? result.faq : result;
});
