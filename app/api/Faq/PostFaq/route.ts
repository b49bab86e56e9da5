import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { closeAnsweredSearches } from "@/lib/data/content-gaps";
import { createFaq } from "@/lib/data/faqs";
import { revalidateFaqPages } from "@/lib/server/faq-cache";

/** docs/product.md §7 PostFaq: adds an FAQ, its HTML sanitised (docs/api.md §6). Admin only. */
export const POST = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const content = await parseBody(context, faq.postFaq);
  const created = await createFaq({ content, actorId: admin.id });
  revalidateFaqPages();
  // Issue 16: searches that found nothing and find this FAQ now leave Content Gaps.
  await closeAnsweredSearches();
  return reply(faq.postFaq, created);
});
