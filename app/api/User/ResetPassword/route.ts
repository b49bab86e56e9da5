import { limitAccountAction } from "@/lib/api/attempt-limits";
import { resetCodeProblem } from "@/lib/api/account-problems";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { resetPassword } from "@/lib/data/passwords";
import { MESSAGES } from "@/lib/messages";

/**
 * docs/product.md §2 New Password: the reset code and a new password, not a common one
 * (lib/api/server-rules.ts). On success every session of the account ends (docs/api.md §3); a wrong
 * code and an unknown address get the same answer.
 */
export const PATCH = apiRoute(async (context) => {
  const { request } = context;
  const { email, password, token } = await parseBody(context, userApi.resetPassword);
  await limitAccountAction(request, "reset-password", email);
  const result = await resetPassword({ email, code: token, password });
  if (!result.ok) throw resetCodeProblem();
  return reply(userApi.resetPassword, { message: MESSAGES.passwordResetDone });
});
