import { conflictProblem } from "@/lib/api/account-problems";
import { limitAccountAction } from "@/lib/api/attempt-limits";
import { apiRoute, reply } from "@/lib/api/route";
import { requireStaffAccount } from "@/lib/auth/guards";
import { twoFactorSetup } from "@/lib/auth/two-factor";
import { user as userApi } from "@/lib/contract";
import { hasTwoFactor, startTwoFactorSetup } from "@/lib/data/two-factor";

/**
 * My Account, two-step login, first step: a new secret for the person's authenticator app, as a
 * key to type and a QR code drawn on this server. Nothing changes until TurnOnTwoFactor proves
 * the app has it; starting again replaces the secret.
 */
export const POST = apiRoute(async (context) => {
  const { user } = await requireStaffAccount(context);
  await limitAccountAction(context.request, "two-factor", user.id);
  if (hasTwoFactor(user)) throw conflictProblem("twoFactorOn");
  const secret = await startTwoFactorSetup({ userId: user.id });
  return reply(userApi.startTwoFactor, await twoFactorSetup(secret, user.email));
});
