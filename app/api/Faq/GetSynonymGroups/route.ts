import { apiRoute, reply } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { listSynonymGroups } from "@/lib/data/synonyms";

/** Issue 13: every group of words that mean the same for search, by first word. Admin only. */
export const GET = apiRoute(async (context) => {
  await requireAdmin(context);
  return reply(faq.getSynonymGroups, await listSynonymGroups());
});
