import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { createSynonymGroup } from "@/lib/data/synonyms";

/** Issue 13: adds a group of words that mean the same for search; the next search uses it. Admin only. */
export const POST = apiRoute(faq.postSynonymGroup, async ({ input: { words }, user }) => {
  const result = await createSynonymGroup({ words, actorId: user.id });
  return result.ok ? result.group : result;
});
