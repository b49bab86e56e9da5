import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { changedGroup } from "@/lib/api/synonym-problems";
import { requireAdmin } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { updateSynonymGroup } from "@/lib/data/synonyms";

/** Issue 13: replaces the words of a group; the next search uses them. Admin only. */
export const PATCH = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const { id, words } = await parseBody(context, faq.patchSynonymGroup);
  const group = await changedGroup(updateSynonymGroup({ id, words, actorId: admin.id }));
  return reply(faq.patchSynonymGroup, group);
});
