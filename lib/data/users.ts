import "server-only";

import { and, eq, isNull, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { isUniqueViolation } from "@/db/errors";
import { type User, type UserRole, users } from "@/db/schema";
import { recordAudit } from "@/lib/data/audit";
import { hashPassword } from "@/lib/auth/password";

export type CreateUserResult = { ok: true; user: User } | { ok: false; reason: "email-taken" };

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
 * Creates an account from already validated fields (lib/contract/fields.ts). A taken address is an
 * expected outcome, not an exception: the unique index decides, so two requests racing for
 * one address create one account. The operator's commands create accounts this way, so the
 * audit trail records them with no actor.
 */
export async function createUser({
  firstName,
  lastName,
  email,
  password,
  role,
  isVerified,
}: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: UserRole;
  isVerified: boolean;
}): Promise<CreateUserResult> {
  if (await getActiveUserByEmail({ email })) return { ok: false, reason: "email-taken" };
  const passwordHash = await hashPassword(password);
  try {
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ firstName, lastName, email, passwordHash, role, isVerified })
        .returning();
      if (!created) throw new Error("INSERT … RETURNING gave no row");
      await recordAudit(
        {
          actorUserId: null,
          action: "user.created",
          targetType: "user",
          targetId: created.id,
          outcome: "success",
          details: { role, isVerified },
        },
        tx,
      );
      return created;
    });
    return { ok: true, user };
  } catch (error) {
    if (isUniqueViolation(error, "users_email_active_key"))
      return { ok: false, reason: "email-taken" };
    throw error;
  }
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
 * Ends every session of the account on its next request (docs/api.md §3) and returns the new
 * version, which a session that should go on (VerifyPassword) is re-issued with.
 */
export async function bumpSessionVersion({ id }: { id: number }): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? 0;
}
