import type { Metadata } from "next";

import { PortalShell } from "@/components/portal/portal-shell";
import { guardPage } from "@/lib/auth/page-guard";
import { countOpenContentGaps } from "@/lib/data/content-gaps";
import { ACCOUNT } from "@/lib/routes";

import "@/components/faq/faq.css";
import "@/components/portal/portal.css";
// Shared by several portal screens (My Account, the user screens, the FAQ forms), in this order.
import "@/components/users/accounts.css";
import "@/components/editor/faq-form.css";
import "@/components/revisions/revisions.css";

export const metadata: Metadata = {
  title: { default: "FAQ Corner", template: "%s | FAQ Corner" },
  robots: { index: false, follow: false },
};

/**
 * Every portal page: signed in, verified, Admin or Coach (docs/product.md §2, §4, §6), checked here
 * first; two-step login only where the route table (lib/routes.ts) asks for it, below.
 */
export default async function PortalLayout({ children }: { children: React.ReactNode }) {
  const { user } = await guardPage({ access: ACCOUNT });
  return (
    <PortalShell
      role={user.role === "Admin" ? "Admin" : "Coach"}
      openGaps={await countOpenContentGaps()}
    >
      {children}
    </PortalShell>
  );
}
