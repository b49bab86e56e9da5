import type { Metadata } from "next";

import { TopicsScreen } from "@/components/topic-admin/topics-screen";
import { guardPage } from "@/lib/auth/page-guard";
import { listAdminTopics } from "@/lib/data/topic-admin";
import { TOPIC_MESSAGES } from "@/lib/messages";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: ROUTES.topics.title };

/** Issue 40: the topics visitors browse by, kept by Admins (docs/decisions/0052). Admin only. */
export default async function TopicsPage() {
  await guardPage(ROUTES.topics);
  const topics = await listAdminTopics();
  return (
    <div className="portal-page">
      <h1>{TOPIC_MESSAGES.title}</h1>
      <p className="topics-lead">{TOPIC_MESSAGES.lead}</p>
      <TopicsScreen initialTopics={topics} />
    </div>
  );
}
