import { conflict, notFound } from "@/lib/api/problem";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { setFaqArchived } from "@/lib/data/faqs";
import { revalidateFaqPages } from "@/lib/server/faq-cache";

/**
 * docs/product.md §7 RestoreFaq: brings an archived FAQ back to the public lists and search. Admin
 * only.
 */
export const POST = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const { id } = await parseBody(context, faq.restoreFaq);
  const result = await setFaqArchived({ id, archived: false, actorId: admin.id });
  if (!result.ok) {
    throw result.reason === "not-found"
      ? notFound("The FAQ")
      : conflict("This FAQ is not archived.");
  }
  revalidateFaqPages();
  return reply(faq.restoreFaq, result.faq);
});
