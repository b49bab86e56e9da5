import type { Metadata } from "next";

import { PortalShell } from "@/components/portal/portal-shell";
import { PORTAL_ROLES, requirePageSession } from "@/lib/auth/page-guard";
import { countOpenContentGaps } from "@/lib/data/content-gaps";

import "@/components/faq/faq.css";
import "@/components/portal/portal.css";
import "@/components/revisions/revisions.css";

export const metadata: Metadata = {
  title: { default: "FAQ Corner", template: "%s | FAQ Corner" },
  robots: { index: false, follow: false },
};

/**
 * Every portal page: signed in, verified, Admin or Coach (docs/product.md §2, §4, §6), checked here
 * first.
 */
export default async function PortalLayout({ children }: { children: React.ReactNode }) {
  const { user } = await requirePageSession({ roles: PORTAL_ROLES, allowWithoutTwoFactor: true });
  return (
    <PortalShell
      role={user.role === "Admin" ? "Admin" : "Coach"}
      openGaps={await countOpenContentGaps()}
    >
      {children}
    </PortalShell>
  );
}
