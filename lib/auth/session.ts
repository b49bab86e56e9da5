import "server-only";

import { auth, updateSession } from "@/lib/auth/next-auth";
import type { User } from "@/db/schema";
import { getUserById } from "@/lib/data/users";

/** How often a used session's cookie is re-issued, pushing its idle expiry 8 hours on. */
const REFRESH_AFTER_MS = 5 * 60 * 1000;

export interface CurrentSession {
  user: User;
  sessionId: string;
  issuedAt: number;
}

/**
 * The signed-in user, read from the database on every call: a token whose user is deleted or
 * whose session version is older than the account's (logout, password change or reset, role
 * change, deletion) is no session at all (CONTRACT §3).
 */
export async function getCurrentSession(): Promise<CurrentSession | null> {
  const session = await auth();
  if (!session?.userId) return null;
  const user = await getUserById({ id: session.userId });
  if (!user || user.deletedAt || user.sessionVersion !== session.sessionVersion) return null;
  return { user, sessionId: session.sessionId, issuedAt: session.issuedAt };
}

/**
 * Re-issues the session cookie when it is more than a few minutes old, so that a session in use
 * does not reach its idle limit. Only where cookies may be set (route handlers).
 */
export async function refreshSession(session: CurrentSession): Promise<void> {
  if (Date.now() - session.issuedAt > REFRESH_AFTER_MS) await updateSession({});
}

/**
 * Re-issues this browser's session with the account's new session version, after a change that
 * ended every other session (VerifyPassword, CONTRACT §3). Route handlers only.
 */
export async function renewSession({ sessionVersion }: { sessionVersion: number }): Promise<void> {
  await updateSession({ sessionVersion });
}
