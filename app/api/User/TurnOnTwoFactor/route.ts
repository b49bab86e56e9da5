import { conflictProblem } from "@/lib/api/account-problems";
import { limitAccountAction, requireFreshProof } from "@/lib/api/attempt-limits";
import { validationProblem } from "@/lib/api/problem";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireStaffAccount } from "@/lib/auth/guards";
import { renewSession } from "@/lib/auth/session";
import { user as userApi } from "@/lib/contract";
import { WRONG_APP_CODE } from "@/lib/contract/fields";
import { hasTwoFactor, turnOnTwoFactor } from "@/lib/data/two-factor";

/**
 * My Account, two-step login, second step: a code from the app proves it holds the secret.
 * Needs a fresh proof (the current password unless the login is under 10 minutes old), so a
 * borrowed session cannot tie the account to someone else's phone. Answers the 10 recovery codes,
 * shown this once; every other session ends.
 */
export const POST = apiRoute(async (context) => {
  const session = await requireStaffAccount(context);
  const { user } = session;
  const { code, password } = await parseBody(context, userApi.turnOnTwoFactor);
  await limitAccountAction(context.request, "two-factor", user.id);
  if (hasTwoFactor(user)) throw conflictProblem("twoFactorOn");
  await requireFreshProof("two-factor", session, password);
  const result = await turnOnTwoFactor({ userId: user.id, code });
  if (!result.ok) {
    throw validationProblem({
      Code: [result.reason === "not-started" ? "Start the set-up again." : WRONG_APP_CODE],
    });
  }
  await renewSession({ sessionVersion: result.sessionVersion });
  return reply(userApi.turnOnTwoFactor, { recoveryCodes: result.recoveryCodes });
});
