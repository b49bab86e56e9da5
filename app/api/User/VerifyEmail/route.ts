import { limitAccountAction } from "@/lib/api/attempt-limits";
import { apiRoute } from "@/lib/api/route";
import { renewSession } from "@/lib/auth/session";
import { user as userApi } from "@/lib/contract";
import { finishEmailChange } from "@/lib/data/accounts";
import { MESSAGES } from "@/lib/messages";

/**
 * docs/product.md §4: the code mailed to the new address makes it the account's address. Every
 * other session of the account ends; this one goes on.
 */
export const POST = apiRoute(userApi.verifyEmail, async ({ input: { token }, user, context }) => {
  await limitAccountAction(context.request, "verify-email", user.id);
  const result = await finishEmailChange({ user, code: token });
  if (!result.ok) return result;
  await renewSession({ sessionVersion: result.sessionVersion });
  return { message: MESSAGES.emailChanged, user: result.account };
});
