import { after } from "next/server";

import { limitAccountAction } from "@/lib/api/attempt-limits";
import { resetCodeProblem } from "@/lib/api/account-problems";
import { tooManyRequests } from "@/lib/api/problem";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { resetPassword, sendResetPausedMail } from "@/lib/data/passwords";
import {
  clearRateLimit,
  failedCheck,
  reserveCheck,
  WRONG_RESET_CODE_LOCK,
} from "@/lib/data/rate-limits";
import { MESSAGES } from "@/lib/messages";

/**
 * docs/product.md §2 New Password: the reset code and a new password, not a common one
 * (lib/api/server-rules.ts). On success every session of the account ends (docs/api.md §3); a wrong
 * code and an unknown address get the same answer. Issue 27: 20 wrong codes for one address in 24
 * hours stop it taking codes for 24 hours, counted before each check so that a burst gets no more,
 * and the owner is mailed once, after the answer (an unknown address answers the same).
 */
export const PATCH = apiRoute(async (context) => {
  const { request } = context;
  const { email, password, token } = await parseBody(context, userApi.resetPassword);
  await limitAccountAction(request, "reset-password", email);
  const checks = { key: `reset-code-fail:${email}`, ...WRONG_RESET_CODE_LOCK };
  const reservation = await reserveCheck(checks);
  if (!reservation.allowed) throw tooManyRequests(reservation.retryAfterSeconds);
  const result = await resetPassword({ email, code: token, password });
  if (!result.ok) {
    if ((await failedCheck(checks, reservation)) > 0) after(() => sendResetPausedMail({ email }));
    throw resetCodeProblem();
  }
  await clearRateLimit({ key: checks.key });
  return reply(userApi.resetPassword, { message: MESSAGES.passwordResetDone });
});
