import "server-only";

import { clientAddress } from "@/lib/api/client-address";
import { tooManyRequests, validationProblem } from "@/lib/api/problem";
import type { CurrentSession } from "@/lib/auth/session";
import {
  type CheckLimit,
  clearRateLimit,
  failedCheck,
  hitRateLimit,
  reserveCheck,
  WRONG_SECRET_LOCK,
} from "@/lib/data/rate-limits";
import { getEnv } from "@/lib/server/env";
import { verifyPassword } from "@/lib/auth/password";

/**
 * Budgets of the account actions that check a code or a password, or send mail: per address
 * (ACCOUNT_ACTIONS_PER_ADDRESS, 30 unless set) and per account (10) for each action, per 10
 * minutes. Counted before any work, so that a flood is refused with 429 before it costs a hash or
 * a mail. Wrong codes also kill a code after 5 tries (lib/data/codes.ts).
 */
const PER_ACCOUNT = 10;
const WINDOW_SECONDS = 600;

export type AccountAction =
  | "forgot-password"
  | "reset-password"
  | "verify-account"
  | "verify-email"
  | "verify-password"
  | "change-email"
  | "change-password"
  | "undo-email-change"
  | "sign-in-code"
  | "two-factor";

export async function limitAccountAction(
  request: { headers: Pick<Headers, "get"> },
  action: AccountAction,
  /** The account: its id when signed in, else the e-mail address given. */
  account: number | string,
): Promise<void> {
  await limitAddressAction(request, action);
  await limitAccountBudget(action, account);
}

/** The per-address budget of an action alone. */
export async function limitAddressAction(
  request: { headers: Pick<Headers, "get"> },
  action: AccountAction,
): Promise<void> {
  await spend({
    key: `${action}-ip:${clientAddress(request)}`,
    limit: getEnv().accountActionsPerAddress,
  });
}

/**
 * The per-account budget of an action alone. An action that carries a token spends it only once
 * the token is known to be genuine: a made-up token must not use up the owner's budget
 * (docs/decisions/0036).
 */
export async function limitAccountBudget(
  action: AccountAction,
  account: number | string,
): Promise<void> {
  await spend({ key: `${action}-account:${String(account).toLowerCase()}`, limit: PER_ACCOUNT });
}

async function spend(budget: { key: string; limit: number }): Promise<void> {
  const state = await hitRateLimit({ ...budget, windowSeconds: WINDOW_SECONDS });
  if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds);
}

/**
 * Whether `check` passes, within the lock of `checks` (WRONG_SECRET_LOCK, WRONG_RESET_CODE_LOCK):
 * each check is counted before it is made (reserveCheck), so that checks sent at once cannot pass
 * the lock; a locked key is refused with 429 without checking (after `locked`), a failed check
 * counts towards the lock (`failed` hears whether it locked the key now), and one that passes
 * clears the count. A check that could not be made (null: the token went meanwhile) does neither.
 */
export async function passesLockedCheck<Verdict extends boolean | null>(
  checks: { key: string } & CheckLimit,
  check: () => Promise<Verdict>,
  on: { locked?: () => Promise<unknown>; failed?: (lockedNow: boolean) => unknown } = {},
): Promise<Verdict> {
  const reservation = await reserveCheck(checks);
  if (!reservation.allowed) {
    await on.locked?.();
    throw tooManyRequests(reservation.retryAfterSeconds);
  }
  const verdict = await check();
  if (verdict === false) {
    const lockedNow = (await failedCheck(checks, reservation)) > 0;
    await on.failed?.(lockedNow);
  }
  if (verdict === true) await clearRateLimit({ key: checks.key });
  return verdict;
}

/**
 * Whether `check` finds the signed-in person's current password right, for ChangePassword and
 * ChangeEmail, within the lock of wrong secrets.
 */
export function currentPasswordIsRight(
  action: "change-password" | "change-email" | "two-factor",
  userId: number,
  check: () => Promise<boolean>,
): Promise<boolean> {
  return passesLockedCheck(
    { key: `${action}-fail:${String(userId)}`, ...WRONG_SECRET_LOCK },
    check,
  );
}

/** A sign-in this recent is proof enough; an older session must give the password again. */
const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * A fresh proof that the person at the keyboard owns the account, before a change a stolen
 * session must not make (the e-mail address, two-step sign-in): the current password, unless
 * this browser signed in less than 10 minutes ago. A password given is always checked.
 */
export async function requireFreshProof(
  action: "change-email" | "two-factor",
  session: CurrentSession,
  password: string | undefined,
): Promise<void> {
  const { user } = session;
  if (Date.now() - session.signedInAt <= FRESH_SIGN_IN_MS && password === undefined) return;
  if (!password) throw validationProblem({ Password: ["Enter your current password."] });
  const right = await currentPasswordIsRight(action, user.id, () =>
    verifyPassword(user.passwordHash, password),
  );
  if (!right) throw validationProblem({ Password: ["The current password is not right."] });
}
