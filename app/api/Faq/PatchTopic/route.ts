import { apiRoute } from "@/lib/api/route";
import { editTopic } from "@/lib/api/topic-writes";
import { faq } from "@/lib/contract";

/** Issue 40: renames a topic or changes its picture; audited; the public pages follow. Admin only. */
export const PATCH = apiRoute(faq.patchTopic, async ({ input, user }) => {
  const result = await editTopic({ ...input, actorId: user.id });
  return result.ok ? result.topic : result;
});
