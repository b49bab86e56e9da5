import "server-only";

import { and, eq, isNull, lt, or, type SQL, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { rateLimits } from "@/db/schema";

/**
 * Fixed-window rate limits kept in the database, so that they hold across several app servers
 * (docs/api.md §5). Keys name the limit and its subject: `login-ip:203.0.113.9`.
 */

export interface RateLimitState {
  allowed: boolean;
  /** Seconds until the subject may try again; 0 when allowed. */
  retryAfterSeconds: number;
  /** Attempts counted in the current window, this one included. */
  hits: number;
}

/**
 * Counts one attempt against `limit` per `windowSeconds`, atomically (one upsert), and says
 * whether it is within the limit.
 */
export async function hitRateLimit({
  key,
  limit,
  windowSeconds,
}: {
  key: string;
  limit: number;
  windowSeconds: number;
}): Promise<RateLimitState> {
  const { hits, retryAfter } = await countHit(key, windowSeconds);
  return hits <= limit
    ? { allowed: true, retryAfterSeconds: 0, hits }
    : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfter)), hits };
}

/**
 * What an upsert of a key's row sets when `added` hits come in (ON CONFLICT DO UPDATE): a new
 * window of `added` once the last has passed, else `added` more in the current one. Shared with
 * the search budget counted in its batch's commit (lib/server/search-counts.ts).
 */
export function countedInWindow(windowSeconds: number, added: SQL | number) {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const expired = sql`${rateLimits.windowStartedAt} <= now() - ${window}`;
  return {
    windowStartedAt: sql`case when ${expired} then now() else ${rateLimits.windowStartedAt} end`,
    hits: sql`case when ${expired} then ${added} else ${rateLimits.hits} + ${added} end`,
  };
}

/**
 * One upsert: counts a hit in the key's current window (a new window once the last has passed),
 * and reads back the hits, the seconds left of the window and of any block, in the same step.
 */
async function countHit(key: string, windowSeconds: number) {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({ target: rateLimits.key, set: countedInWindow(windowSeconds, 1) })
    .returning({
      hits: rateLimits.hits,
      retryAfter: sql<number>`greatest(0, extract(epoch from (${rateLimits.windowStartedAt} + ${window} - now())))::float8`,
      blocked: sql<number>`greatest(0, coalesce(extract(epoch from (${rateLimits.blockedUntil} - now())), 0))::float8`,
    });
  return {
    hits: row?.hits ?? 1,
    retryAfter: row?.retryAfter ?? windowSeconds,
    blocked: row?.blocked ?? 0,
  };
}

/** A limit on checks of a secret: `limit` per `windowSeconds`, then a block of `blockSeconds`. */
export interface CheckLimit {
  limit: number;
  windowSeconds: number;
  blockSeconds: number;
}

/**
 * The lock of every secret a person types (docs/api.md §5): 5 wrong passwords, current passwords or
 * codes of two-step login in 15 minutes stop the guessing for 15 minutes.
 */
export const WRONG_SECRET_LOCK: CheckLimit = {
  limit: 5,
  windowSeconds: 15 * 60,
  blockSeconds: 15 * 60,
};

/**
 * Issue 27: reset codes, guessed slowly from many addresses: 20 wrong ones for an account in 24
 * hours stop ResetPassword taking codes for it for 24 hours.
 */
export const WRONG_RESET_CODE_LOCK: CheckLimit = {
  limit: 20,
  windowSeconds: 24 * 60 * 60,
  blockSeconds: 24 * 60 * 60,
};

export type CheckReservation =
  | { allowed: true; /** The last check the window allows: failing it blocks. */ last: boolean }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a check of a secret (a password) against `key` before it is made, atomically: however
 * many arrive at once, at most `limit` are made per window, and the others are refused without
 * any hashing. A blocked key is refused too. The caller clears the key on success
 * (clearRateLimit), and calls failedCheck on failure.
 */
export async function reserveCheck({
  key,
  limit,
  windowSeconds,
}: { key: string } & CheckLimit): Promise<CheckReservation> {
  // The hit and the block are read in one statement: a check counted just as another one's
  // failure blocks the key cannot slip between the two.
  const { hits, retryAfter, blocked } = await countHit(key, windowSeconds);
  if (blocked > 0) return { allowed: false, retryAfterSeconds: Math.ceil(blocked) };
  if (hits > limit)
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfter)) };
  return { allowed: true, last: hits === limit };
}

/**
 * After a reserved check failed: when it was the window's last, the key is blocked for
 * `blockSeconds`. Returns the seconds of block now in force (0: not blocked).
 */
export async function failedCheck(
  { key, blockSeconds }: { key: string } & CheckLimit,
  reservation: { last: boolean },
): Promise<number> {
  if (!reservation.last) return 0;
  await db
    .update(rateLimits)
    .set({ blockedUntil: sql`now() + make_interval(secs => ${blockSeconds})` })
    .where(eq(rateLimits.key, key));
  return blockSeconds;
}

export async function clearRateLimit({ key }: { key: string }): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Rows kept this long after their window began: longer than any window of the app (a day). */
export const RATE_LIMIT_RETENTION_HOURS = 48;

/**
 * Deletes the rows of windows long over and of blocks ended, so that the table holds only live
 * limits however many addresses come and go. Run every few minutes by each server
 * (lib/server/start.ts); a delete of what another server deleted first is harmless. Returns the
 * number of rows deleted.
 */
export async function purgeRateLimits(): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(
      and(
        lt(
          rateLimits.windowStartedAt,
          sql`now() - make_interval(hours => ${RATE_LIMIT_RETENTION_HOURS})`,
        ),
        or(isNull(rateLimits.blockedUntil), lt(rateLimits.blockedUntil, sql`now()`)),
      ),
    )
    .returning({ key: rateLimits.key });
  return deleted.length;
}
