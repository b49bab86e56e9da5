import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { updateSynonymGroup } from "@/lib/data/synonyms";

/** Issue 13: replaces the words of a group; the next search uses them. Admin only. */
export const PATCH = apiRoute(faq.patchSynonymGroup, async ({ input: { id, words }, user }) => {
  const result = await updateSynonymGroup({ id, words, actorId: user.id });
  return result.ok ? result.group : result;
});
