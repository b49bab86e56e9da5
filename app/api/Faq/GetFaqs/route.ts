import { z } from "zod";

import { apiRoute, json, readQuery } from "@/lib/api/route";
import { listFaqs } from "@/lib/data/faqs";
import { limitQuery, orderQuery, skipQuery } from "@/lib/faq-validation";

const query = z.object({
  limit: limitQuery,
  skip: skipQuery,
  // CONTRACT §6: order 2 (most recently changed) is for staff, on GetAdminFaqs.
  orderBy: orderQuery([0, 1], 0, " Most recently changed (2) is for staff only."),
});

/** SPEC §7 GetFaqs: a page of active FAQs, for anyone (CONTRACT §4), without editor names. */
export const GET = apiRoute(async ({ request }) => {
  const { limit, skip, orderBy } = readQuery(request, query);
  return json(await listFaqs({ limit, skip, orderBy }));
});
