import { limitAccountAction } from "@/lib/api/attempt-limits";
import { apiRoute } from "@/lib/api/route";
import { renewSession } from "@/lib/auth/session";
import { user as userApi } from "@/lib/contract";
import { finishPasswordChange } from "@/lib/data/passwords";
import { MESSAGES } from "@/lib/messages";

/**
 * docs/product.md §4: the code makes the new password current. docs/api.md §3: every other session
 * ends at once, and this one is renewed so it goes on to the account page.
 */
export const POST = apiRoute(
  userApi.verifyPassword,
  async ({ input: { token }, user, context }) => {
    await limitAccountAction(context.request, "verify-password", user.id);
    const result = await finishPasswordChange({ user, code: token });
    if (!result.ok) return result;
    await renewSession({ sessionVersion: result.sessionVersion });
    return { message: MESSAGES.passwordChanged };
  },
);
