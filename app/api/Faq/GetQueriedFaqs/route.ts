import { searchSource } from "@/lib/api/client-address";
import { apiRoute, reply } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { encodeInterpretation, SEARCH_INTERPRETATION_HEADER } from "@/lib/search/interpretation";
import { searchFaqsAsVisitor } from "@/lib/search/search-faqs";

/**
 * docs/product.md §7 GetQueriedFaqs: the public search, for anyone. Answered only once the search
 * is kept (docs/api.md §6). The answer is docs/product.md's array of FAQs; what the search looked
 * for (spellings, sounds-alike words, synonyms, words left out) and the words to highlight travel
 * beside it in the Search-Interpretation header (lib/search/interpretation.ts).
 */
export const GET = apiRoute(faq.getQueriedFaqs, async ({ input, context }) => {
  const { searchQuery, language, topicId } = input;
  const source = searchSource(context.request);
  const { faqs, interpretation } = await searchFaqsAsVisitor({
    ...{ searchQuery, source, language },
    topicId,
  });
  return reply(faq.getQueriedFaqs, faqs, {
    headers: { [SEARCH_INTERPRETATION_HEADER]: encodeInterpretation(interpretation) },
  });
});
