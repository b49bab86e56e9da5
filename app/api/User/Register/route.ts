import { conflictProblem } from "@/lib/api/account-problems";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { user as userApi } from "@/lib/contract";
import { registerUser } from "@/lib/data/user-admin";
import { MESSAGES } from "@/lib/messages";

/**
 * docs/product.md §2 Register User: an Admin creates an unverified Guest, which gets a verification
 * code by mail; the Admin gives it its role on Edit User (docs/api.md §5). The password is not a
 * common one (lib/api/server-rules.ts).
 */
export const POST = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const { firstName, lastName, email, password } = await parseBody(context, userApi.register);
  const result = await registerUser({ actorId: admin.id, firstName, lastName, email, password });
  if (!result.ok) throw conflictProblem("emailTaken");
  return reply(userApi.register, { message: MESSAGES.userRegistered, user: result.user });
});
