import { z } from "zod";

import { limitAccountAction } from "@/lib/api/attempt-limits";
import { conflictProblem } from "@/lib/api/account-problems";
import { validationProblem } from "@/lib/api/problem";
import { apiRoute, json, readJson } from "@/lib/api/route";
import { requireVerified } from "@/lib/auth/guards";
import { startEmailChange } from "@/lib/data/accounts";
import { MESSAGES } from "@/lib/messages";
import { emailSchema } from "@/lib/validation";

const schema = z.object({ email: emailSchema });

/**
 * SPEC §4 e-mail change, first step (CONTRACT §5): a code to the new address, a notice to the
 * old one; the address changes on VerifyEmail.
 */
export const PATCH = apiRoute(async (context) => {
  const { user } = await requireVerified(context);
  const { email } = await readJson(context.request, schema);
  await limitAccountAction(context.request, "change-email", user.id);
  const result = await startEmailChange({ user, newEmail: email });
  if (!result.ok) {
    if (result.reason === "same-email") {
      throw validationProblem({ Email: ["This is already your e-mail address."] });
    }
    throw conflictProblem("emailTaken");
  }
  return json({ message: MESSAGES.checkNewEmail });
});
