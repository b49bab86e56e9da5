import { changedUser } from "@/lib/api/account-problems";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { user as userApi } from "@/lib/contract";
import { changeRole } from "@/lib/data/user-admin";
import { MESSAGES } from "@/lib/messages";

/**
 * docs/product.md §2 Edit User: an Admin gives a user another role, which ends that user's
 * sessions. docs/api.md §4: no Admin can demote themself, and the last Admin cannot be demoted.
 */
export const PATCH = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const { id, role } = await parseBody(context, userApi.patchUser);
  const { user } = await changedUser(changeRole({ actorId: admin.id, id, role }));
  return reply(userApi.patchUser, { message: MESSAGES.userEdited, user });
});
