import { apiRoute } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";

/**
 * docs/product.md §7: the signed-in user's role and verified flag, for the route guard of
 * docs/product.md §4.
 */
export const GET = apiRoute(userApi.getUserRole, ({ user }) => ({
  userRole: user.role,
  isVerified: user.isVerified,
}));
