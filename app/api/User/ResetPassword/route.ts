import { limitAccountAction, passesLockedCheck } from "@/lib/api/attempt-limits";
import { apiRoute, refuse } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { resetPassword, sendResetPausedMail } from "@/lib/data/passwords";
import { WRONG_RESET_CODE_LOCK } from "@/lib/data/rate-limits";
import { MESSAGES } from "@/lib/messages";
import { afterAnswer } from "@/lib/server/background-work";

/**
 * docs/product.md §2 New Password: the reset code and a new password, not a common one
 * (lib/api/server-rules.ts). On success every session of the account ends (docs/api.md §3); a wrong
 * code and an unknown address get the same answer. Issue 27: 20 wrong codes for one address in 24
 * hours stop it taking codes for 24 hours, counted before each check so that a burst gets no more,
 * and the owner is mailed once, after the answer (an unknown address answers the same).
 */
export const PATCH = apiRoute(userApi.resetPassword, async ({ input, context }) => {
  const { email, password, token } = input;
  await limitAccountAction(context.request, "reset-password", email);
  const reset = await passesLockedCheck(
    { key: `reset-code-fail:${email}`, ...WRONG_RESET_CODE_LOCK },
    async () => (await resetPassword({ email, code: token, password })).ok,
    {
      failed: (lockedNow) => {
        if (lockedNow) afterAnswer(() => sendResetPausedMail({ email }));
      },
    },
  );
  if (!reset) return refuse("wrong-code");
  return { message: MESSAGES.passwordResetDone };
});
