import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireVerified } from "@/lib/auth/guards";
import { user as userApi } from "@/lib/contract";
import { changeName } from "@/lib/data/accounts";

/** docs/product.md §2 My Account, Edit Name. */
export const PATCH = apiRoute(async (context) => {
  const { user } = await requireVerified(context);
  const { firstName, lastName } = await parseBody(context, userApi.changeName);
  const account = await changeName({ user, firstName, lastName });
  return reply(userApi.changeName, { message: "Name Changed Successfully", user: account });
});
