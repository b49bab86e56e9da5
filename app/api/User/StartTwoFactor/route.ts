import { limitAccountAction } from "@/lib/api/attempt-limits";
import { apiRoute, refuse } from "@/lib/api/route";
import { twoFactorSetup } from "@/lib/auth/two-factor";
import { user as userApi } from "@/lib/contract";
import { hasTwoFactor, startTwoFactorSetup } from "@/lib/data/two-factor";

/**
 * My Account, two-step login, first step: a new secret for the person's authenticator app, as a
 * key to type and a QR code drawn on this server. Nothing changes until TurnOnTwoFactor proves
 * the app has it; starting again replaces the secret.
 */
export const POST = apiRoute(userApi.startTwoFactor, async ({ user, context }) => {
  await limitAccountAction(context.request, "two-factor", user.id);
  if (hasTwoFactor(user)) return refuse("two-factor-on");
  const secret = await startTwoFactorSetup({ userId: user.id });
  return twoFactorSetup(secret, user.email);
});
