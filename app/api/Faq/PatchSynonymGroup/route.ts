import { z } from "zod";

import { apiRoute, json, readJson } from "@/lib/api/route";
import { synonymProblem } from "@/lib/api/synonym-problems";
import { requireAdmin } from "@/lib/auth/guards";
import { updateSynonymGroup } from "@/lib/data/synonyms";
import { synonymGroupIdField, synonymWordsField } from "@/lib/synonym-validation";

const body = z.object({ id: synonymGroupIdField, words: synonymWordsField });

/** Issue 13: replaces the words of a group; the next search uses them. Admin only. */
export const PATCH = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const { id, words } = await readJson(context.request, body);
  const result = await updateSynonymGroup({ id, words, actorId: admin.id });
  if (!result.ok) throw synonymProblem(result);
  return json(result.group);
});
