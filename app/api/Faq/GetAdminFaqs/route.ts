import { apiRoute } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { asAdminFaqs } from "@/lib/data/faq-translation-states";
import { listStaffFaqs } from "@/lib/data/faqs";

/**
 * docs/product.md §7 GetAdminFaqs: a page of active FAQs, or of archived ones (the FAQ Archive),
 * with tags, ranking, the editor's names, the readers' votes (issue 16), the reading grade and
 * where each stands in Spanish (issue 28), which `translation` may filter on, and (issue 40) its
 * topic, which `topicId` may filter on. Staff only; the
 * archive (docs/api.md §4), order 2, most recently changed (docs/api.md §6, docs/product.md §6),
 * and order 3, hardest to read (issue 17), are Admin only.
 */
export const GET = apiRoute(faq.getAdminFaqs, async ({ input, context }) => {
  const { isPhantomDeleted, ...page } = input;
  if (isPhantomDeleted || page.orderBy === 2 || page.orderBy === 3) await requireAdmin(context);
  return asAdminFaqs(await listStaffFaqs({ ...page, archived: isPhantomDeleted }));
});
