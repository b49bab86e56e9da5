import { z } from "zod";

import { apiRoute, json, readQuery } from "@/lib/api/route";
import { searchFaqsAsVisitor } from "@/lib/data/searches";
import { searchQueryField } from "@/lib/faq-validation";

const query = z.object({ searchQuery: searchQueryField });

/**
 * SPEC §7 GetQueriedFaqs: the public search, for anyone. Answered only once the search is
 * recorded and the rankings of its results are counted (CONTRACT §6).
 */
export const GET = apiRoute(async ({ request }) => {
  const { searchQuery } = readQuery(request, query);
  return json(await searchFaqsAsVisitor({ searchQuery }));
});
