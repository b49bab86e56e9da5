import { limitAccountAction } from "@/lib/api/attempt-limits";
import { codeProblem, conflictProblem } from "@/lib/api/account-problems";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireSession } from "@/lib/auth/guards";
import { user as userApi } from "@/lib/contract";
import { verifyAccount } from "@/lib/data/accounts";
import { MESSAGES } from "@/lib/messages";

/** docs/product.md §4: the code from the verification mail marks the account verified. */
export const POST = apiRoute(async (context) => {
  const { user } = await requireSession(context);
  const { token } = await parseBody(context, userApi.verifyAccount);
  await limitAccountAction(context.request, "verify-account", user.id);
  if (user.isVerified) throw conflictProblem("alreadyVerified");
  const result = await verifyAccount({ user, code: token });
  if (!result.ok) throw codeProblem(result.reason);
  return reply(userApi.verifyAccount, { message: MESSAGES.accountVerified });
});
