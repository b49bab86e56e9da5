import { currentPasswordIsRight, limitAccountAction } from "@/lib/api/attempt-limits";
import { validationProblem } from "@/lib/api/problem";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireVerified } from "@/lib/auth/guards";
import { user as userApi } from "@/lib/contract";
import { PASSWORD_IS_EMAIL, passwordIsEmail } from "@/lib/contract/fields";
import { startPasswordChange } from "@/lib/data/passwords";
import { MESSAGES } from "@/lib/messages";

/**
 * docs/product.md §4 password change, first step (docs/api.md §5): the right old password (5 wrong
 * ones lock it for 15 minutes), then a code to the account's address; the password changes on
 * VerifyPassword.
 */
export const PATCH = apiRoute(async (context) => {
  const { user } = await requireVerified(context);
  const { oldPassword, newPassword } = await parseBody(context, userApi.changePassword);
  await limitAccountAction(context.request, "change-password", user.id);
  if (passwordIsEmail(newPassword, user.email)) {
    throw validationProblem({ NewPassword: [PASSWORD_IS_EMAIL] });
  }
  const started = await currentPasswordIsRight(
    "change-password",
    user.id,
    async () => (await startPasswordChange({ user, oldPassword, newPassword })).ok,
  );
  if (!started) throw validationProblem({ OldPassword: ["The current password is not right."] });
  return reply(userApi.changePassword, { message: MESSAGES.checkEmailForPassword });
});
