import { currentPasswordIsRight, limitAccountAction } from "@/lib/api/attempt-limits";
import { tooManyRequests, validationProblem } from "@/lib/api/problem";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireVerified } from "@/lib/auth/guards";
import { user as userApi } from "@/lib/contract";
import { PASSWORD_IS_EMAIL, passwordIsEmail } from "@/lib/contract/fields";
import { startPasswordChange, type StartPasswordChangeResult } from "@/lib/data/passwords";
import { MESSAGES } from "@/lib/messages";

/**
 * docs/product.md §4 password change, first step (docs/api.md §5): the right old password (5 wrong
 * ones lock it for 15 minutes), then a code to the account's address (at most 3 an hour, issue
 * 27); the password changes on VerifyPassword.
 */
export const PATCH = apiRoute(async (context) => {
  const { user } = await requireVerified(context);
  const { oldPassword, newPassword } = await parseBody(context, userApi.changePassword);
  await limitAccountAction(context.request, "change-password", user.id);
  if (passwordIsEmail(newPassword, user.email)) {
    throw validationProblem({ NewPassword: [PASSWORD_IS_EMAIL] });
  }
  let started: StartPasswordChangeResult | undefined;
  const right = await currentPasswordIsRight("change-password", user.id, async () => {
    started = await startPasswordChange({ user, oldPassword, newPassword });
    return started.ok || started.reason !== "wrong-old-password";
  });
  if (!right) throw validationProblem({ OldPassword: ["The current password is not right."] });
  if (started?.ok === false && started.reason === "too-many-mails") {
    throw tooManyRequests(started.retryAfterSeconds);
  }
  return reply(userApi.changePassword, { message: MESSAGES.checkEmailForPassword });
});
