import { apiRoute } from "@/lib/api/route";
import { placeTopic } from "@/lib/api/topic-writes";
import { faq } from "@/lib/contract";

/** Issue 40: puts a topic at a place in the order; answers the new order. Admin only. */
export const POST = apiRoute(faq.moveTopic, async ({ input, user }) => {
  const result = await placeTopic({ ...input, actorId: user.id });
  return result.ok ? result.topics : result;
});
