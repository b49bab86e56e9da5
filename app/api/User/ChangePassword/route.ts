import { z } from "zod";

import { limitAccountAction } from "@/lib/api/attempt-limits";
import { tooManyRequests, validationProblem } from "@/lib/api/problem";
import { apiRoute, json, readJson } from "@/lib/api/route";
import { requireVerified } from "@/lib/auth/guards";
import { startPasswordChange } from "@/lib/data/passwords";
import { clearRateLimit, failedCheck, reserveCheck } from "@/lib/data/rate-limits";
import { MESSAGES } from "@/lib/messages";
import { newPasswordSchema } from "@/lib/password-policy";
import { LIMITS, passwordIsEmail } from "@/lib/validation";

const schema = z
  .object({
    oldPassword: z
      .string({ error: "Enter your current password." })
      .min(1, { error: "Enter your current password." })
      .max(LIMITS.passwordMax, { error: "The current password is not right." }),
    newPassword: newPasswordSchema,
    confirmNewPassword: z.string({ error: "Confirm the new password." }),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.confirmNewPassword) {
      ctx.addIssue({
        code: "custom",
        path: ["confirmNewPassword"],
        message: "The passwords do not match.",
      });
    }
  });

/**
 * Like the login lock (CONTRACT §5): 5 wrong old passwords in 15 minutes stop the guessing for
 * 15 minutes, so a borrowed session cannot be used to find out the password.
 */
const WRONG_OLD_PASSWORD = { limit: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };

/**
 * SPEC §4 password change, first step (CONTRACT §5): the right old password, then a code to the
 * account's address; the password changes on VerifyPassword.
 */
export const PATCH = apiRoute(async (context) => {
  const { user } = await requireVerified(context);
  const { oldPassword, newPassword } = await readJson(context.request, schema);
  await limitAccountAction(context.request, "change-password", user.id);
  if (passwordIsEmail(newPassword, user.email)) {
    throw validationProblem({
      NewPassword: ["The password cannot be the same as the e-mail address."],
    });
  }
  const checks = { key: `change-password-fail:${String(user.id)}`, ...WRONG_OLD_PASSWORD };
  const reservation = await reserveCheck(checks);
  if (!reservation.allowed) throw tooManyRequests(reservation.retryAfterSeconds);
  const result = await startPasswordChange({ user, oldPassword, newPassword });
  if (!result.ok) {
    await failedCheck(checks, reservation);
    throw validationProblem({ OldPassword: ["The current password is not right."] });
  }
  await clearRateLimit({ key: checks.key });
  return json({ message: MESSAGES.checkEmailForPassword });
});
