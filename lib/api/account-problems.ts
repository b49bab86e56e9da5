import "server-only";

import { type ApiProblem, conflict, validationProblem } from "@/lib/api/problem";
import type { CodeRefusal } from "@/lib/data/codes";

/**
 * The refusals of the account endpoints that ProblemDetails' generic titles do not cover:
 * docs/api.md §1's 409 titles are sentences that say what happened, and a refused one-time code is
 * a 400 on `Token` that says what to do next.
 */

export const ACCOUNT_CONFLICTS = {
  emailTaken: "An account with this e-mail address already exists.",
  alreadyVerified: "This account is already verified.",
  deleteSelf: "You cannot delete your own account.",
  demoteSelf: "You cannot take the Admin role away from yourself.",
  deleteLastAdmin: "The last Admin cannot be deleted.",
  demoteLastAdmin: "The last Admin cannot be given another role.",
  twoFactorOn: "Two-step login is already on.",
  adminsKeepTwoFactor: "Admins must keep two-step login on.",
  resetSelfTwoFactor: "You cannot reset your own two-step login.",
} as const;

export const conflictProblem = (what: keyof typeof ACCOUNT_CONFLICTS) =>
  conflict(ACCOUNT_CONFLICTS[what]);

const CODE_MESSAGES: Record<CodeRefusal, string> = {
  none: "There is no code to check. Ask for a new code and try again.",
  wrong: "This code is not right. Check the code in the latest e-mail we sent and try again.",
  expired: "This code has expired. Ask for a new code and try again.",
  spent:
    "This code can no longer be used. Enter the code from the latest e-mail, or ask for a new code.",
  "too-many-tries": "This code was entered wrongly too many times. Ask for a new code.",
};

/**
 * On ResetPassword, which anyone may call, every refusal reads the same, so that the answer
 * never tells whether an address has an account or a pending reset.
 */
export const RESET_CODE_MESSAGE =
  "This code is not right for this e-mail address, or it has expired. Check both, or ask for a new code.";

export function codeProblem(reason: CodeRefusal): ApiProblem {
  return validationProblem({ Token: [CODE_MESSAGES[reason]] });
}

export function resetCodeProblem(): ApiProblem {
  return validationProblem({ Token: [RESET_CODE_MESSAGE] });
}
