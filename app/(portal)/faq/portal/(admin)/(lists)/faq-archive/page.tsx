import type { Metadata } from "next";

import { PortalFaqExplorer } from "@/components/faq/portal-faq-explorer";
import { guardPage } from "@/lib/auth/page-guard";
import { ROUTES } from "@/lib/routes";
import { FAQ_PAGE_SIZE } from "@/lib/constants";
import { listFaqs } from "@/lib/data/faqs";
import { listTopicChoices } from "@/lib/data/topic-admin";
import { getEnv } from "@/lib/server/env";

export const metadata: Metadata = { title: ROUTES.faqArchive.title };

/**
 * docs/product.md §2 "The archive view shows only deleted items" (Admin only, docs/product.md §6).
 */
export default async function FaqArchivePage() {
  await guardPage(ROUTES.faqArchive);
  const items = await listFaqs({ limit: FAQ_PAGE_SIZE, skip: 0, orderBy: 0, archived: true });
  return (
    <div className="portal-page">
      <h1>FAQ Archive</h1>
      <PortalFaqExplorer
        archived
        initialItems={items}
        supportEmail={getEnv().supportEmail}
        recentlyChangedOrder
        topics={await listTopicChoices()}
      />
    </div>
  );
}
