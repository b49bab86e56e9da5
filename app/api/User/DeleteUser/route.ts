import { changedUser } from "@/lib/api/account-problems";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { user as userApi } from "@/lib/contract";
import { deleteUser } from "@/lib/data/user-admin";
import { MESSAGES } from "@/lib/messages";

/**
 * docs/product.md §2 Edit User, 'Delete User': a soft delete that ends the user's sessions
 * (docs/api.md §5). No Admin can delete themself, and the last Admin cannot be deleted (docs/api.md
 * §4).
 */
export const PATCH = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const { id } = await parseBody(context, userApi.deleteUser);
  await changedUser(deleteUser({ actorId: admin.id, id }));
  return reply(userApi.deleteUser, { message: MESSAGES.userDeleted });
});
