import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { changedGroup } from "@/lib/api/synonym-problems";
import { requireAdmin } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { deleteSynonymGroup } from "@/lib/data/synonyms";

/** Issue 13: removes a group; its words search for themselves alone again. Admin only. */
export const POST = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const { id } = await parseBody(context, faq.deleteSynonymGroup);
  const group = await changedGroup(deleteSynonymGroup({ id, actorId: admin.id }));
  return reply(faq.deleteSynonymGroup, group);
});
