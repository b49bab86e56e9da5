import { faqWritten } from "@/lib/api/faq-written";
import { conflict, notFound } from "@/lib/api/problem";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireStaff } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { LIMITS } from "@/lib/contract/fields";
import { linkContentGap } from "@/lib/data/content-gap-links";

/**
 * Issue 26 LinkContentGap: a search of the Content Gaps queue becomes one of the phrasings of the
 * FAQ that answers it, and the entry closes. No such search, or no active FAQ: 404; an FAQ that
 * already has its 20 phrasings: 409, and nothing is saved.
 */
export const POST = apiRoute(async (context) => {
  const { user } = await requireStaff(context);
  const { id, faqId } = await parseBody(context, faq.linkContentGap);
  const result = await linkContentGap({ searchId: id, faqId, actorId: user.id });
  if (!result.ok) {
    if (result.reason === "no-search") throw notFound("The search");
    if (result.reason === "no-faq") throw notFound("The FAQ");
    throw conflict(
      `This FAQ already has ${String(LIMITS.phrasings)} other ways of asking. Remove one in Edit FAQ first.`,
    );
  }
  // The FAQ's search words changed: its cached pages and the other searches it may now answer.
  faqWritten({ mayAnswerSearches: true });
  return reply(faq.linkContentGap, result.faq);
});
