import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { deleteSynonymGroup } from "@/lib/data/synonyms";

/** Issue 13: removes a group; its words search for themselves alone again. Admin only. */
export const POST = apiRoute(faq.deleteSynonymGroup, async ({ input: { id }, user }) => {
  const result = await deleteSynonymGroup({ id, actorId: user.id });
  return result.ok ? result.group : result;
});
