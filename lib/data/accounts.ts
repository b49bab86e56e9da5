import "server-only";

import { eq, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { isUniqueViolation } from "@/db/errors";
import { type User, users } from "@/db/schema";
import type { OwnAccount } from "@/lib/contract/user";
import {
  type CodeRefusal,
  type OwnCode,
  consumeCode,
  issueCode,
  issueUndoLink,
  revokeCodes,
  type UserToken,
} from "@/lib/data/codes";
import { endingSessions, getActiveUserByEmail } from "@/lib/data/users";
import { ROUTES } from "@/lib/routes";
import { getEnv } from "@/lib/server/env";
import { sendMail } from "@/lib/mail/send";
import { codeMail, emailChangeNoticeMail, emailInUseNoticeMail } from "@/lib/mail/templates";

/**
 * A person's own account (docs/product.md §2 My Account and verification screens, docs/api.md §5):
 * verifying it, its name and its e-mail address. Passwords are in lib/data/passwords.ts. Callers
 * have checked the session; `user` is the signed-in account as read from the database.
 */

/** The account as GetUser answers it. */
/** The signed-in person's own account as the API answers it (declared in the API's contract). */
export type { OwnAccount };

export function toOwnAccount({ firstName, lastName, email }: User): OwnAccount {
  return { firstName, lastName, email };
}

/** Mails a new verification code; the older one stops working. */
export async function sendVerificationCode({ user }: { user: User }): Promise<void> {
  const { code } = await issueCode({ userId: user.id, purpose: "VerifyAccount" });
  await sendMail({
    to: user.email,
    ...codeMail("verification", { firstName: user.firstName, code }),
  });
}

export type CodeResult = { ok: true } | { ok: false; reason: CodeRefusal };

export async function verifyAccount({ user, code }: OwnCode): Promise<CodeResult> {
  const result = await consumeCode({
    userId: user.id,
    purpose: "VerifyAccount",
    code,
    apply: async (tx) => {
      await tx
        .update(users)
        .set({ isVerified: true, updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
    },
  });
  return result.ok ? { ok: true } : result;
}

export async function changeName({
  user,
  firstName,
  lastName,
}: {
  user: User;
  firstName: string;
  lastName: string;
}): Promise<OwnAccount> {
  const [changed] = await db
    .update(users)
    .set({ firstName, lastName, updatedAt: sql`now()` })
    .where(eq(users.id, user.id))
    .returning();
  if (!changed) throw new Error("UPDATE … RETURNING gave no row");
  return toOwnAccount(changed);
}

/**
 * ChangeEmail (docs/api.md §5): a code to the new address, and a notice to the old one with a link
 * that undoes the change for 7 days (lib/data/codes.ts issueUndoLink); the address itself changes
 * only when VerifyEmail gets the code. An address that has an account gets the same answer as a
 * free one, so the answer tells no one who is registered; its owner gets a notice instead, and
 * nothing is changed. The caller has refused the account's own address.
 */
export async function startEmailChange({
  user,
  newEmail,
}: {
  user: User;
  newEmail: string;
}): Promise<void> {
  const owner = await getActiveUserByEmail({ email: newEmail });
  if (owner) {
    await sendMail({ to: newEmail, ...emailInUseNoticeMail({ firstName: owner.firstName }) });
    return;
  }
  const { code, undo } = await db.transaction(async (tx) => ({
    ...(await issueCode({ userId: user.id, purpose: "ChangeEmail", newEmail }, tx)),
    undo: await issueUndoLink({ userId: user.id, restoreEmail: user.email }, tx),
  }));
  await sendMail({ to: newEmail, ...codeMail("emailChange", { firstName: user.firstName, code }) });
  const undoUrl = undo
    ? `${getEnv().siteUrl}${ROUTES.undoEmailChange.path}?${new URLSearchParams({ token: undo.token }).toString()}`
    : undefined;
  await sendMail({
    to: user.email,
    ...emailChangeNoticeMail({ firstName: user.firstName, newEmail, undoUrl }),
  });
}

export type FinishEmailChangeResult =
  | { ok: true; account: OwnAccount; sessionVersion: number }
  | { ok: false; reason: CodeRefusal | "email-taken" };

/**
 * VerifyEmail: the code makes the new address the account's own, unless someone took it in the
 * meantime; then the unique index refuses it, nothing is written and the code stays live. Every
 * session of the account ends; the caller renews the one that entered the code.
 */
export async function finishEmailChange({ user, code }: OwnCode): Promise<FinishEmailChangeResult> {
  try {
    const result = await consumeCode({
      userId: user.id,
      purpose: "ChangeEmail",
      code,
      apply: async (tx, row) => {
        const [changed] = await tx
          .update(users)
          .set({
            email: row.newEmail ?? user.email,
            ...endingSessions(),
          })
          .where(eq(users.id, user.id))
          .returning();
        if (!changed) throw new Error("UPDATE … RETURNING gave no row");
        return changed;
      },
    });
    return result.ok
      ? {
          ok: true,
          account: toOwnAccount(result.value),
          sessionVersion: result.value.sessionVersion,
        }
      : result;
  } catch (error) {
    if (isUniqueViolation(error, "users_email_active_key")) {
      return { ok: false, reason: "email-taken" };
    }
    throw error;
  }
}

export type UndoEmailChangeResult =
  { ok: true } | { ok: false; reason: CodeRefusal | "email-taken" };

/**
 * The undo link of the notice to the old address: that address comes back, a change still
 * waiting for its code is cancelled, and every session of the account ends.
 */
export async function undoEmailChange(link: UserToken): Promise<UndoEmailChangeResult> {
  try {
    return await consumeCode({
      ...link,
      purpose: "UndoEmailChange",
      apply: async (tx, row) => {
        await tx
          .update(users)
          .set({
            email: row.newEmail ?? sql`${users.email}`,
            ...endingSessions(),
          })
          .where(eq(users.id, link.userId));
        await revokeCodes({ userId: link.userId, purpose: "ChangeEmail" }, tx);
        return null;
      },
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_active_key")) {
      return { ok: false, reason: "email-taken" };
    }
    throw error;
  }
}
