import "server-only";

import { clientAddress } from "@/lib/api/client-address";
import { tooManyRequests } from "@/lib/api/problem";
import { hitRateLimit } from "@/lib/data/rate-limits";
import { getEnv } from "@/lib/env";

/**
 * Budgets of the account actions that check a code or a password, or send mail: per address
 * (ACCOUNT_ACTIONS_PER_ADDRESS, 30 unless set) and per account (10) for each action, per 10
 * minutes. Counted before any work, so that a flood is refused with 429 before it costs a hash or
 * a mail. Wrong codes also kill a code after 5 tries (lib/data/codes.ts).
 */
const PER_ACCOUNT = 10;
const WINDOW_SECONDS = 600;

export type AccountAction =
  | "reset-password"
  | "verify-account"
  | "verify-email"
  | "verify-password"
  | "change-email"
  | "change-password"
  | "undo-email-change";

export async function limitAccountAction(
  request: { headers: Pick<Headers, "get"> },
  action: AccountAction,
  /** The account: its id when signed in, else the e-mail address given. */
  account: number | string,
): Promise<void> {
  const budgets = [
    { key: `${action}-ip:${clientAddress(request)}`, limit: getEnv().accountActionsPerAddress },
    { key: `${action}-account:${String(account).toLowerCase()}`, limit: PER_ACCOUNT },
  ];
  for (const budget of budgets) {
    const state = await hitRateLimit({ ...budget, windowSeconds: WINDOW_SECONDS });
    if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds);
  }
}
