import { z } from "zod";

import { apiRoute, json, readJson } from "@/lib/api/route";
import { synonymProblem } from "@/lib/api/synonym-problems";
import { requireAdmin } from "@/lib/auth/guards";
import { createSynonymGroup } from "@/lib/data/synonyms";
import { synonymWordsField } from "@/lib/synonym-validation";

const body = z.object({ words: synonymWordsField });

/** Issue 13: adds a group of words that mean the same for search; the next search uses it. Admin only. */
export const POST = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const { words } = await readJson(context.request, body);
  const result = await createSynonymGroup({ words, actorId: admin.id });
  if (!result.ok) throw synonymProblem(result);
  return json(result.group, { status: 201 });
});
