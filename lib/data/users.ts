import "server-only";

import { and, eq, isNull, sql } from "drizzle-orm";

import { db, type Transaction } from "@/db/client";
import { isUniqueViolation } from "@/db/errors";
import { type User, type UserRole, users } from "@/db/schema";
import { recordAudit } from "@/lib/data/audit";
import { hashPassword } from "@/lib/auth/password";

export type CreateUserResult = { ok: true; user: User } | { ok: false; reason: "email-taken" };

/** The fields of a new account, already validated (lib/contract/fields/). */
export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: UserRole;
  isVerified: boolean;
}

/** Finds the account that owns an address among users that are not deleted. */
export async function getActiveUserByEmail({ email }: { email: string }): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return user ?? null;
}

/**
 * Stores an account and audits it as created by `actorId` (null: the operator), with `alongside`
 * (a verification code) in the same transaction. A taken address is an expected outcome, not an
 * exception: the unique index decides, so any number of requests racing for one address create
 * one account.
 */
export async function insertAccount<T>(
  {
    actorId,
    firstName,
    lastName,
    email,
    password,
    role,
    isVerified,
  }: NewAccount & { actorId: number | null },
  alongside: (tx: Transaction, user: User) => Promise<T>,
): Promise<{ ok: true; user: User; alongside: T } | { ok: false; reason: "email-taken" }> {
  if (await getActiveUserByEmail({ email })) return { ok: false, reason: "email-taken" };
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ firstName, lastName, email, passwordHash, role, isVerified })
        .returning();
      if (!user) throw new Error("INSERT … RETURNING gave no row");
      const done = await alongside(tx, user);
      await recordAudit(
        {
          actorUserId: actorId,
          action: "user.created",
          targetType: "user",
          targetId: user.id,
          outcome: "success",
          details: { role, isVerified },
        },
        tx,
      );
      return { ok: true, user, alongside: done } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_active_key")) {
      return { ok: false, reason: "email-taken" };
    }
    throw error;
  }
}

/**
 * Creates an account for the operator's commands (`npm run user:create`), which the audit trail
 * records with no actor.
 */
export async function createUser(account: NewAccount): Promise<CreateUserResult> {
  const created = await insertAccount({ ...account, actorId: null }, () =>
    Promise.resolve(undefined),
  );
  return created.ok ? { ok: true, user: created.user } : created;
}

export async function countUsers(): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

export async function getUserById({ id }: { id: number }): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/**
 * What a change that ends every session of the account sets (docs/api.md §3): the session version
 * moves on, so a token carrying the old one stops working on its next request.
 */
export function endingSessions() {
  return { sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` };
}

/**
 * Ends every session of the account on its next request (docs/api.md §3) and returns the new
 * version, which a session that should go on (VerifyPassword) is re-issued with.
 */
export async function bumpSessionVersion({ id }: { id: number }): Promise<number> {
  const [row] = await db
    .update(users)
    .set(endingSessions())
    .where(eq(users.id, id))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? 0;
}
