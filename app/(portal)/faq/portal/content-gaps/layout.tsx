import { PORTAL_ROLES, requirePageSession } from "@/lib/auth/page-guard";

/**
 * The page's own guard, which may send an Admin to set up two-step login, run here above its
 * loading state (./loading.tsx) so that the redirect stays a 307. The page checks again, at no
 * cost: the session is read once per request (lib/auth/session.ts).
 */
export default async function GuardedLayout({ children }: { children: React.ReactNode }) {
  await requirePageSession({ roles: PORTAL_ROLES });
  return children;
}
