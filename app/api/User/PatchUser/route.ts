import { apiRoute } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { changeRole } from "@/lib/data/user-admin";
import { MESSAGES } from "@/lib/messages";

/**
 * docs/product.md §2 Edit User: an Admin gives a user another role, which ends that user's
 * sessions. docs/api.md §4: no Admin can demote themself, and the last Admin cannot be demoted.
 */
export const PATCH = apiRoute(userApi.patchUser, async ({ input: { id, role }, user: admin }) => {
  const result = await changeRole({ actorId: admin.id, id, role });
  return result.ok ? { message: MESSAGES.userEdited, user: result.user } : result;
});
