import { limitAddressAction } from "@/lib/api/attempt-limits";
import { apiRoute } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { sendPasswordResetCode } from "@/lib/data/passwords";
import { MESSAGES } from "@/lib/messages";
import { afterAnswer } from "@/lib/server/background-work";

/**
 * docs/product.md §2 'Forgot Password?': mails a reset code. docs/api.md §5: the answer is the same
 * 200, in the same time, whether or not the address has an account and whether or not a code is
 * mailed (at most 3 an hour per account, issue 27), so the lookup, the code and the mail all
 * happen after the answer is sent. Only the address's budget of account actions answers 429.
 */
export const POST = apiRoute(userApi.forgotPassword, async ({ input: { email }, context }) => {
  await limitAddressAction(context.request, "forgot-password");
  afterAnswer(() => sendPasswordResetCode({ email }));
  return { message: MESSAGES.resetTokenSent };
});
