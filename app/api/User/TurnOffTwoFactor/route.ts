import { conflictProblem } from "@/lib/api/account-problems";
import { limitAccountAction, requireFreshProof } from "@/lib/api/attempt-limits";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireStaffAccount } from "@/lib/auth/guards";
import { user as userApi } from "@/lib/contract";
import { mayTurnOffTwoFactor, turnOffTwoFactor } from "@/lib/data/two-factor";

/**
 * My Account: a Coach (or an Admin where ADMIN_TWO_FACTOR=optional) turns two-step login off,
 * with the same fresh proof as turning it on. Admins who must use it cannot.
 */
export const POST = apiRoute(async (context) => {
  const session = await requireStaffAccount(context);
  const { password } = await parseBody(context, userApi.turnOffTwoFactor);
  await limitAccountAction(context.request, "two-factor", session.user.id);
  if (!mayTurnOffTwoFactor(session.user)) throw conflictProblem("adminsKeepTwoFactor");
  await requireFreshProof("two-factor", session, password);
  await turnOffTwoFactor({ userId: session.user.id });
  return reply(userApi.turnOffTwoFactor, { message: "Two-step login is off." });
});
