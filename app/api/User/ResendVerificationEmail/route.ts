import { conflictProblem } from "@/lib/api/account-problems";
import { tooManyRequests } from "@/lib/api/problem";
import { apiRoute, reply } from "@/lib/api/route";
import { requireSession } from "@/lib/auth/guards";
import { user as userApi } from "@/lib/contract";
import { sendVerificationCode } from "@/lib/data/accounts";
import { hitRateLimit } from "@/lib/data/rate-limits";

/** docs/api.md §5: 3 mails per account per 15 minutes. */
const RESEND_LIMIT = { limit: 3, windowSeconds: 15 * 60 };

/**
 * docs/product.md §2 verify screen's 'resend a token': a new code, and the older one stops working.
 */
export const POST = apiRoute(async (context) => {
  const { user } = await requireSession(context);
  if (user.isVerified) throw conflictProblem("alreadyVerified");
  const limit = await hitRateLimit({
    key: `resend-verification:${String(user.id)}`,
    ...RESEND_LIMIT,
  });
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  await sendVerificationCode({ user });
  return reply(userApi.resendVerificationEmail, {
    message: "We sent a new code to your e-mail address.",
  });
});
