import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { dismissContentGap } from "@/lib/data/content-gaps";

/**
 * Issue 16 DismissContentGap: staff take an open entry off the queue; the dismissal is audited.
 * An entry that is not in the queue is a 404, one not open a 409.
 */
export const POST = apiRoute(faq.dismissContentGap, async ({ input, user }) => {
  const { kind, id, language } = input;
  const result = await dismissContentGap({ kind, id, language, actorId: user.id });
  return result.ok ? result.gap : result;
});
