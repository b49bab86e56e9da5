import { limitAddressAction } from "@/lib/api/attempt-limits";
import { validationProblem } from "@/lib/api/problem";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { UNDO_LINK_REFUSED, user as userApi } from "@/lib/contract/user";
import { undoEmailChange } from "@/lib/data/accounts";
import { MESSAGES } from "@/lib/messages";

/**
 * The undo link of an e-mail change (issue 14), for anyone holding it: the old address comes
 * back and every session of the account ends. Every refusal reads the same. Only the address's
 * budget is spent: a made-up link counts nothing against the account it names, nor against its
 * live link (docs/decisions/0036), and the genuine one works at once.
 */
export const POST = apiRoute(async (context) => {
  const { request } = context;
  const { token: link } = await parseBody(context, userApi.undoEmailChange);
  await limitAddressAction(request, "undo-email-change");
  const result = await undoEmailChange(link);
  if (!result.ok) throw validationProblem({ Token: [UNDO_LINK_REFUSED] });
  return reply(userApi.undoEmailChange, { message: MESSAGES.emailChangeUndone });
});
