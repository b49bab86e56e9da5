import { currentPasswordIsRight, limitAccountAction } from "@/lib/api/attempt-limits";
import { tooManyRequests } from "@/lib/api/problem";
import { apiRoute, refuse } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { passwordIsEmail } from "@/lib/contract/fields";
import { startPasswordChange, type StartPasswordChangeResult } from "@/lib/data/passwords";
import { MESSAGES } from "@/lib/messages";

/**
 * docs/product.md §4 password change, first step (docs/api.md §5): the right old password (5 wrong
 * ones lock it for 15 minutes), then a code to the account's address (at most 3 an hour, issue
 * 27); the password changes on VerifyPassword.
 */
export const PATCH = apiRoute(userApi.changePassword, async ({ input, user, context }) => {
  const { oldPassword, newPassword } = input;
  await limitAccountAction(context.request, "change-password", user.id);
  if (passwordIsEmail(newPassword, user.email)) return refuse("password-is-email");
  let started: StartPasswordChangeResult | undefined;
  const right = await currentPasswordIsRight("change-password", user.id, async () => {
    started = await startPasswordChange({ user, oldPassword, newPassword });
    return started.ok || started.reason !== "wrong-old-password";
  });
  if (!right) return refuse("wrong-old-password");
  if (started?.ok === false && started.reason === "too-many-mails") {
    throw tooManyRequests(started.retryAfterSeconds);
  }
  return { message: MESSAGES.checkEmailForPassword };
});
