import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { and, eq, isNull } from "drizzle-orm";

import type { Transaction } from "@/db/client";
import { type CodePurpose, oneTimeCodes, users } from "@/db/schema";
import { getEnv } from "@/lib/server/env";

/**
 * How a one-time code or token is kept in one_time_codes (lib/data/codes.ts issues them,
 * lib/data/code-checks.ts checks them): its keyed hash, the lock taken before any of a person's
 * codes is read or written, and which of them are live.
 */

export const CODE_MAX_FAILED_ATTEMPTS = 5;

/** A code or token someone sent, for the person and purpose it claims. */
export interface CodeToCheck {
  userId: number;
  purpose: CodePurpose;
  code: string;
}

function codeKey(): Buffer {
  return createHmac("sha256", getEnv().authSecret).update("faq-corner one-time codes").digest();
}

/** Bound to the person and purpose, so a code's hash says nothing about any other code. */
export function hashCode({ userId, purpose, code }: CodeToCheck): string {
  return createHmac("sha256", codeKey())
    .update(`${String(userId)}|${purpose}|${code}`)
    .digest("base64url");
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Locks the person's row: taken first by every read or write of their codes, the same order
 * everywhere, so two requests at once go one after the other and never deadlock.
 */
export async function lockCodeOwner(tx: Transaction, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** The codes of a person (of one purpose, or all) neither used nor revoked. */
export function liveCodes({ userId, purpose }: { userId: number; purpose?: CodePurpose }) {
  return and(
    eq(oneTimeCodes.userId, userId),
    purpose ? eq(oneTimeCodes.purpose, purpose) : undefined,
    isNull(oneTimeCodes.usedAt),
    isNull(oneTimeCodes.revokedAt),
  );
}
