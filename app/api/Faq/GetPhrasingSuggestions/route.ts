import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { listPhrasingSuggestions } from "@/lib/data/phrasing-suggestions";

/**
 * Issue 38 GetPhrasingSuggestions: the suggestions of visitors that staff have not answered, most
 * visitors first; of one FAQ with faqId (Edit FAQ). Staff only.
 */
export const GET = apiRoute(faq.getPhrasingSuggestions, async ({ input }) => {
  const { limit, skip, faqId } = input;
  return listPhrasingSuggestions({ limit, skip, ...(faqId === undefined ? {} : { faqId }) });
});
