import type { Metadata } from "next";

import { PortalFaqExplorer } from "@/components/faq/portal-faq-explorer";
import { guardPage } from "@/lib/auth/page-guard";
import { ROUTES } from "@/lib/routes";
import { FAQ_PAGE_SIZE } from "@/lib/constants";
import { asAdminFaqs } from "@/lib/data/faq-translation-states";
import { listStaffFaqs } from "@/lib/data/faqs";
import { listTopicChoices } from "@/lib/data/topic-admin";
import { getEnv } from "@/lib/server/env";

export const metadata: Metadata = { title: ROUTES.displayFaqs.title };

/**
 * docs/product.md §2 "Admin mode of the list": the portal's FAQ list, with Tags, Searches, Edited
 * and Edit, and the readers' votes (issue 16); each FAQ's topic and a topic filter (issue 40).
 */
export default async function DisplayFaqsPage() {
  const session = await guardPage(ROUTES.displayFaqs);
  // Its HTML passed through the allowlist again on the way out (lib/data/faq-shapes.ts toStaffFaq).
  const items = await asAdminFaqs(
    await listStaffFaqs({ limit: FAQ_PAGE_SIZE, skip: 0, orderBy: 0, archived: false }),
  );
  return (
    <div className="portal-page">
      <h1>Display FAQ&apos;s</h1>
      <PortalFaqExplorer
        initialItems={items}
        supportEmail={getEnv().supportEmail}
        recentlyChangedOrder={session.user.role === "Admin"}
        topics={await listTopicChoices()}
      />
    </div>
  );
}
