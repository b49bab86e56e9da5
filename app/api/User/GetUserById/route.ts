import { orNotFound } from "@/lib/api/problem";
import { apiRoute, parseQuery, reply } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { user as userApi } from "@/lib/contract";
import { getUserSummary } from "@/lib/data/user-admin";

/** docs/product.md §7: one user for Edit User; a deleted user is not found. */
export const GET = apiRoute(async (context) => {
  await requireAdmin(context);
  const { id } = parseQuery(context, userApi.getUserById);
  return reply(userApi.getUserById, orNotFound(await getUserSummary({ id }), "The user"));
});
