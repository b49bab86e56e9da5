import { z } from "zod";

import { apiRoute, json, readJson } from "@/lib/api/route";
import { synonymProblem } from "@/lib/api/synonym-problems";
import { requireAdmin } from "@/lib/auth/guards";
import { deleteSynonymGroup } from "@/lib/data/synonyms";
import { synonymGroupIdField } from "@/lib/synonym-validation";

const body = z.object({ id: synonymGroupIdField });

/** Issue 13: removes a group; its words search for themselves alone again. Admin only. */
export const POST = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const { id } = await readJson(context.request, body);
  const result = await deleteSynonymGroup({ id, actorId: admin.id });
  if (!result.ok) throw synonymProblem(result);
  return json(result.group);
});
