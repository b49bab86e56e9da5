import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { changedGroup } from "@/lib/api/synonym-problems";
import { requireAdmin } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { createSynonymGroup } from "@/lib/data/synonyms";

/** Issue 13: adds a group of words that mean the same for search; the next search uses it. Admin only. */
export const POST = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const { words } = await parseBody(context, faq.postSynonymGroup);
  const group = await changedGroup(createSynonymGroup({ words, actorId: admin.id }));
  return reply(faq.postSynonymGroup, group);
});
