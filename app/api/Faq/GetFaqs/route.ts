import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { listFaqs } from "@/lib/data/faqs";
import { listPublicFaqsIn } from "@/lib/data/faq-translations";

/**
 * docs/product.md §7 GetFaqs: a page of active FAQs, for anyone (docs/api.md §4), without editor
 * names. Issue 28: with `language=es`, each FAQ in Spanish where a published translation exists
 * and in English otherwise (each says its language), so that none is missing. Issue 40: `topicId`
 * keeps one topic's.
 */
export const GET = apiRoute(faq.getFaqs, async ({ input }) => {
  const { limit, skip, orderBy, language, topicId } = input;
  return language === "en"
    ? listFaqs({ limit, skip, orderBy, topicId })
    : listPublicFaqsIn({ language, limit, skip, orderBy, topicId });
});
