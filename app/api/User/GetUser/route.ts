import { apiRoute, reply } from "@/lib/api/route";
import { requireVerified } from "@/lib/auth/guards";
import { user as userApi } from "@/lib/contract";
import { toOwnAccount } from "@/lib/data/accounts";

/** docs/product.md §7: the signed-in user's own name and e-mail address, for My Account. */
export const GET = apiRoute(async (context) => {
  const { user } = await requireVerified(context);
  return reply(userApi.getUser, toOwnAccount(user));
});
