import { addFaq } from "@/lib/api/faq-writes";
import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";

/**
 * docs/product.md §7 PostFaq: adds an FAQ, its HTML sanitised (docs/api.md §6), with its
 * translations if given (issue 28), in one transaction; in a topic or none (issue 40; an unknown
 * topic is a 404). Admin only.
 */
export const POST = apiRoute(faq.postFaq, async ({ input, user }) => {
  const { translations, ...content } = input;
  const result = await addFaq({ content, translations, actorId: user.id });
  return result.ok ? result.faq : result;
});
