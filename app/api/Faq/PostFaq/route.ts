import { addFaq } from "@/lib/api/faq-writes";
import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";

/**
 * docs/product.md §7 PostFaq: adds an FAQ, its HTML sanitised (docs/api.md §6), with its
 * translations if given (issue 28), in one transaction. Admin only.
 */
export const POST = apiRoute(faq.postFaq, async ({ input, user }) => {
  const { translations, ...content } = input;
  return addFaq({ content, translations, actorId: user.id });
});
