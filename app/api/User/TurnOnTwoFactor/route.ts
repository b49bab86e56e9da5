import { limitAccountAction, requireFreshProof } from "@/lib/api/attempt-limits";
import { apiRoute, refuse } from "@/lib/api/route";
import { renewSession } from "@/lib/auth/session";
import { user as userApi } from "@/lib/contract";
import { hasTwoFactor, turnOnTwoFactor } from "@/lib/data/two-factor";

/**
 * My Account, two-step login, second step: a code from the app proves it holds the secret.
 * Needs a fresh proof (the current password unless the login is under 10 minutes old), so a
 * borrowed session cannot tie the account to someone else's phone. Answers the 10 recovery codes,
 * shown this once; every other session ends.
 */
export const POST = apiRoute(userApi.turnOnTwoFactor, async ({ input, user, session, context }) => {
  const { code, password } = input;
  await limitAccountAction(context.request, "two-factor", user.id);
  if (hasTwoFactor(user)) return refuse("two-factor-on");
  await requireFreshProof("two-factor", session, password);
  const result = await turnOnTwoFactor({ userId: user.id, code });
  if (!result.ok) return result;
  await renewSession({ sessionVersion: result.sessionVersion });
  return { recoveryCodes: result.recoveryCodes };
});
