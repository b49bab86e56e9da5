import { z } from "zod";

import { limitAccountAction } from "@/lib/api/attempt-limits";
import { tooManyRequests, validationProblem } from "@/lib/api/problem";
import { apiRoute, readJson } from "@/lib/api/route";
import { signedIn } from "@/lib/api/sign-in";
import { recordSignIn } from "@/lib/data/audit";
import { readUserToken } from "@/lib/data/codes";
import { clearRateLimit, failedCheck, reserveCheck } from "@/lib/data/rate-limits";
import { passSecondStep } from "@/lib/data/two-factor";

const TIMED_OUT = "Your login has timed out. Please log in again.";
const WRONG_CODE = "The code is not right. Try the newest code in your app.";

const schema = z.object({
  twoFactorToken: z
    .string({ error: TIMED_OUT })
    .max(100, { error: TIMED_OUT })
    .transform((token, ctx) => {
      const read = readUserToken(token);
      if (!read) ctx.addIssue({ code: "custom", message: TIMED_OUT });
      return read ?? z.NEVER;
    }),
  code: z
    .string({ error: "Enter the code from your app." })
    .trim()
    .min(1, { error: "Enter the code from your app." })
    .max(50, { error: WRONG_CODE }),
});

/** Like the password's lock: 5 wrong codes in 15 minutes stop the guessing for 15 minutes. */
const CODE_LOCK = { limit: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };

/**
 * The second step of a two-step sign-in (docs/decisions/0021): after `api/user/login` answered
 * `twoFactorRequired` with a `twoFactorToken` (5 minutes), the code of the person's app or one
 * of their recovery codes. Answers as `api/user/login` does for an account without it.
 */
export const POST = apiRoute(async ({ request }) => {
  const { twoFactorToken, code } = await readJson(request, schema);
  const { userId } = twoFactorToken;
  await limitAccountAction(request, "sign-in-code", userId);
  const checks = { key: `sign-in-code-fail:${String(userId)}`, ...CODE_LOCK };
  const reservation = await reserveCheck(checks);
  if (!reservation.allowed) {
    await recordSignIn({ userId, outcome: "locked", secondStep: "wrong-code" });
    throw tooManyRequests(reservation.retryAfterSeconds);
  }

  const result = await passSecondStep({ userId, token: twoFactorToken.code, code });
  if (!result.ok) {
    if (result.reason !== "wrong-code") throw validationProblem({ TwoFactorToken: [TIMED_OUT] });
    const lockedNow = await failedCheck(checks, reservation);
    await recordSignIn({
      userId,
      outcome: lockedNow > 0 ? "locking" : "failed",
      secondStep: "wrong-code",
    });
    throw validationProblem({ Code: [WRONG_CODE] });
  }
  await clearRateLimit({ key: checks.key });
  return signedIn(request, result.user, result.method);
});
