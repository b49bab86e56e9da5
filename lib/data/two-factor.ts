import "server-only";

import { and, count, eq, isNull, sql } from "drizzle-orm";

import { db, type Transaction } from "@/db/client";
import { recoveryCodes, type User, users } from "@/db/schema";
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTwoFactorSecret,
  readSecondFactorCode,
  totpStep,
} from "@/lib/auth/two-factor";
import { adminAction, type AdminTarget, recordOwnAccountChange } from "@/lib/data/audit";
import {
  type CodeRefusal,
  consumeCode,
  countWrongTryWithToken,
  revokeCodes,
} from "@/lib/data/codes";
import { endingSessions } from "@/lib/data/users";
import { getEnv } from "@/lib/server/env";

/** Two-step sign-in of staff accounts (docs/decisions/0021): set up, use, turn off and reset. */

/** Whether the person has two-step sign-in on. */
export function hasTwoFactor(user: Pick<User, "twoFactorEnabledAt">): boolean {
  return user.twoFactorEnabledAt !== null;
}

/**
 * Whether this account must turn two-step sign-in on before it uses the portal: an Admin
 * without it, unless ADMIN_TWO_FACTOR=optional.
 */
export function mustSetUpTwoFactor(user: Pick<User, "role" | "twoFactorEnabledAt">): boolean {
  return user.role === "Admin" && !hasTwoFactor(user) && getEnv().adminsNeedTwoFactor;
}

/** Whether the person may turn it off: not an Admin while Admins must use it. */
export function mayTurnOffTwoFactor(user: Pick<User, "role">): boolean {
  return user.role !== "Admin" || !getEnv().adminsNeedTwoFactor;
}

/** Starts a set-up: a new secret, kept aside until a code from the app proves it was saved. */
export async function startTwoFactorSetup({ userId }: { userId: number }): Promise<string> {
  const secret = newTwoFactorSecret();
  await db
    .update(users)
    .set({ twoFactorPendingSecret: secret, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return secret;
}

export type TurnOnResult =
  | { ok: true; recoveryCodes: string[]; sessionVersion: number }
  | { ok: false; reason: "not-started" | "wrong-code" };

/**
 * Finishes a set-up when `code` is right for the secret being set up: two-step sign-in is on,
 * 10 new recovery codes replace any old ones, and every other session of the account ends (they
 * signed in with the password alone).
 */
export function turnOnTwoFactor({
  userId,
  code,
}: {
  userId: number;
  code: string;
}): Promise<TurnOnResult> {
  return db.transaction(async (tx): Promise<TurnOnResult> => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    const secret = user?.twoFactorPendingSecret;
    if (!user || !secret) return { ok: false, reason: "not-started" };
    const typed = readSecondFactorCode(code);
    const step = typed.kind === "app" ? totpStep(secret, typed.code) : null;
    if (step === null) return { ok: false, reason: "wrong-code" };
    const [updated] = await tx
      .update(users)
      .set({
        twoFactorSecret: secret,
        twoFactorEnabledAt: sql`now()`,
        twoFactorPendingSecret: null,
        twoFactorLastStep: step,
        ...endingSessions(),
      })
      .where(eq(users.id, userId))
      .returning({ sessionVersion: users.sessionVersion });
    if (!updated) throw new Error("UPDATE … RETURNING gave no row");
    const codes = await replaceRecoveryCodes(userId, tx);
    await recordOwnAccountChange({ userId, action: "auth.two_factor_on" }, tx);
    return { ok: true, recoveryCodes: codes, sessionVersion: updated.sessionVersion };
  });
}

async function replaceRecoveryCodes(userId: number, tx: Transaction): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(
    codes.map((code) => ({
      userId,
      codeHash: hashRecoveryCode(code.replaceAll("-", "")),
    })),
  );
  return codes;
}

/** The columns that hold a person's second factor, emptied. */
const NO_SECOND_FACTOR = {
  twoFactorSecret: null,
  twoFactorEnabledAt: null,
  twoFactorPendingSecret: null,
  twoFactorLastStep: null,
};

/** The person turns their own two-step sign-in off (they proved who they are first). */
export async function turnOffTwoFactor({ userId }: { userId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...NO_SECOND_FACTOR, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await recordOwnAccountChange({ userId, action: "auth.two_factor_off" }, tx);
  });
}

export type ResetTwoFactorResult = { ok: true } | { ok: false; reason: "not-found" | "reset-self" };

/**
 * An Admin resets another person's second factor (a lost phone): it is off, their recovery
 * codes and sign-in tokens are gone, and their sessions end, so the next sign-in is with the
 * password and, for an Admin, a new set-up. Audited, refusals included.
 */
export async function resetTwoFactor(request: AdminTarget): Promise<ResetTwoFactorResult> {
  const { id } = request;
  return adminAction<ResetTwoFactorResult>(
    request,
    "user.two_factor_reset",
    "reset-self",
    async (tx, audit) => {
      const [target] = await tx
        .update(users)
        .set({ ...NO_SECOND_FACTOR, ...endingSessions() })
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .returning({ role: users.role });
      if (!target) return { ok: false, reason: "not-found" };
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, id));
      await revokeCodes({ userId: id, purpose: "SignIn" }, tx);
      await audit("success", { role: target.role }, tx);
      return { ok: true };
    },
  );
}

/** How the second step of a sign-in was passed. */
export type SecondFactorMethod = "app" | "recovery-code";

/**
 * Checks the code of a sign-in's second step inside `tx`, with the person's row locked by the
 * caller: an app's code once only (its time step must be newer than the last one accepted), or
 * an unused recovery code, which this uses up. Null when it is wrong.
 */
export async function spendSecondFactor(
  { user, code }: { user: User; code: string },
  tx: Transaction,
): Promise<SecondFactorMethod | null> {
  const typed = readSecondFactorCode(code);
  if (typed.kind === "app") {
    const step = user.twoFactorSecret ? totpStep(user.twoFactorSecret, typed.code) : null;
    if (step === null) return null;
    const [accepted] = await tx
      .update(users)
      .set({ twoFactorLastStep: step })
      .where(and(eq(users.id, user.id), sql`coalesce(${users.twoFactorLastStep}, -1) < ${step}`))
      .returning({ id: users.id });
    return accepted ? "app" : null;
  }
  if (typed.kind === "recovery") {
    const [used] = await tx
      .update(recoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(recoveryCodes.userId, user.id),
          eq(recoveryCodes.codeHash, hashRecoveryCode(typed.code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used ? "recovery-code" : null;
  }
  return null;
}

export type SecondStepResult =
  | { ok: true; user: User; method: SecondFactorMethod }
  | { ok: false; reason: CodeRefusal | "wrong-code" };

class WrongSecondFactor extends Error {}

/**
 * The second step of a two-step sign-in: the sign-in token from the password step and the code,
 * checked in one transaction, so that the token, an app's code and a recovery code each work
 * once however many requests race. A wrong code sent with the genuine token counts a failed try
 * against that token (the fifth ends it; the caller's lock counts it against the account too); a
 * token that is not genuine counts nothing (lib/data/codes.ts).
 */
export async function passSecondStep({
  userId,
  token,
  code,
}: {
  userId: number;
  token: string;
  code: string;
}): Promise<SecondStepResult> {
  try {
    const result = await consumeCode({
      userId,
      purpose: "SignIn",
      code: token,
      apply: async (tx) => {
        const [user] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deletedAt)));
        const method =
          user && hasTwoFactor(user) ? await spendSecondFactor({ user, code }, tx) : null;
        if (!user || !method) throw new WrongSecondFactor();
        return { user, method };
      },
    });
    return result.ok ? { ok: true, ...result.value } : result;
  } catch (error) {
    if (error instanceof WrongSecondFactor) {
      await countWrongTryWithToken({ userId, purpose: "SignIn", code: token });
      return { ok: false, reason: "wrong-code" };
    }
    throw error;
  }
}

/** How many of the person's recovery codes are still unused. */
export async function recoveryCodesLeft({ userId }: { userId: number }): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}
