import { apiRoute } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { registerUser } from "@/lib/data/user-admin";
import { MESSAGES } from "@/lib/messages";

/**
 * docs/product.md §2 Register User: an Admin creates an unverified Guest, which gets a verification
 * code by mail; the Admin gives it its role on Edit User (docs/api.md §5). The password is not a
 * common one (lib/api/server-rules.ts).
 */
export const POST = apiRoute(userApi.register, async ({ input, user: admin }) => {
  const { firstName, lastName, email, password } = input;
  const result = await registerUser({ actorId: admin.id, firstName, lastName, email, password });
  return result.ok ? { message: MESSAGES.userRegistered, user: result.user } : result;
});
