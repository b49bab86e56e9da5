import { archiveOrRestore } from "@/lib/api/faq-archive";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";

/**
 * docs/product.md §7 DeleteFaq: archives an FAQ (isPhantomDeleted), which leaves public lists and
 * search at once; nothing is removed (docs/api.md §6). Admin only.
 */
export const POST = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const { id } = await parseBody(context, faq.deleteFaq);
  return reply(faq.deleteFaq, await archiveOrRestore({ id, archived: true, actorId: admin.id }));
});
