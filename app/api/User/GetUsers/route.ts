import { apiRoute, parseQuery, reply } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { user as userApi } from "@/lib/contract";
import { listUsers } from "@/lib/data/user-admin";

/** docs/product.md §7: a page of the user list; deleted users are never listed. */
export const GET = apiRoute(async (context) => {
  await requireAdmin(context);
  const query = parseQuery(context, userApi.getUsers);
  return reply(userApi.getUsers, await listUsers(query));
});
