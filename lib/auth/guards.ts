import "server-only";

import type { ApiContext } from "@/lib/api/route";
import {
  forbidden,
  twoFactorRequired,
  unauthorized,
  verificationRequired,
} from "@/lib/api/problem";
import { type CurrentSession, refreshSession } from "@/lib/auth/session";
import type { Access, Endpoint } from "@/lib/contract/endpoint";
import { mustSetUpTwoFactor } from "@/lib/data/two-factor";

/**
 * Who may call what (docs/api.md §4). apiRoute (lib/api/route.ts) runs the guard of each
 * endpoint's declared access before its handler; each reads the role and verified flag from the
 * database through `context.session()`.
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

export type Guard = (context: ApiContext) => Promise<CurrentSession>;

/** The guard of each access the contract declares (lib/contract/endpoint.ts); none for public. */
export const GUARDS: Record<Access, Guard | null> = {
  public: null,
  session: requireSession,
  verified: requireVerified,
  staff: requireStaff,
  admin: requireAdmin,
};

/**
 * The guard an endpoint's declared access asks for. An endpoint that declares none, or one not
 * known, is an error here: it would otherwise be served to anyone.
 */
export function guardFor(endpoint: Pick<Endpoint, "path" | "access" | "beforeTwoFactor">) {
  const access: unknown = endpoint.access;
  if (typeof access !== "string" || !Object.hasOwn(GUARDS, access)) {
    throw new Error(`${endpoint.path} declares no access (docs/api.md §4), so it has no guard`);
  }
  if (endpoint.beforeTwoFactor && access === "staff") return requireStaffAccount;
  return GUARDS[access as Access];
}
