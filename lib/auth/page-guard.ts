import "server-only";

import { redirect } from "next/navigation";

import type { UserRole } from "@/db/schema";
import { type CurrentSession, getCurrentSession } from "@/lib/auth/session";
import { mustSetUpTwoFactor } from "@/lib/data/two-factor";
import { ROUTES, type PageRoute } from "@/lib/routes";

/**
 * The route guard of docs/product.md §4 on the server, before a portal page renders anything: no
 * session → /faq-corner; not verified → /faq-corner/verify; a role the route does not list →
 * /unauthorized; an Admin who must turn on two-step login (ADMIN_TWO_FACTOR) → My Account. It
 * reads the account from the database (lib/auth/session.ts), so a demoted or deleted user is
 * turned away on the very next page.
 */
async function requirePageSession({
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
  if (!session) redirect(ROUTES.login.path);
  if (!session.user.isVerified && !allowUnverified) redirect(ROUTES.verify.path);
  if (roles && !roles.includes(session.user.role)) redirect(ROUTES.unauthorized.path);
  // Where an Admin without two-step login is sent until they turn it on.
  if (!allowWithoutTwoFactor && mustSetUpTwoFactor(session.user)) redirect(ROUTES.account.path);
  return session;
}

/**
 * The guard of a page of the route table (lib/routes.ts), or of the layout above pages that
 * share its access: the table says who may open it, and nothing else does.
 */
export function guardPage(route: Pick<PageRoute, "access">): Promise<CurrentSession> {
  const { access } = route;
  if (access === "anyone") throw new Error("a page open to anyone has no guard");
  return requirePageSession({
    roles: access.roles,
    allowUnverified: access.unverified,
    allowWithoutTwoFactor: access.withoutTwoFactor,
  });
}
