import { faqWritten } from "@/lib/api/faq-written";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { createFaqWithTranslations } from "@/lib/data/faq-edits";

/**
 * docs/product.md §7 PostFaq: adds an FAQ, its HTML sanitised (docs/api.md §6), with its
 * translations if given (issue 28), in one transaction. Admin only.
 */
export const POST = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const { translations, ...content } = await parseBody(context, faq.postFaq);
  const created = await createFaqWithTranslations({ content, translations, actorId: admin.id });
  // Issue 16: the FAQ may answer searches that found nothing (Content Gaps).
  faqWritten({ mayAnswerSearches: true });
  return reply(faq.postFaq, created);
});
