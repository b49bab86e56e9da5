import "server-only";

import { and, desc, eq, sql } from "drizzle-orm";

import { db, type Transaction } from "@/db/client";
import { type CodePurpose, type OneTimeCode, oneTimeCodes } from "@/db/schema";
import {
  CODE_MAX_FAILED_ATTEMPTS,
  type CodeToCheck,
  hashCode,
  liveCodes,
  lockCodeOwner,
  sameHash,
} from "@/lib/data/code-store";

/**
 * Checking a one-time code or token that someone sent (docs/api.md §5): consumed once when it is
 * right; a wrong code counts a failed try, the fifth kills it; a wrong token counts nothing
 * (docs/decisions/0036).
 */

/** Why a code was refused; the contract words each for the person (lib/contract/refusals.ts). */
export type CodeRefusal = "none" | "wrong" | "expired" | "spent" | "too-many-tries";

export type ConsumeResult<T> = { ok: true; value: T } | { ok: false; reason: CodeRefusal };

/**
 * Checks a code against the person's newest code of that purpose and, when it is right, runs
 * `apply` and marks the code used, all in one transaction with the person's and the code's rows
 * locked, so a code works once however many requests race. A wrong code counts a failed try (kept even
 * though the answer is a refusal); the fifth kills the code. When `apply` throws, nothing is
 * written and the code stays live.
 */
export function consumeCode<T>({
  apply,
  ...code
}: CodeToCheck & {
  apply: (tx: Transaction, row: OneTimeCode) => Promise<T>;
}): Promise<ConsumeResult<T>> {
  return codeTransaction(code, apply, { markUsed: true });
}

/**
 * Checks a code as consumeCode does (a wrong code counts a failed try, a wrong token does not)
 * but leaves it live: the cheap check made before costly work (a password hash), which then
 * consumes it for real.
 */
export function checkCode(code: CodeToCheck): Promise<ConsumeResult<null>> {
  return codeTransaction(code, () => Promise.resolve(null), { markUsed: false });
}

/**
 * The purposes whose secret is a random token, not six digits: a wrong one is refused without
 * counting a failed try against the live one.
 */
const TOKEN_PURPOSES: ReadonlySet<CodePurpose> = new Set(["SignIn", "UndoEmailChange"]);

/** Counts a failed try against a live code; the fifth kills it. */
async function countFailedTry(
  row: OneTimeCode,
  tx: Transaction,
): Promise<"wrong" | "too-many-tries"> {
  const failedAttempts = row.failedAttempts + 1;
  const dead = failedAttempts >= CODE_MAX_FAILED_ATTEMPTS;
  await tx
    .update(oneTimeCodes)
    .set({ failedAttempts, ...(dead ? { revokedAt: sql`now()` } : {}) })
    .where(eq(oneTimeCodes.id, row.id));
  return dead ? "too-many-tries" : "wrong";
}

/**
 * A wrong code of the second step sent with a genuine, live sign-in token: counted against that
 * token (the fifth kills it). A token that is not genuine or no longer live counts nothing.
 */
export function countWrongTryWithToken(token: CodeToCheck): Promise<void> {
  return db.transaction(async (tx) => {
    const found = await liveGenuineCode(token, tx);
    if (found) await countFailedTry(found, tx);
  });
}

/**
 * Whether a token (a sign-in token) is genuine and live, counting nothing: what is checked before
 * anything is counted against the account it names.
 */
export function isLiveToken(token: CodeToCheck): Promise<boolean> {
  return db.transaction(async (tx) => (await liveGenuineCode(token, tx)) !== null);
}

/** The person's newest code of that purpose, locked, when `code` is it and it is live. */
async function liveGenuineCode(
  { userId, purpose, code }: CodeToCheck,
  tx: Transaction,
): Promise<OneTimeCode | null> {
  await lockCodeOwner(tx, userId);
  const [row] = await tx
    .select()
    .from(oneTimeCodes)
    .where(and(liveCodes({ userId, purpose }), sql`${oneTimeCodes.expiresAt} > now()`))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1)
    .for("update");
  if (!row || row.failedAttempts >= CODE_MAX_FAILED_ATTEMPTS) return null;
  return sameHash(hashCode({ userId, purpose, code }), row.codeHash) ? row : null;
}

async function codeTransaction<T>(
  { userId, purpose, code }: CodeToCheck,
  apply: (tx: Transaction, row: OneTimeCode) => Promise<T>,
  { markUsed }: { markUsed: boolean },
): Promise<ConsumeResult<T>> {
  return db.transaction(async (tx): Promise<ConsumeResult<T>> => {
    await lockCodeOwner(tx, userId);
    const [found] = await tx
      .select({
        row: oneTimeCodes,
        expired: sql<boolean>`${oneTimeCodes.expiresAt} <= now()`,
      })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1)
      .for("update");
    if (!found) return { ok: false, reason: "none" };
    const { row, expired } = found;
    if (row.failedAttempts >= CODE_MAX_FAILED_ATTEMPTS) {
      return { ok: false, reason: "too-many-tries" };
    }
    if (row.usedAt || row.revokedAt) return { ok: false, reason: "spent" };
    if (expired) return { ok: false, reason: "expired" };

    if (!sameHash(hashCode({ userId, purpose, code }), row.codeHash)) {
      if (TOKEN_PURPOSES.has(purpose)) return { ok: false, reason: "wrong" };
      return { ok: false, reason: await countFailedTry(row, tx) };
    }
    const value = await apply(tx, row);
    if (!markUsed) return { ok: true, value };
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: sql`now()` })
      .where(eq(oneTimeCodes.id, row.id));
    return { ok: true, value };
  });
}
