import { apiRoute } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { toOwnAccount } from "@/lib/data/accounts";

/** docs/product.md §7: the signed-in user's own name and e-mail address, for My Account. */
export const GET = apiRoute(userApi.getUser, ({ user }) => toOwnAccount(user));
