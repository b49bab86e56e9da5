import { limitAccountAction } from "@/lib/api/attempt-limits";
import { codeProblem } from "@/lib/api/account-problems";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireVerified } from "@/lib/auth/guards";
import { user as userApi } from "@/lib/contract";
import { renewSession } from "@/lib/auth/session";
import { finishPasswordChange } from "@/lib/data/passwords";
import { MESSAGES } from "@/lib/messages";

/**
 * docs/product.md §4: the code makes the new password current. docs/api.md §3: every other session
 * ends at once, and this one is renewed so it goes on to the account page.
 */
export const POST = apiRoute(async (context) => {
  const { user } = await requireVerified(context);
  const { token } = await parseBody(context, userApi.verifyPassword);
  await limitAccountAction(context.request, "verify-password", user.id);
  const result = await finishPasswordChange({ user, code: token });
  if (!result.ok) throw codeProblem(result.reason);
  await renewSession({ sessionVersion: result.sessionVersion });
  return reply(userApi.verifyPassword, { message: MESSAGES.passwordChanged });
});
