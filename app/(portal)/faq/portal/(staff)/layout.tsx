import { guardPage } from "@/lib/auth/page-guard";
import { STAFF } from "@/lib/routes";

/**
 * The staff lists (Display FAQ's, User Searches, Content Gaps): their guard, which may send an
 * Admin to set up two-step login, runs here above their loading state (./loading.tsx) so that the
 * redirect stays a 307. Each page checks again, at no cost: the session is read once per request
 * (lib/auth/session.ts).
 */
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  await guardPage({ access: STAFF });
  return children;
}
