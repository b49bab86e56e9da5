import { apiRoute } from "@/lib/api/route";
import { removeTopic } from "@/lib/api/topic-writes";
import { faq } from "@/lib/contract";

/**
 * Issue 40: deletes a topic no active FAQ is in; one with FAQs is a 409 that says how many.
 * Admin only.
 */
export const POST = apiRoute(faq.deleteTopic, async ({ input, user }) => {
  const result = await removeTopic({ ...input, actorId: user.id });
  return result.ok ? result.topic : result;
});
