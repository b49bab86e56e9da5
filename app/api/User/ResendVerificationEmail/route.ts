import { tooManyRequests } from "@/lib/api/problem";
import { apiRoute, refuse } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { sendVerificationCode } from "@/lib/data/accounts";
import { countCodeMail } from "@/lib/data/codes";

/**
 * docs/product.md §2 verify screen's 'resend a token': a new code, and the older one stops working.
 * At most 3 codes an hour (issue 27, lib/data/codes.ts countCodeMail).
 */
export const POST = apiRoute(userApi.resendVerificationEmail, async ({ user }) => {
  if (user.isVerified) return refuse("already-verified");
  const limit = await countCodeMail({ userId: user.id, purpose: "VerifyAccount" });
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  await sendVerificationCode({ user });
  return { message: "We sent a new code to your e-mail address." };
});
