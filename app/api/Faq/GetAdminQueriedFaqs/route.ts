import { apiRoute, reply } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { asAdminFaqs } from "@/lib/data/faq-translation-states";
import { encodeInterpretation, SEARCH_INTERPRETATION_HEADER } from "@/lib/search/interpretation";
import { searchFaqsAsStaff } from "@/lib/search/search-faqs";

/**
 * docs/product.md §7 GetAdminQueriedFaqs: the same search for staff, recording nothing (docs/api.md
 * §6).
 */
export const GET = apiRoute(
  faq.getAdminQueriedFaqs,
  async ({ input: { searchQuery, topicId } }) => {
    const { faqs, interpretation } = await searchFaqsAsStaff({ searchQuery, topicId });
    return reply(faq.getAdminQueriedFaqs, await asAdminFaqs(faqs), {
      headers: { [SEARCH_INTERPRETATION_HEADER]: encodeInterpretation(interpretation) },
    });
  },
);
