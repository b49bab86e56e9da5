import { limitAccountAction, requireFreshProof } from "@/lib/api/attempt-limits";
import { tooManyRequests } from "@/lib/api/problem";
import { apiRoute, refuse } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { startEmailChange } from "@/lib/data/accounts";
import { countCodeMail } from "@/lib/data/codes";
import { hitRateLimit } from "@/lib/data/rate-limits";
import { MESSAGES } from "@/lib/messages";

/** Changes started per account per day. */
const CHANGES_PER_DAY = 3;

/**
 * docs/product.md §4 e-mail change, first step (docs/api.md §5): a code to the new address, a
 * notice with an undo link to the old one; the address changes on VerifyEmail. A stolen session
 * alone cannot start it: the current password is needed unless this browser signed in in the last
 * 10 minutes, and an account starts at most 3 changes a day, and mails at most 3 codes an hour
 * (issue 27; counted for a taken address too, whose answer is the same).
 */
export const PATCH = apiRoute(userApi.changeEmail, async ({ input, user, session, context }) => {
  const { email, password } = input;
  await limitAccountAction(context.request, "change-email", user.id);
  await requireFreshProof("change-email", session, password);
  if (email === user.email) return refuse("same-email");
  const perDay = await hitRateLimit({
    key: `email-change-day:${String(user.id)}`,
    limit: CHANGES_PER_DAY,
    windowSeconds: 24 * 60 * 60,
  });
  if (!perDay.allowed) throw tooManyRequests(perDay.retryAfterSeconds);
  const mails = await countCodeMail({ userId: user.id, purpose: "ChangeEmail" });
  if (!mails.allowed) throw tooManyRequests(mails.retryAfterSeconds);
  await startEmailChange({ user, newEmail: email });
  return { message: MESSAGES.checkNewEmail };
});
