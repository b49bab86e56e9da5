import { z } from "zod";

import { conflictProblem } from "@/lib/api/account-problems";
import { notFound } from "@/lib/api/problem";
import { apiRoute, json, readJson } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { changeRole } from "@/lib/data/user-admin";
import { MESSAGES } from "@/lib/messages";
import { idSchema, roleSchema } from "@/lib/validation";

const schema = z.object({ id: idSchema, role: roleSchema });

/**
 * SPEC §2 Edit User: an Admin gives a user another role, which ends that user's sessions.
 * CONTRACT §4: no Admin can demote themself, and the last Admin cannot be demoted.
 */
export const PATCH = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const { id, role } = await readJson(context.request, schema);
  const result = await changeRole({ actorId: admin.id, id, role });
  if (!result.ok) {
    if (result.reason === "not-found") throw notFound("The user");
    throw conflictProblem(result.reason === "demote-self" ? "demoteSelf" : "demoteLastAdmin");
  }
  return json({ message: MESSAGES.userEdited, user: result.user });
});
