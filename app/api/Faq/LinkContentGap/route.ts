import { linkSearchToFaq } from "@/lib/api/faq-writes";
import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";

/**
 * Issue 26 LinkContentGap: a search of the Content Gaps queue becomes one of the phrasings of the
 * FAQ that answers it, and the entry closes. No such search, or no active FAQ: 404; an FAQ that
 * already has its 20 phrasings: 409, and nothing is saved. Issue 39: a visitor's question
 * (`kind: "question"`) likewise; its waiting addresses are mailed once the link is saved.
 */
export const POST = apiRoute(faq.linkContentGap, async ({ input: { id, faqId, kind }, user }) => {
  const result = await linkSearchToFaq({ searchId: id, faqId, actorId: user.id, kind });
  return result.ok ? result.faq : result;
});
