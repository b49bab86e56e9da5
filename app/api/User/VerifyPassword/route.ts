import { z } from "zod";

import { limitAccountAction } from "@/lib/api/attempt-limits";
import { codeProblem } from "@/lib/api/account-problems";
import { apiRoute, json, readJson } from "@/lib/api/route";
import { requireVerified } from "@/lib/auth/guards";
import { renewSession } from "@/lib/auth/session";
import { finishPasswordChange } from "@/lib/data/passwords";
import { MESSAGES } from "@/lib/messages";
import { codeSchema } from "@/lib/validation";

const schema = z.object({ token: codeSchema });

/**
 * SPEC §4: the code makes the new password current. CONTRACT §3: every other session ends at
 * once, and this one is renewed so it goes on to the account page.
 */
export const POST = apiRoute(async (context) => {
  const { user } = await requireVerified(context);
  const { token } = await readJson(context.request, schema);
  await limitAccountAction(context.request, "verify-password", user.id);
  const result = await finishPasswordChange({ user, code: token });
  if (!result.ok) throw codeProblem(result.reason);
  await renewSession({ sessionVersion: result.sessionVersion });
  return json({ message: MESSAGES.passwordChanged });
});
