import { z } from "zod";

import { notFound } from "@/lib/api/problem";
import { apiRoute, json, readQuery } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { getUserSummary } from "@/lib/data/user-admin";
import { idQuerySchema } from "@/lib/validation";

const schema = z.object({ id: idQuerySchema });

/** SPEC §7: one user for Edit User; a deleted user is not found. */
export const GET = apiRoute(async (context) => {
  await requireAdmin(context);
  const { id } = readQuery(context.request, schema);
  const user = await getUserSummary({ id });
  if (!user) throw notFound("The user");
  return json(user);
});
