import { z } from "zod";

import { apiRoute, json, readQuery } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { searchUsers } from "@/lib/data/user-admin";
import { searchQueryField } from "@/lib/faq-validation";

// The search text rule of CONTRACT §6, cleaned of what PostgreSQL cannot take (a NUL was a 500).
const schema = z.object({ searchQuery: searchQueryField });

/** SPEC §7: users whose name or e-mail address contains the search text, in any case. */
export const GET = apiRoute(async (context) => {
  await requireAdmin(context);
  const { searchQuery } = readQuery(context.request, schema);
  return json(await searchUsers({ searchQuery }));
});
