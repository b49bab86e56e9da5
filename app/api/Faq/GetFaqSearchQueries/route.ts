import { z } from "zod";

import { apiRoute, json, readQuery } from "@/lib/api/route";
import { requireStaff } from "@/lib/auth/guards";
import { listSearchQueries } from "@/lib/search/user-searches";
import { limitQuery, orderQuery, skipQuery } from "@/lib/faq-validation";

const query = z.object({
  limit: limitQuery,
  skip: skipQuery,
  // SPEC §2 User searches: 'Sort Date/Popularity' (2) is the default.
  orderBy: orderQuery([0, 1, 2], 2),
});

/** SPEC §7 GetFaqSearchQueries: what visitors searched for, a page at a time. Staff only. */
export const GET = apiRoute(async (context) => {
  await requireStaff(context);
  const { limit, skip, orderBy } = readQuery(context.request, query);
  return json(await listSearchQueries({ limit, skip, orderBy }));
});
