import { z } from "zod";

import { apiRoute, json, readQuery } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { searchUsers } from "@/lib/data/user-admin";
import { LIMITS } from "@/lib/validation";

const schema = z.object({
  searchQuery: z
    .string({ error: "Enter something to search for." })
    .trim()
    .min(1, { error: "Enter something to search for." })
    .max(LIMITS.searchQuery, {
      error: `Use at most ${String(LIMITS.searchQuery)} characters to search.`,
    }),
});

/** SPEC §7: users whose name or e-mail address contains the search text, in any case. */
export const GET = apiRoute(async (context) => {
  await requireAdmin(context);
  const { searchQuery } = readQuery(context.request, schema);
  return json(await searchUsers({ searchQuery }));
});
