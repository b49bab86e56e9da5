import { z } from "zod";

import { limitAccountAction } from "@/lib/api/attempt-limits";
import { validationProblem } from "@/lib/api/problem";
import { apiRoute, json, readJson } from "@/lib/api/route";
import { undoEmailChange } from "@/lib/data/accounts";
import { userTokenSchema } from "@/lib/data/codes";
import { MESSAGES } from "@/lib/messages";

const LINK_REFUSED = "This link does not work any more. Contact support if you need help.";

const schema = z.object({
  token: userTokenSchema(LINK_REFUSED),
});

/**
 * The undo link of an e-mail change (issue 14), for anyone holding it: the old address comes
 * back and every session of the account ends. Every refusal reads the same.
 */
export const POST = apiRoute(async ({ request }) => {
  const { token: link } = await readJson(request, schema);
  await limitAccountAction(request, "undo-email-change", link.userId);
  const result = await undoEmailChange(link);
  if (!result.ok) throw validationProblem({ Token: [LINK_REFUSED] });
  return json({ message: MESSAGES.emailChangeUndone });
});
