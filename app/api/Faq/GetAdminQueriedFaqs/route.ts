import { z } from "zod";

import { apiRoute, json, readQuery } from "@/lib/api/route";
import { requireStaff } from "@/lib/auth/guards";
import { searchFaqsAsStaff } from "@/lib/search/user-searches";
import { searchQueryField } from "@/lib/faq-validation";
import { encodeInterpretation, SEARCH_INTERPRETATION_HEADER } from "@/lib/search/interpretation";

const query = z.object({ searchQuery: searchQueryField });

/** SPEC §7 GetAdminQueriedFaqs: the same search for staff, recording nothing (CONTRACT §6). */
export const GET = apiRoute(async (context) => {
  await requireStaff(context);
  const { searchQuery } = readQuery(context.request, query);
  const { faqs, interpretation } = await searchFaqsAsStaff({ searchQuery });
  return json(faqs, {
    headers: { [SEARCH_INTERPRETATION_HEADER]: encodeInterpretation(interpretation) },
  });
});
