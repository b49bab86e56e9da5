import { z } from "zod";

import { limitAccountAction } from "@/lib/api/attempt-limits";
import { resetCodeProblem } from "@/lib/api/account-problems";
import { apiRoute, json, readJson } from "@/lib/api/route";
import { resetPassword } from "@/lib/data/passwords";
import { MESSAGES } from "@/lib/messages";
import { newPasswordSchema } from "@/lib/password-policy";
import { codeSchema, emailSchema, passwordIsEmail } from "@/lib/validation";

const schema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: "Confirm the password." }),
    token: codeSchema,
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: "The passwords do not match.",
      });
    }
    if (passwordIsEmail(value.password, value.email)) {
      ctx.addIssue({
        code: "custom",
        path: ["password"],
        message: "The password cannot be the same as the e-mail address.",
      });
    }
  });

/**
 * SPEC §2 New Password: the reset code and a new password. On success every session of the
 * account ends (CONTRACT §3); a wrong code and an unknown address get the same answer.
 */
export const PATCH = apiRoute(async ({ request }) => {
  const { email, password, token } = await readJson(request, schema);
  await limitAccountAction(request, "reset-password", email);
  const result = await resetPassword({ email, code: token, password });
  if (!result.ok) throw resetCodeProblem();
  return json({ message: MESSAGES.passwordResetDone });
});
