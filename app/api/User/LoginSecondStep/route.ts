import {
  limitAccountBudget,
  limitAddressAction,
  passesLockedCheck,
} from "@/lib/api/attempt-limits";
import { apiRoute, refuse } from "@/lib/api/route";
import { signedIn } from "@/lib/api/sign-in";
import { user as userApi } from "@/lib/contract/user";
import { recordSignIn } from "@/lib/data/audit";
import { isLiveToken } from "@/lib/data/codes";
import { WRONG_SECRET_LOCK } from "@/lib/data/rate-limits";
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
export const POST = apiRoute(userApi.loginSecondStep, async ({ input, context }) => {
  const { twoFactorToken, code } = input;
  const { userId } = twoFactorToken;
  await limitAddressAction(context.request, "sign-in-code");
  const token = { userId, purpose: "SignIn" as const, code: twoFactorToken.code };
  if (!(await isLiveToken(token))) return refuse("timed-out");
  await limitAccountBudget("sign-in-code", userId);
  let result: Awaited<ReturnType<typeof passSecondStep>> | undefined;
  const secondStep = "wrong-code";
  const right = await passesLockedCheck(
    { key: `sign-in-code-fail:${String(userId)}`, ...WRONG_SECRET_LOCK },
    async () => {
      result = await passSecondStep({ userId, token: twoFactorToken.code, code });
      // A token spent or timed out meanwhile is no wrong code: neither counted nor cleared.
      return result.ok || (result.reason === "wrong-code" ? false : null);
    },
    {
      locked: () => recordSignIn({ userId, outcome: "locked", secondStep }),
      failed: (lockedNow) =>
        recordSignIn({ userId, outcome: lockedNow ? "locking" : "failed", secondStep }),
    },
  );
  if (right === false) return refuse("wrong-code");
  if (!result?.ok) return refuse("timed-out");
  return signedIn(context.request, result.user, result.method);
});
