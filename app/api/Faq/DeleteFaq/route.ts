import { conflict, notFound } from "@/lib/api/problem";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { setFaqArchived } from "@/lib/data/faqs";
import { revalidateFaqPages } from "@/lib/server/faq-cache";

/**
 * docs/product.md §7 DeleteFaq: archives an FAQ (isPhantomDeleted), which leaves public lists and
 * search at once; nothing is removed (docs/api.md §6). Admin only.
 */
export const POST = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const { id } = await parseBody(context, faq.deleteFaq);
  const result = await setFaqArchived({ id, archived: true, actorId: admin.id });
  if (!result.ok) {
    throw result.reason === "not-found"
      ? notFound("The FAQ")
      : conflict("This FAQ is already archived.");
  }
  revalidateFaqPages();
  return reply(faq.deleteFaq, result.faq);
});
