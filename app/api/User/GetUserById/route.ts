import { apiRoute, refuse } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { getUserSummary } from "@/lib/data/user-admin";

/** docs/product.md §7: one user for Edit User; a deleted user is not found. */
export const GET = apiRoute(userApi.getUserById, async ({ input: { id } }) => {
  return (await getUserSummary({ id })) ?? refuse("not-found");
});
