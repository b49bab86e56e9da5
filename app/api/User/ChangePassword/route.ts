import { z } from "zod";

import { currentPasswordIsRight, limitAccountAction } from "@/lib/api/attempt-limits";
import { validationProblem } from "@/lib/api/problem";
import { apiRoute, json, readJson } from "@/lib/api/route";
import { requireVerified } from "@/lib/auth/guards";
import { startPasswordChange } from "@/lib/data/passwords";
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
 * SPEC §4 password change, first step (CONTRACT §5): the right old password (5 wrong ones lock
 * it for 15 minutes), then a code to the account's address; the password changes on
 * VerifyPassword.
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
  const started = await currentPasswordIsRight(
    "change-password",
    user.id,
    async () => (await startPasswordChange({ user, oldPassword, newPassword })).ok,
  );
  if (!started) throw validationProblem({ OldPassword: ["The current password is not right."] });
  return json({ message: MESSAGES.checkEmailForPassword });
});
