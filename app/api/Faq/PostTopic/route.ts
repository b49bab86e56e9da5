import { apiRoute } from "@/lib/api/route";
import { addTopic } from "@/lib/api/topic-writes";
import { faq } from "@/lib/contract";

/** Issue 40: adds a topic at the end of the order; audited; the public pages follow. Admin only. */
export const POST = apiRoute(faq.postTopic, async ({ input, user }) => {
  const result = await addTopic({ ...input, actorId: user.id });
  return result.ok ? result.topic : result;
});
