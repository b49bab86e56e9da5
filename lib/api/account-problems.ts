import "server-only";

import { type ApiProblem, conflict, notFound, validationProblem } from "@/lib/api/problem";
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

/** docs/api.md §4: the changes of a user that no Admin may make. */
const USER_CHANGE_CONFLICTS = {
  "delete-self": "deleteSelf",
  "delete-last-admin": "deleteLastAdmin",
  "demote-self": "demoteSelf",
  "demote-last-admin": "demoteLastAdmin",
  "reset-self": "resetSelfTwoFactor",
} as const satisfies Record<string, keyof typeof ACCOUNT_CONFLICTS>;

interface UserChangeRefusal {
  ok: false;
  reason: "not-found" | keyof typeof USER_CHANGE_CONFLICTS;
}

/**
 * An Admin's change to a user (Edit User), or the API's answer to its refusal: a 404 for a user
 * not found, a 409 for a change no Admin may make.
 */
export async function changedUser<R extends { ok: true } | UserChangeRefusal>(
  change: Promise<R>,
): Promise<Extract<R, { ok: true }>> {
  const result: { ok: true } | UserChangeRefusal = await change;
  if (!result.ok) {
    throw result.reason === "not-found"
      ? notFound("The user")
      : conflictProblem(USER_CHANGE_CONFLICTS[result.reason]);
  }
  return result as Extract<R, { ok: true }>;
}

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
