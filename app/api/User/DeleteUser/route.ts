import { z } from "zod";

import { conflictProblem } from "@/lib/api/account-problems";
import { notFound } from "@/lib/api/problem";
import { apiRoute, json, readJson } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { deleteUser } from "@/lib/data/user-admin";
import { MESSAGES } from "@/lib/messages";
import { idSchema } from "@/lib/validation";

const schema = z.object({ id: idSchema });

/**
 * SPEC §2 Edit User, 'Delete User': a soft delete that ends the user's sessions (CONTRACT §5).
 * No Admin can delete themself, and the last Admin cannot be deleted (CONTRACT §4).
 */
export const PATCH = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const { id } = await readJson(context.request, schema);
  const result = await deleteUser({ actorId: admin.id, id });
  if (!result.ok) {
    if (result.reason === "not-found") throw notFound("The user");
    throw conflictProblem(result.reason === "delete-self" ? "deleteSelf" : "deleteLastAdmin");
  }
  return json({ message: MESSAGES.userDeleted });
});
