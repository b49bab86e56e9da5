import { faqWritten } from "@/lib/api/faq-written";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { createFaq } from "@/lib/data/faqs";

/** docs/product.md §7 PostFaq: adds an FAQ, its HTML sanitised (docs/api.md §6). Admin only. */
export const POST = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const content = await parseBody(context, faq.postFaq);
  const created = await createFaq({ content, actorId: admin.id });
  // Issue 16: the FAQ may answer searches that found nothing (Content Gaps).
  faqWritten({ mayAnswerSearches: true });
  return reply(faq.postFaq, created);
});
