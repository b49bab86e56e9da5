import { PortalPage, routeMetadata } from "@/components/portal/portal-page";
import { TopicsScreen } from "@/components/topic-admin/topics-screen";
import { guardPage } from "@/lib/auth/page-guard";
import { listAdminTopics } from "@/lib/data/topic-admin";
import { TOPIC_MESSAGES } from "@/lib/messages";
import { ROUTES } from "@/lib/routes";

export const metadata = routeMetadata(ROUTES.topics);

/** Issue 40: the topics visitors browse by, kept by Admins (docs/decisions/0052). Admin only. */
export default async function TopicsPage() {
  await guardPage(ROUTES.topics);
  return (
    <PortalPage route={ROUTES.topics} lead={TOPIC_MESSAGES.lead}>
      <TopicsScreen initialTopics={await listAdminTopics()} />
    </PortalPage>
  );
}
