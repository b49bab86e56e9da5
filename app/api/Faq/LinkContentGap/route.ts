import { linkSearchToFaq } from "@/lib/api/faq-writes";
import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";

/**
 * Issue 26 LinkContentGap: a search of the Content Gaps queue becomes one of the phrasings of the
 * FAQ that answers it, and the entry closes. No such search, or no active FAQ: 404; an FAQ that
 * already has its 20 phrasings: 409, and nothing is saved.
 */
export const POST = apiRoute(faq.linkContentGap, async ({ input: { id, faqId }, user }) => {
  const result = await linkSearchToFaq({ searchId: id, faqId, actorId: user.id });
  return result.ok ? result.faq : result;
});
