import "server-only";

import type { ApiContext } from "@/lib/api/route";
import {
  forbidden,
  twoFactorRequired,
  unauthorized,
  verificationRequired,
} from "@/lib/api/problem";
import { type CurrentSession, refreshSession } from "@/lib/auth/session";
import { mustSetUpTwoFactor } from "@/lib/data/two-factor";

/**
 * Who may call what (docs/api.md §4). The first line of every route handler that needs a session;
 * each reads the role and verified flag from the database through `context.session()`.
 */

export async function requireSession(context: ApiContext): Promise<CurrentSession> {
  const session = await context.session();
  if (!session) throw unauthorized();
  await refreshSession(session);
  return session;
}

export async function requireVerified(context: ApiContext): Promise<CurrentSession> {
  const session = await requireSession(context);
  if (!session.user.isVerified) throw verificationRequired();
  return session;
}

/**
 * Coach or Admin: the portal's roles (docs/product.md §6). An Admin who must turn on two-step login
 * (ADMIN_TWO_FACTOR) does that first: only their own account's endpoints answer until then.
 */
export async function requireStaff(context: ApiContext): Promise<CurrentSession> {
  const session = await requireStaffAccount(context);
  if (mustSetUpTwoFactor(session.user)) throw twoFactorRequired();
  return session;
}

export async function requireAdmin(context: ApiContext): Promise<CurrentSession> {
  const session = await requireStaff(context);
  if (session.user.role !== "Admin") throw forbidden();
  return session;
}

/** A Coach or Admin, two-step login on or not: setting it up (api/User/StartTwoFactor…). */
export async function requireStaffAccount(context: ApiContext): Promise<CurrentSession> {
  const session = await requireVerified(context);
  if (session.user.role !== "Coach" && session.user.role !== "Admin") throw forbidden();
  return session;
}
