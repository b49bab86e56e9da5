import "server-only";

import { eq, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { rateLimits } from "@/db/schema";

/**
 * Fixed-window rate limits kept in the database, so that they hold across several app servers
 * (CONTRACT §5). Keys name the limit and its subject: `login-ip:203.0.113.9`.
 */

export interface RateLimitState {
  allowed: boolean;
  /** Seconds until the subject may try again; 0 when allowed. */
  retryAfterSeconds: number;
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
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= now() - ${window} then now() else ${rateLimits.windowStartedAt} end`,
        hits: sql`case when ${rateLimits.windowStartedAt} <= now() - ${window} then 1 else ${rateLimits.hits} + 1 end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      retryAfter: sql<number>`greatest(0, extract(epoch from (${rateLimits.windowStartedAt} + ${window} - now())))::float8`,
    });
  const hits = row?.hits ?? 1;
  return hits <= limit
    ? { allowed: true, retryAfterSeconds: 0 }
    : {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(row?.retryAfter ?? windowSeconds)),
      };
}

/** Whether `key` is blocked (a locked account), and for how long. */
export async function blockedFor({ key }: { key: string }): Promise<number> {
  const [row] = await db
    .select({
      seconds: sql<number>`greatest(0, extract(epoch from (${rateLimits.blockedUntil} - now())))::float8`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return Math.ceil(row?.seconds ?? 0);
}

/**
 * Records a failure against `key`; after `limit` failures within `windowSeconds` the key is
 * blocked for `blockSeconds`. Returns the seconds of block now in force (0: not blocked).
 */
export async function recordFailure({
  key,
  limit,
  windowSeconds,
  blockSeconds,
}: {
  key: string;
  limit: number;
  windowSeconds: number;
  blockSeconds: number;
}): Promise<number> {
  const state = await hitRateLimit({ key, limit: limit - 1, windowSeconds });
  if (state.allowed) return 0;
  await db
    .update(rateLimits)
    .set({ blockedUntil: sql`now() + make_interval(secs => ${blockSeconds})`, hits: 0 })
    .where(eq(rateLimits.key, key));
  return blockSeconds;
}

export async function clearRateLimit({ key }: { key: string }): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
