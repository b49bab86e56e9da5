import { z } from "zod";

import { conflictProblem } from "@/lib/api/account-problems";
import { limitAccountAction, requireFreshProof } from "@/lib/api/attempt-limits";
import { validationProblem } from "@/lib/api/problem";
import { apiRoute, json, readJson } from "@/lib/api/route";
import { requireStaffAccount } from "@/lib/auth/guards";
import { renewSession } from "@/lib/auth/session";
import { hasTwoFactor, turnOnTwoFactor } from "@/lib/data/two-factor";
import { appCodeSchema, freshProofPasswordSchema, WRONG_APP_CODE } from "@/lib/validation";

const schema = z.object({
  code: appCodeSchema,
  password: freshProofPasswordSchema,
});

/**
 * My Account, two-step login, second step: a code from the app proves it holds the secret.
 * Needs a fresh proof (the current password unless the login is under 10 minutes old), so a
 * borrowed session cannot tie the account to someone else's phone. Answers the 10 recovery codes,
 * shown this once; every other session ends.
 */
export const POST = apiRoute(async (context) => {
  const session = await requireStaffAccount(context);
  const { user } = session;
  const { code, password } = await readJson(context.request, schema);
  await limitAccountAction(context.request, "two-factor", user.id);
  if (hasTwoFactor(user)) throw conflictProblem("twoFactorOn");
  await requireFreshProof("two-factor", session, password);
  const result = await turnOnTwoFactor({ userId: user.id, code });
  if (!result.ok) {
    throw validationProblem({
      Code: [result.reason === "not-started" ? "Start the set-up again." : WRONG_APP_CODE],
    });
  }
  await renewSession({ sessionVersion: result.sessionVersion });
  return json({ recoveryCodes: result.recoveryCodes });
});
