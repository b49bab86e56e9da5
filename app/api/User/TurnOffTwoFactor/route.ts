import { z } from "zod";

import { conflictProblem } from "@/lib/api/account-problems";
import { limitAccountAction, requireFreshProof } from "@/lib/api/attempt-limits";
import { apiRoute, json, readJson } from "@/lib/api/route";
import { requireStaffAccount } from "@/lib/auth/guards";
import { mayTurnOffTwoFactor, turnOffTwoFactor } from "@/lib/data/two-factor";
import { freshProofPasswordSchema } from "@/lib/validation";

const schema = z.object({ password: freshProofPasswordSchema });

/**
 * My Account: a Coach (or an Admin where ADMIN_TWO_FACTOR=optional) turns two-step login off,
 * with the same fresh proof as turning it on. Admins who must use it cannot.
 */
export const POST = apiRoute(async (context) => {
  const session = await requireStaffAccount(context);
  const { password } = await readJson(context.request, schema);
  await limitAccountAction(context.request, "two-factor", session.user.id);
  if (!mayTurnOffTwoFactor(session.user)) throw conflictProblem("adminsKeepTwoFactor");
  await requireFreshProof("two-factor", session, password);
  await turnOffTwoFactor({ userId: session.user.id });
  return json({ message: "Two-step login is off." });
});
