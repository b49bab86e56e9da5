import { conflict, notFound } from "@/lib/api/problem";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireStaff } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { dismissContentGap } from "@/lib/data/content-gaps";

/**
 * Issue 16 DismissContentGap: staff take an open entry off the queue; the dismissal is audited.
 * An entry that is not in the queue is a 404, one not open a 409.
 */
export const POST = apiRoute(async (context) => {
  const { user } = await requireStaff(context);
  const { kind, id, language } = await parseBody(context, faq.dismissContentGap);
  const result = await dismissContentGap({ kind, id, language, actorId: user.id });
  if (!result.ok) {
    throw result.reason === "not-found"
      ? notFound("The entry")
      : conflict("This entry is not open: it is already closed or dismissed.");
  }
  return reply(faq.dismissContentGap, result.gap);
});
