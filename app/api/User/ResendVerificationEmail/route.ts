import { conflictProblem } from "@/lib/api/account-problems";
import { tooManyRequests } from "@/lib/api/problem";
import { apiRoute, reply } from "@/lib/api/route";
import { requireSession } from "@/lib/auth/guards";
import { user as userApi } from "@/lib/contract";
import { sendVerificationCode } from "@/lib/data/accounts";
import { countCodeMail } from "@/lib/data/codes";

/**
 * docs/product.md §2 verify screen's 'resend a token': a new code, and the older one stops working.
 * At most 3 codes an hour (issue 27, lib/data/codes.ts countCodeMail).
 */
export const POST = apiRoute(async (context) => {
  const { user } = await requireSession(context);
  if (user.isVerified) throw conflictProblem("alreadyVerified");
  const limit = await countCodeMail({ userId: user.id, purpose: "VerifyAccount" });
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  await sendVerificationCode({ user });
  return reply(userApi.resendVerificationEmail, {
    message: "We sent a new code to your e-mail address.",
  });
});
