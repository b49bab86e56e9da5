import { limitAccountAction } from "@/lib/api/attempt-limits";
import { codeProblem, conflictProblem } from "@/lib/api/account-problems";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireVerified } from "@/lib/auth/guards";
import { user as userApi } from "@/lib/contract";
import { renewSession } from "@/lib/auth/session";
import { finishEmailChange } from "@/lib/data/accounts";
import { MESSAGES } from "@/lib/messages";

/**
 * docs/product.md §4: the code mailed to the new address makes it the account's address. Every
 * other session of the account ends; this one goes on.
 */
export const POST = apiRoute(async (context) => {
  const { user } = await requireVerified(context);
  const { token } = await parseBody(context, userApi.verifyEmail);
  await limitAccountAction(context.request, "verify-email", user.id);
  const result = await finishEmailChange({ user, code: token });
  if (!result.ok) {
    if (result.reason === "email-taken") throw conflictProblem("emailTaken");
    throw codeProblem(result.reason);
  }
  await renewSession({ sessionVersion: result.sessionVersion });
  return reply(userApi.verifyEmail, { message: MESSAGES.emailChanged, user: result.account });
});
