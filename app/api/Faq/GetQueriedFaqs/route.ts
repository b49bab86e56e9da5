import { z } from "zod";

import { searchSource } from "@/lib/api/client-address";
import { apiRoute, json, readQuery } from "@/lib/api/route";
import { searchFaqsAsVisitor } from "@/lib/search/user-searches";
import { searchQueryField } from "@/lib/faq-validation";
import { encodeInterpretation, SEARCH_INTERPRETATION_HEADER } from "@/lib/search/interpretation";

const query = z.object({ searchQuery: searchQueryField });

/**
 * SPEC §7 GetQueriedFaqs: the public search, for anyone. Answered only once the search is
 * kept (CONTRACT §6). The answer is SPEC's array of FAQs; what the search looked for (spellings,
 * sounds-alike words, synonyms, words left out) and the words to highlight travel beside it in
 * the Search-Interpretation header (lib/search/interpretation.ts).
 */
export const GET = apiRoute(async ({ request }) => {
  const { searchQuery } = readQuery(request, query);
  const { faqs, interpretation } = await searchFaqsAsVisitor({
    searchQuery,
    source: searchSource(request),
  });
  return json(faqs, {
    headers: { [SEARCH_INTERPRETATION_HEADER]: encodeInterpretation(interpretation) },
  });
});
