import { after } from "next/server";

import { tooManyRequests } from "@/lib/api/problem";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { sendPasswordResetCode } from "@/lib/data/passwords";
import { hitRateLimit } from "@/lib/data/rate-limits";
import { MESSAGES } from "@/lib/messages";

/** docs/api.md §5: 3 mails per address per 15 minutes, counted alike for unknown addresses. */
const FORGOT_LIMIT = { limit: 3, windowSeconds: 15 * 60 };

/**
 * docs/product.md §2 'Forgot Password?': mails a reset code. docs/api.md §5: the answer is the same
 * 200, in the same time, whether or not the address has an account, so the lookup, the code and the
 * mail all happen after the answer is sent.
 */
export const POST = apiRoute(async (context) => {
  const { email } = await parseBody(context, userApi.forgotPassword);
  const limit = await hitRateLimit({ key: `forgot-password:${email}`, ...FORGOT_LIMIT });
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  after(() => sendPasswordResetCode({ email }));
  return reply(userApi.forgotPassword, { message: MESSAGES.resetTokenSent });
});
