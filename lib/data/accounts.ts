import "server-only";

import { eq, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { isUniqueViolation } from "@/db/errors";
import { type User, users } from "@/db/schema";
import { type CodeRefusal, consumeCode, issueCode } from "@/lib/data/codes";
import { getActiveUserByEmail } from "@/lib/data/users";
import { sendMail } from "@/lib/mail";
import {
  emailChangeCodeMail,
  emailChangeNoticeMail,
  verificationCodeMail,
} from "@/lib/mail-templates";

/**
 * A person's own account (SPEC §2 My Account and verification screens, CONTRACT §5): verifying
 * it, its name and its e-mail address. Passwords are in lib/data/passwords.ts. Callers have
 * checked the session; `user` is the signed-in account as read from the database.
 */

/** The account as GetUser answers it. */
export interface OwnAccount {
  firstName: string;
  lastName: string;
  email: string;
}

export function toOwnAccount({ firstName, lastName, email }: User): OwnAccount {
  return { firstName, lastName, email };
}

/** Mails a new verification code; the older one stops working. */
export async function sendVerificationCode({ user }: { user: User }): Promise<void> {
  const { code } = await issueCode({ userId: user.id, purpose: "VerifyAccount" });
  await sendMail({ to: user.email, ...verificationCodeMail({ firstName: user.firstName, code }) });
}

export type CodeResult = { ok: true } | { ok: false; reason: CodeRefusal };

export async function verifyAccount({
  user,
  code,
}: {
  user: User;
  code: string;
}): Promise<CodeResult> {
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

export type StartEmailChangeResult =
  { ok: true } | { ok: false; reason: "same-email" | "email-taken" };

/**
 * ChangeEmail (CONTRACT §5): a code to the new address and a notice to the old one; the address
 * itself changes only when VerifyEmail gets the code.
 */
export async function startEmailChange({
  user,
  newEmail,
}: {
  user: User;
  newEmail: string;
}): Promise<StartEmailChangeResult> {
  if (newEmail === user.email) return { ok: false, reason: "same-email" };
  if (await getActiveUserByEmail({ email: newEmail })) return { ok: false, reason: "email-taken" };
  const { code } = await issueCode({ userId: user.id, purpose: "ChangeEmail", newEmail });
  await sendMail({ to: newEmail, ...emailChangeCodeMail({ firstName: user.firstName, code }) });
  await sendMail({
    to: user.email,
    ...emailChangeNoticeMail({ firstName: user.firstName, newEmail }),
  });
  return { ok: true };
}

export type FinishEmailChangeResult =
  { ok: true; account: OwnAccount } | { ok: false; reason: CodeRefusal | "email-taken" };

/**
 * VerifyEmail: the code makes the new address the account's own, unless someone took it in the
 * meantime; then the unique index refuses it, nothing is written and the code stays live.
 */
export async function finishEmailChange({
  user,
  code,
}: {
  user: User;
  code: string;
}): Promise<FinishEmailChangeResult> {
  try {
    const result = await consumeCode({
      userId: user.id,
      purpose: "ChangeEmail",
      code,
      apply: async (tx, row) => {
        const [changed] = await tx
          .update(users)
          .set({ email: row.newEmail ?? user.email, updatedAt: sql`now()` })
          .where(eq(users.id, user.id))
          .returning();
        if (!changed) throw new Error("UPDATE … RETURNING gave no row");
        return toOwnAccount(changed);
      },
    });
    return result.ok ? { ok: true, account: result.value } : result;
  } catch (error) {
    if (isUniqueViolation(error, "users_email_active_key")) {
      return { ok: false, reason: "email-taken" };
    }
    throw error;
  }
}
