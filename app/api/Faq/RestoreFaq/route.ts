import { archiveOrRestore } from "@/lib/api/faq-archive";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";

/**
 * docs/product.md §7 RestoreFaq: brings an archived FAQ back to the public lists and search. Admin
 * only.
 */
export const POST = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const { id } = await parseBody(context, faq.restoreFaq);
  return reply(faq.restoreFaq, await archiveOrRestore({ id, archived: false, actorId: admin.id }));
});
