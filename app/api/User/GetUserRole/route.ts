import { apiRoute, reply } from "@/lib/api/route";
import { requireSession } from "@/lib/auth/guards";
import { user as userApi } from "@/lib/contract";

/**
 * docs/product.md §7: the signed-in user's role and verified flag, for the route guard of
 * docs/product.md §4.
 */
export const GET = apiRoute(async (context) => {
  const { user } = await requireSession(context);
  return reply(userApi.getUserRole, { userRole: user.role, isVerified: user.isVerified });
});
