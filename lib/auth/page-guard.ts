import "server-only";

import { redirect } from "next/navigation";

import type { UserRole } from "@/db/schema";
import { type CurrentSession, getCurrentSession } from "@/lib/auth/session";
import { mustSetUpTwoFactor } from "@/lib/data/two-factor";

/**
 * The route guard of docs/product.md §4 on the server, before a portal page renders anything: no
 * session → /faq-corner; not verified → /faq-corner/verify; a role the route does not list →
 * /unauthorized; an Admin who must turn on two-step login (ADMIN_TWO_FACTOR) → My Account. It
 * reads the account from the database (lib/auth/session.ts), so a demoted or deleted user is
 * turned away on the very next page.
 */
export async function requirePageSession({
  roles,
  allowUnverified = false,
  allowWithoutTwoFactor = false,
}: {
  roles?: readonly UserRole[];
  allowUnverified?: boolean;
  /** My Account, where two-step login is set up, and the layout around it. */
  allowWithoutTwoFactor?: boolean;
} = {}): Promise<CurrentSession> {
  const session = await getCurrentSession();
  if (!session) redirect("/faq-corner");
  if (!session.user.isVerified && !allowUnverified) redirect("/faq-corner/verify");
  if (roles && !roles.includes(session.user.role)) redirect("/unauthorized");
  if (!allowWithoutTwoFactor && mustSetUpTwoFactor(session.user)) redirect(SET_UP_TWO_FACTOR);
  return session;
}

/** Where an Admin without two-step login is sent until they turn it on. */
const SET_UP_TWO_FACTOR = "/faq/portal/account";

/** docs/product.md §2 route table: the portal is for Admin and Coach. */
export const PORTAL_ROLES = ["Admin", "Coach"] as const satisfies readonly UserRole[];
export const ADMIN_ONLY = ["Admin"] as const satisfies readonly UserRole[];
