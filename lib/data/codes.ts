import "server-only";

import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

import { and, desc, eq, isNull, sql } from "drizzle-orm";

import { db, type Transaction } from "@/db/client";
import { type CodePurpose, type OneTimeCode, oneTimeCodes, users } from "@/db/schema";
import { hitRateLimit, type RateLimitState } from "@/lib/data/rate-limits";
import { getEnv } from "@/lib/server/env";

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
 */

export const CODE_LIFETIME_MINUTES = 15;
export const CODE_MAX_FAILED_ATTEMPTS = 5;

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

/** Why a code was refused; lib/api/account-problems.ts words each for the person. */
export type CodeRefusal = "none" | "wrong" | "expired" | "spent" | "too-many-tries";

export type ConsumeResult<T> = { ok: true; value: T } | { ok: false; reason: CodeRefusal };

function codeKey(): Buffer {
  return createHmac("sha256", getEnv().authSecret).update("faq-corner one-time codes").digest();
}

/** Bound to the person and purpose, so a code's hash says nothing about any other code. */
function hashCode({
  userId,
  purpose,
  code,
}: {
  userId: number;
  purpose: CodePurpose;
  code: string;
}): string {
  return createHmac("sha256", codeKey())
    .update(`${String(userId)}|${purpose}|${code}`)
    .digest("base64url");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

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
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
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

interface CodeToCheck {
  userId: number;
  purpose: CodePurpose;
  code: string;
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
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
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
    // The person's row first, as issueCode locks it: the same order everywhere, no deadlock.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
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

/** The codes of a person (of one purpose, or all) neither used nor revoked. */
function liveCodes({ userId, purpose }: { userId: number; purpose?: CodePurpose }) {
  return and(
    eq(oneTimeCodes.userId, userId),
    purpose ? eq(oneTimeCodes.purpose, purpose) : undefined,
    isNull(oneTimeCodes.usedAt),
    isNull(oneTimeCodes.revokedAt),
  );
}

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
