import { limitAddressAction } from "@/lib/api/attempt-limits";
import { apiRoute, refuse } from "@/lib/api/route";
import { user as userApi } from "@/lib/contract";
import { undoEmailChange } from "@/lib/data/accounts";
import { MESSAGES } from "@/lib/messages";

/**
 * The undo link of an e-mail change (issue 14), for anyone holding it: the old address comes
 * back and every session of the account ends. Every refusal reads the same. Only the address's
 * budget is spent: a made-up link counts nothing against the account it names, nor against its
 * live link (docs/decisions/0036), and the genuine one works at once.
 */
export const POST = apiRoute(userApi.undoEmailChange, async ({ input: { token }, context }) => {
  await limitAddressAction(context.request, "undo-email-change");
  const result = await undoEmailChange(token);
  return result.ok ? { message: MESSAGES.emailChangeUndone } : refuse("refused");
});
