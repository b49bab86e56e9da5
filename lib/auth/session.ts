import "server-only";

import { cache } from "react";

import { auth, renewSessionToken, updateSession } from "@/lib/auth/next-auth";
import type { User } from "@/db/schema";
import { getUserById } from "@/lib/data/users";

/** How often a used session's cookie is re-issued, pushing its idle expiry 8 hours on. */
const REFRESH_AFTER_MS = 5 * 60 * 1000;

/**
 * How many times this process has read a session, on globalThis as Next.js bundles this module
 * more than once: tests/session-once.test.ts counts one per page render.
 */
const sessionReads = ((globalThis as typeof globalThis & Record<symbol, { count: number }>)[
  Symbol.for("faq-corner.session-reads")
] ??= { count: 0 });

export interface CurrentSession {
  user: User;
  sessionId: string;
  issuedAt: number;
  /** When this browser signed in with its password (ms since the epoch). */
  signedInAt: number;
}

export interface SessionState {
  /**
   * The session id in the browser's token, valid or not: what anti-forgery tokens are bound to,
   * so that a request from an ended session is told 401 (sign in again), not 400.
   */
  tokenSessionId: string | undefined;
  /** The session, if it is still valid. */
  current: CurrentSession | null;
}

/**
 * Reads the session token and checks it against the database on every call: a token whose user
 * is deleted or whose session version is older than the account's (logout, password change or
 * reset, role change, deletion) is no session at all (docs/api.md §3).
 */
export async function readSession(): Promise<SessionState> {
  sessionReads.count += 1;
  const session = await auth();
  if (!session?.userId) return { tokenSessionId: undefined, current: null };
  const tokenSessionId = session.sessionId || undefined;
  const user = await getUserById({ id: session.userId });
  if (!user || user.deletedAt || user.sessionVersion !== session.sessionVersion) {
    return { tokenSessionId, current: null };
  }
  return {
    tokenSessionId,
    current: {
      user,
      sessionId: session.sessionId,
      issuedAt: session.issuedAt,
      signedInAt: session.signedInAt,
    },
  };
}

/**
 * The signed-in user's valid session, or null (see readSession). Read once per page render: the
 * portal layout, an admin layout and the page all ask, and React's cache() gives them one
 * answer. Route handlers read it their own way (lib/api/route.ts); cache() keeps nothing there.
 */
export const getCurrentSession = cache(
  async (): Promise<CurrentSession | null> => (await readSession()).current,
);

/**
 * Re-issues the session cookie when it is more than a few minutes old, so that a session in use
 * does not reach its idle limit. Only where cookies may be set (route handlers).
 */
export async function refreshSession(session: CurrentSession): Promise<void> {
  if (Date.now() - session.issuedAt > REFRESH_AFTER_MS) await updateSession({});
}

/**
 * Re-issues this browser's session with the account's new session version, after a change that
 * ended every other session (VerifyPassword, docs/api.md §3). Route handlers only.
 */
export async function renewSession({ sessionVersion }: { sessionVersion: number }): Promise<void> {
  await renewSessionToken(sessionVersion);
}
