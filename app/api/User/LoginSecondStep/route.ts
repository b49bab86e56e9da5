import { limitAccountBudget, limitAddressAction } from "@/lib/api/attempt-limits";
import { tooManyRequests, validationProblem } from "@/lib/api/problem";
import { apiRoute, parseBody } from "@/lib/api/route";
import { signedIn } from "@/lib/api/sign-in";
import { SIGN_IN_TIMED_OUT, user as userApi } from "@/lib/contract/user";
import { WRONG_APP_CODE } from "@/lib/contract/fields";
import { recordSignIn } from "@/lib/data/audit";
import { isLiveToken } from "@/lib/data/codes";
import {
  clearRateLimit,
  failedCheck,
  reserveCheck,
  WRONG_SECRET_LOCK,
} from "@/lib/data/rate-limits";
import { passSecondStep } from "@/lib/data/two-factor";

/**
 * The second step of a two-step sign-in (docs/decisions/0021): after `api/user/login` answered
 * `twoFactorRequired` with a `twoFactorToken` (5 minutes), the code of the person's app or one
 * of their recovery codes. Answers as `api/user/login` does for an account without it.
 *
 * The token is checked before anything is counted against the account it names: anyone can send
 * a made-up `{userId}.{secret}`, and counting it would let a stranger lock the owner out
 * (docs/decisions/0036). Only wrong codes sent with the genuine, live token count, against the
 * token and the account.
 */
export const POST = apiRoute(async (context) => {
  const { request } = context;
  const { twoFactorToken, code } = await parseBody(context, userApi.loginSecondStep);
  const { userId } = twoFactorToken;
  await limitAddressAction(request, "sign-in-code");
  const token = { userId, purpose: "SignIn" as const, code: twoFactorToken.code };
  if (!(await isLiveToken(token))) throw validationProblem({ TwoFactorToken: [SIGN_IN_TIMED_OUT] });
  await limitAccountBudget("sign-in-code", userId);
  const checks = { key: `sign-in-code-fail:${String(userId)}`, ...WRONG_SECRET_LOCK };
  const reservation = await reserveCheck(checks);
  if (!reservation.allowed) {
    await recordSignIn({ userId, outcome: "locked", secondStep: "wrong-code" });
    throw tooManyRequests(reservation.retryAfterSeconds);
  }

  const result = await passSecondStep({ userId, token: twoFactorToken.code, code });
  if (!result.ok) {
    if (result.reason !== "wrong-code")
      throw validationProblem({ TwoFactorToken: [SIGN_IN_TIMED_OUT] });
    const lockedNow = await failedCheck(checks, reservation);
    await recordSignIn({
      userId,
      outcome: lockedNow > 0 ? "locking" : "failed",
      secondStep: "wrong-code",
    });
    throw validationProblem({ Code: [WRONG_APP_CODE] });
  }
  await clearRateLimit({ key: checks.key });
  return signedIn(request, result.user, result.method);
});
