import { apiRoute } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { deleteUser } from "@/lib/data/user-admin";
import { MESSAGES } from "@/lib/messages";

/**
 * docs/product.md §2 Edit User, 'Delete User': a soft delete that ends the user's sessions
 * (docs/api.md §5). No Admin can delete themself, and the last Admin cannot be deleted (docs/api.md
 * §4).
 */
export const PATCH = apiRoute(userApi.deleteUser, async ({ input: { id }, user: admin }) => {
  const result = await deleteUser({ actorId: admin.id, id });
  return result.ok ? { message: MESSAGES.userDeleted } : result;
});
