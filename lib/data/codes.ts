import "server-only";

import { randomBytes, randomInt } from "node:crypto";

import { and, sql } from "drizzle-orm";

import { db, type Transaction } from "@/db/client";
import { type CodePurpose, oneTimeCodes, type User } from "@/db/schema";
import { hashCode, liveCodes, lockCodeOwner } from "@/lib/data/code-store";
import { hitRateLimit, type RateLimitState } from "@/lib/data/rate-limits";

/**
 * One-time codes mailed to people (docs/api.md §5): six digits, valid 15 minutes, single use, dead
 * after 5 wrong tries, and a newer code of the same purpose revokes the older one. Only an HMAC
 * of the code is stored: a million possible codes would fall to a plain hash at once, but not
 * to one keyed from AUTH_SECRET.
 *
 * Tokens (an undo link, a sign-in token) are kept in the same table, but a wrong one never counts
 * against the live one: their 192 random bits cannot be guessed, and anyone can send a made-up
 * `{userId}.{secret}`, so counting it would let a stranger kill the owner's link or token
 * (docs/decisions/0036).
 *
 * This file issues and revokes them; lib/data/code-checks.ts checks them, and
 * lib/data/code-store.ts keeps what both share (the hash, the lock, the live codes).
 */

export {
  checkCode,
  type CodeRefusal,
  consumeCode,
  type ConsumeResult,
  countWrongTryWithToken,
  isLiveToken,
} from "@/lib/data/code-checks";
export { CODE_MAX_FAILED_ATTEMPTS } from "@/lib/data/code-store";

export const CODE_LIFETIME_MINUTES = 15;

/** A code that signed-in people typed for their own account. */
export interface OwnCode {
  user: User;
  code: string;
}

/**
 * Issue 27: at most 3 codes of one purpose mailed to an account per hour (reset, verification,
 * e-mail change, password change), so that nobody can fill a mailbox or try code after code.
 */
export const CODE_MAILS_PER_HOUR = 3;

/** Counts a code about to be mailed; not allowed past CODE_MAILS_PER_HOUR. */
export function countCodeMail({
  userId,
  purpose,
}: {
  userId: number;
  purpose: CodePurpose;
}): Promise<RateLimitState> {
  return hitRateLimit({
    key: `code-mail:${purpose}:${String(userId)}`,
    limit: CODE_MAILS_PER_HOUR,
    windowSeconds: 60 * 60,
  });
}

export type { Transaction };

/**
 * Issues a new code and revokes the live one of the same purpose. The person's row is locked
 * first, so two requests at once issue one after the other instead of colliding on the
 * one-live-code index. Pass `tx` to issue inside a caller's transaction (Register).
 */
export async function issueCode(
  {
    userId,
    purpose,
    newEmail,
    newPasswordHash,
  }: { userId: number; purpose: CodePurpose; newEmail?: string; newPasswordHash?: string },
  tx?: Transaction,
): Promise<{ code: string }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const issue = (tx: Transaction) =>
    replaceLiveCode(
      { userId, purpose, code, minutes: CODE_LIFETIME_MINUTES, newEmail, newPasswordHash },
      tx,
    );
  await (tx ? issue(tx) : db.transaction(issue));
  return { code };
}

/**
 * Stores a new code (its hash) for `minutes` in place of the person's live one of the same
 * purpose, with the person's row locked first, so that two requests at once issue one after the
 * other instead of colliding on the one-live-code index.
 */
async function replaceLiveCode(
  {
    userId,
    purpose,
    code,
    minutes,
    newEmail,
    newPasswordHash,
  }: {
    userId: number;
    purpose: CodePurpose;
    code: string;
    minutes: number;
    newEmail?: string;
    newPasswordHash?: string;
  },
  tx: Transaction,
): Promise<void> {
  await lockCodeOwner(tx, userId);
  await revokeCodes({ userId, purpose }, tx);
  await tx.insert(oneTimeCodes).values({
    userId,
    purpose,
    codeHash: hashCode({ userId, purpose, code }),
    newEmail: newEmail ?? null,
    newPasswordHash: newPasswordHash ?? null,
    expiresAt: sql`now() + make_interval(mins => ${minutes})`,
  });
}

/** A random secret, and the `{userId}.{secret}` token that carries it (readUserToken). */
function newUserToken(userId: number): { secret: string; token: string } {
  const secret = randomBytes(24).toString("base64url");
  return { secret, token: `${String(userId)}.${secret}` };
}

/** How long the undo link of an e-mail change works. */
export const UNDO_LINK_LIFETIME_DAYS = 7;

/**
 * The undo link mailed to the old address when an e-mail change starts: a random token, valid 7
 * days, that puts `restoreEmail` back. While one is live a later change issues none (null), so
 * the link restores the address the account had before the first change: a thief who changes
 * the address twice cannot replace the owner's link with one of their own.
 */
export async function issueUndoLink(
  { userId, restoreEmail }: { userId: number; restoreEmail: string },
  tx: Transaction,
): Promise<{ token: string } | null> {
  // An expired link still counts as live for the one-live-code index: retire it first. A link
  // still working then makes the insert a no-op.
  await tx
    .update(oneTimeCodes)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        liveCodes({ userId, purpose: "UndoEmailChange" }),
        sql`${oneTimeCodes.expiresAt} <= now()`,
      ),
    );
  const { secret, token } = newUserToken(userId);
  const [issued] = await tx
    .insert(oneTimeCodes)
    .values({
      userId,
      purpose: "UndoEmailChange",
      codeHash: hashCode({ userId, purpose: "UndoEmailChange", code: secret }),
      newEmail: restoreEmail,
      expiresAt: sql`now() + make_interval(days => ${UNDO_LINK_LIFETIME_DAYS})`,
    })
    .onConflictDoNothing()
    .returning({ id: oneTimeCodes.id });
  return issued ? { token } : null;
}

/** How long the step between the password and the code of a two-step sign-in may take. */
export const SIGN_IN_TOKEN_LIFETIME_MINUTES = 5;

/**
 * The token that carries a two-step sign-in from the password to the code: random, valid 5
 * minutes, single use, and replaced by the next password sign-in of the same person.
 */
export async function issueSignInToken({ userId }: { userId: number }): Promise<{ token: string }> {
  const { secret, token } = newUserToken(userId);
  await db.transaction((tx) =>
    replaceLiveCode(
      { userId, purpose: "SignIn", code: secret, minutes: SIGN_IN_TOKEN_LIFETIME_MINUTES },
      tx,
    ),
  );
  return { token };
}

/** A token of the form `{userId}.{secret}` (an undo link, a sign-in token), read by the contract. */
export type { UserToken } from "@/lib/contract/fields";

/**
 * Kills the live codes of a person: of one purpose (a newer code replaces them, an undone e-mail
 * change cancels the one waiting), or every one (a deleted account keeps none).
 */
export async function revokeCodes(
  codes: { userId: number; purpose?: CodePurpose },
  tx: Transaction,
): Promise<void> {
  await tx
    .update(oneTimeCodes)
    .set({ revokedAt: sql`now()` })
    .where(liveCodes(codes));
}
