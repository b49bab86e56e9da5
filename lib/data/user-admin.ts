import "server-only";

import { and, asc, eq, isNull, or, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { type User, type UserRole, users } from "@/db/schema";
import type { UserSummary } from "@/lib/contract/user";
import { type AdminAudit, adminAction, type AdminTarget } from "@/lib/data/audit";
import { issueCode, revokeCodes, type Transaction } from "@/lib/data/codes";
import { endingSessions, insertAccount } from "@/lib/data/users";
import { sendMail } from "@/lib/mail/send";
import { codeMail } from "@/lib/mail/templates";

/**
 * User administration (docs/product.md §2 admin screens, docs/api.md §4, §5): Admin only, guarded
 * by callers.
 */

/** A user as the admin screens list and edit them. */
/** A user as the API answers it (declared in the API's contract). */
export type { UserSummary };

const summaryColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  isVerified: users.isVerified,
};

/** docs/api.md §6: users 0 by first name, 1 by last name, 2 by e-mail. */
export type UserOrder = 0 | 1 | 2;

/**
 * "C" collation (docs/decisions/0003) so both engines sort alike, and the id as a tie-break so
 * paging never repeats or skips anyone; each order has its index. E-mail is stored in lower case.
 */
const ORDERS = {
  0: sql`lower(${users.firstName}) collate "C"`,
  1: sql`lower(${users.lastName}) collate "C"`,
  2: sql`${users.email} collate "C"`,
} as const;

/**
 * One page of users (GetAllUsers). Not yet run when returned: awaiting it reads the page, and
 * tests/query-plans.test.ts explains it.
 */
export function listUsers({
  limit,
  skip,
  orderBy,
}: {
  limit: number;
  skip: number;
  orderBy: UserOrder;
}) {
  return db
    .select(summaryColumns)
    .from(users)
    .where(isNull(users.deletedAt))
    .orderBy(ORDERS[orderBy], asc(users.id))
    .limit(limit)
    .offset(skip);
}

/** docs/product.md §9: no list keeps more than 500 items, so a search answers at most that many. */
export const USER_SEARCH_LIMIT = 500;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Users whose first name, last name, full name or e-mail contains the text, in any case. */
export async function searchUsers({
  searchQuery,
}: {
  searchQuery: string;
}): Promise<UserSummary[]> {
  const pattern = `%${escapeLike(searchQuery.toLowerCase())}%`;
  return db
    .select(summaryColumns)
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        or(
          sql`lower(${users.firstName}) like ${pattern}`,
          sql`lower(${users.lastName}) like ${pattern}`,
          sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
          sql`${users.email} like ${pattern}`,
        ),
      ),
    )
    .orderBy(ORDERS[0], asc(users.id))
    .limit(USER_SEARCH_LIMIT);
}

/** A user who is not deleted, as Edit User shows them. */
export async function getUserSummary({ id }: { id: number }): Promise<UserSummary | null> {
  const [user] = await db
    .select(summaryColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return user ?? null;
}

function toSummary(user: User): UserSummary {
  const { id, firstName, lastName, email, role, isVerified } = user;
  return { id, firstName, lastName, email, role, isVerified };
}

export type RegisterResult = { ok: true; user: UserSummary } | { ok: false; reason: "email-taken" };

/**
 * Register (docs/api.md §5): an unverified Guest, and its verification code, in one transaction;
 * the code is mailed once both are stored. The unique index on the address decides a race, so
 * any number of parallel requests for one address create one account.
 */
export async function registerUser({
  actorId,
  ...fields
}: {
  actorId: number;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}): Promise<RegisterResult> {
  const account = { ...fields, role: "Guest", isVerified: false, actorId } as const;
  const created = await insertAccount(account, (tx, user) =>
    issueCode({ userId: user.id, purpose: "VerifyAccount" }, tx),
  );
  if (!created.ok) return created;
  const {
    user,
    alongside: { code },
  } = created;
  await sendMail({
    to: user.email,
    ...codeMail("verification", { firstName: user.firstName, code }),
  });
  return { ok: true, user: toSummary(user) };
}

/**
 * Locks the target, the actor and every Admin, in id order (so two admin changes at once cannot
 * deadlock), and answers the target and how many Admins there are. A concurrent demotion or
 * deletion that committed first is seen here, so the last-Admin rule holds however requests
 * interleave. The actor is locked too, even when demoted meanwhile: the audit line's foreign key
 * to the actor's row would otherwise wait for it out of order, behind a change that holds it and
 * waits for a row this one holds (a deadlock seen on PostgreSQL).
 */
async function lockTargetAndAdmins(tx: Transaction, { id, actorId }: AdminTarget) {
  const locked = await tx
    .select()
    .from(users)
    .where(
      or(
        eq(users.id, id),
        eq(users.id, actorId),
        and(eq(users.role, "Admin"), isNull(users.deletedAt)),
      ),
    )
    .orderBy(asc(users.id))
    .for("update");
  const target = locked.find((user) => user.id === id && !user.deletedAt);
  const admins = locked.filter((user) => user.role === "Admin" && !user.deletedAt).length;
  return { target, admins };
}

/**
 * The target of an Admin's change, locked with the actor and every Admin (lockTargetAndAdmins).
 * A change that would leave no Admin is refused and audited with `lastAdmin`'s reason and details.
 */
async function lockTarget<R extends string>(
  tx: Transaction,
  request: AdminTarget,
  audit: AdminAudit,
  lastAdmin: ((target: User) => { reason: R } & Record<string, string>) | null,
): Promise<{ ok: true; target: User } | { ok: false; reason: "not-found" | R }> {
  const { target, admins } = await lockTargetAndAdmins(tx, request);
  if (!target) return { ok: false, reason: "not-found" };
  const refusal = target.role === "Admin" && admins <= 1 ? lastAdmin?.(target) : undefined;
  if (refusal) {
    await audit("refused", refusal, tx);
    return { ok: false, reason: refusal.reason };
  }
  return { ok: true, target };
}

export type ChangeRoleResult =
  | { ok: true; user: UserSummary }
  | { ok: false; reason: "not-found" | "demote-self" | "demote-last-admin" };

/** PatchUser: a new role ends the user's sessions, so it takes effect on their next request. */
export async function changeRole({
  role,
  ...request
}: AdminTarget & { role: UserRole }): Promise<ChangeRoleResult> {
  const demotion = role !== "Admin";
  const selfRefusal = demotion ? { reason: "demote-self" as const, to: role } : null;
  return adminAction<ChangeRoleResult>(
    request,
    "user.role_changed",
    selfRefusal,
    async (tx, audit) => {
      const locked = await lockTarget(
        tx,
        request,
        audit,
        demotion
          ? (target) => ({ reason: "demote-last-admin", from: target.role, to: role })
          : null,
      );
      if (!locked.ok) return locked;
      const { target } = locked;
      if (target.role === role) return { ok: true, user: toSummary(target) };
      const [user] = await tx
        .update(users)
        .set({ role, ...endingSessions() })
        .where(eq(users.id, request.id))
        .returning();
      if (!user) throw new Error("UPDATE … RETURNING gave no row");
      await audit("success", { from: target.role, to: role }, tx);
      return { ok: true, user: toSummary(user) };
    },
  );
}

export type DeleteUserResult =
  { ok: true } | { ok: false; reason: "not-found" | "delete-self" | "delete-last-admin" };

/**
 * DeleteUser is a soft delete (docs/api.md §5): the row stays for FAQ edit stamps, its sessions and
 * codes end at once, and the address is free again (the unique index skips deleted users).
 */
export async function deleteUser(request: AdminTarget): Promise<DeleteUserResult> {
  return adminAction<DeleteUserResult>(
    request,
    "user.deleted",
    "delete-self",
    async (tx, audit) => {
      const locked = await lockTarget(tx, request, audit, (target) => ({
        reason: "delete-last-admin",
        role: target.role,
      }));
      if (!locked.ok) return locked;
      const { id } = request;
      await tx
        .update(users)
        .set({ deletedAt: sql`now()`, ...endingSessions() })
        .where(eq(users.id, id));
      await revokeCodes({ userId: id }, tx);
      await audit("success", { role: locked.target.role }, tx);
      return { ok: true };
    },
  );
}
