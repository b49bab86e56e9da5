import { limitAccountAction, requireFreshProof } from "@/lib/api/attempt-limits";
import { apiRoute, refuse } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { mayTurnOffTwoFactor, turnOffTwoFactor } from "@/lib/data/two-factor";

/**
 * My Account: a Coach (or an Admin where ADMIN_TWO_FACTOR=optional) turns two-step login off,
 * with the same fresh proof as turning it on. Admins who must use it cannot.
 */
export const POST = apiRoute(userApi.turnOffTwoFactor, async ({ input, session, context }) => {
  await limitAccountAction(context.request, "two-factor", session.user.id);
  if (!mayTurnOffTwoFactor(session.user)) return refuse("admins-keep-two-factor");
  await requireFreshProof("two-factor", session, input.password);
  await turnOffTwoFactor({ userId: session.user.id });
  return { message: "Two-step login is off." };
});
