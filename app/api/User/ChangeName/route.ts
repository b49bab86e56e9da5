import { apiRoute } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { changeName } from "@/lib/data/accounts";

/** docs/product.md §2 My Account, Edit Name. */
export const PATCH = apiRoute(userApi.changeName, async ({ input, user }) => {
  const account = await changeName({ user, ...input });
  return { message: "Name Changed Successfully", user: account };
});
