import { limitAccountAction } from "@/lib/api/attempt-limits";
import { apiRoute, refuse } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { verifyAccount } from "@/lib/data/accounts";
import { MESSAGES } from "@/lib/messages";

/** docs/product.md §4: the code from the verification mail marks the account verified. */
export const POST = apiRoute(userApi.verifyAccount, async ({ input: { token }, user, context }) => {
  await limitAccountAction(context.request, "verify-account", user.id);
  if (user.isVerified) return refuse("already-verified");
  const result = await verifyAccount({ user, code: token });
  return result.ok ? { message: MESSAGES.accountVerified } : result;
});
