import "server-only";

import { eq } from "drizzle-orm";

import { type User, users } from "@/db/schema";
import {
  checkCode,
  type CodeRefusal,
  type OwnCode,
  consumeCode,
  countCodeMail,
  issueCode,
} from "@/lib/data/codes";
import { clearRateLimit } from "@/lib/data/rate-limits";
import { endingSessions, getActiveUserByEmail } from "@/lib/data/users";
import { log } from "@/lib/server/log";
import { sendMail } from "@/lib/mail/send";
import { codeMail, resetPausedMail } from "@/lib/mail/templates";
import { hashPassword, verifyPassword } from "@/lib/auth/password";

/**
 * Password change and reset (docs/api.md §3, §5). A new password takes effect only with the code
 * mailed to the account's address, and it ends every session of the account on its next
 * request; a change made while signed in renews the session that made it (the route handler
 * does that, since only it may set cookies).
 */

export type StartPasswordChangeResult =
  | { ok: true }
  | { ok: false; reason: "wrong-old-password" }
  /** Issue 27: 3 codes an hour were mailed already (lib/data/codes.ts countCodeMail). */
  | { ok: false; reason: "too-many-mails"; retryAfterSeconds: number };

/**
 * ChangePassword: the new password's hash waits in the code's row until VerifyPassword, so the
 * plain password is never kept and the old one works until then.
 */
export async function startPasswordChange({
  user,
  oldPassword,
  newPassword,
}: {
  user: User;
  oldPassword: string;
  newPassword: string;
}): Promise<StartPasswordChangeResult> {
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    return { ok: false, reason: "wrong-old-password" };
  }
  const mails = await countCodeMail({ userId: user.id, purpose: "ChangePassword" });
  if (!mails.allowed) {
    return { ok: false, reason: "too-many-mails", retryAfterSeconds: mails.retryAfterSeconds };
  }
  const newPasswordHash = await hashPassword(newPassword);
  const { code } = await issueCode({ userId: user.id, purpose: "ChangePassword", newPasswordHash });
  await sendMail({
    to: user.email,
    ...codeMail("passwordChange", { firstName: user.firstName, code }),
  });
  return { ok: true };
}

export type FinishPasswordChangeResult =
  { ok: true; sessionVersion: number } | { ok: false; reason: CodeRefusal };

/** VerifyPassword: the waiting hash becomes the password, and every session ends. */
export async function finishPasswordChange({
  user,
  code,
}: OwnCode): Promise<FinishPasswordChangeResult> {
  const result = await consumeCode({
    userId: user.id,
    purpose: "ChangePassword",
    code,
    apply: async (tx, row) => {
      if (!row.newPasswordHash) throw new Error("a ChangePassword code without its new hash");
      const [changed] = await tx
        .update(users)
        .set({
          passwordHash: row.newPasswordHash,
          ...endingSessions(),
        })
        .where(eq(users.id, user.id))
        .returning({ sessionVersion: users.sessionVersion });
      if (!changed) throw new Error("UPDATE … RETURNING gave no row");
      return changed.sessionVersion;
    },
  });
  return result.ok ? { ok: true, sessionVersion: result.value } : result;
}

/**
 * ForgotPassword's work: a reset code mailed when the address has an account, nothing otherwise,
 * and nothing past 3 codes an hour (issue 27). The route handler runs it after answering, so the
 * answer is the same, in the same time, either way (docs/api.md §5); failures are logged, since
 * nobody is waiting for them.
 */
export async function sendPasswordResetCode({ email }: { email: string }): Promise<void> {
  try {
    const user = await getActiveUserByEmail({ email });
    if (!user) return;
    const mails = await countCodeMail({ userId: user.id, purpose: "ResetPassword" });
    if (!mails.allowed) {
      log("info", "password reset mail not sent: 3 codes mailed in the last hour", {
        userId: user.id,
      });
      return;
    }
    const { code } = await issueCode({ userId: user.id, purpose: "ResetPassword" });
    await sendMail({
      to: user.email,
      ...codeMail("passwordReset", { firstName: user.firstName, code }),
    });
  } catch (error) {
    log("error", "password reset mail failed", {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }
}

export type ResetPasswordResult = { ok: true } | { ok: false };

/**
 * ResetPassword: with the right code, the new password replaces the old one, every session ends
 * and the failed-login lock of the address is lifted. The new password is hashed before the
 * code is looked at, whether or not the address has an account, so that refusals take as long
 * as successes and an unknown address looks like a wrong code.
 */
export async function resetPassword({
  email,
  code,
  password,
}: {
  email: string;
  code: string;
  password: string;
}): Promise<ResetPasswordResult> {
  const user = await getActiveUserByEmail({ email });
  // The code first, before any hashing: a wrong code or an unknown address costs a lookup, not an
  // argon2 hash, so a flood of them cannot slow sign-in. Both take the same steps (an unknown
  // address looks for the codes of no one), so their timing tells nothing apart.
  const reset = { userId: user?.id ?? 0, purpose: "ResetPassword" as const, code };
  const checked = await checkCode(reset);
  if (!user || !checked.ok) return { ok: false };
  const passwordHash = await hashPassword(password);
  const result = await consumeCode({
    ...reset,
    apply: async (tx) => {
      await tx
        .update(users)
        .set({
          passwordHash,
          ...endingSessions(),
        })
        .where(eq(users.id, user.id));
    },
  });
  if (!result.ok) return { ok: false };
  // The key of the account lock in app/api/User/Login/route.ts.
  await clearRateLimit({ key: `login-fail:${email}` });
  return { ok: true };
}

/**
 * Issue 27: the one mail of a paused password reset (20 wrong codes in 24 hours), to the owner of
 * the address, if it has an account: what happened, and that the password has not changed. Run
 * after the answer, like sendPasswordResetCode, so an unknown address answers in the same time.
 */
export async function sendResetPausedMail({ email }: { email: string }): Promise<void> {
  try {
    const user = await getActiveUserByEmail({ email });
    if (!user) return;
    await sendMail({ to: user.email, ...resetPausedMail({ firstName: user.firstName }) });
  } catch (error) {
    log("error", "password reset paused mail failed", {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }
}
