import { acceptSuggestedPhrasings } from "@/lib/api/faq-writes";
import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";

/**
 * Issue 38 AcceptPhrasingSuggestion: the chosen ways of asking become the FAQ's phrasings, as Link
 * to an FAQ does. No such suggestion: 404; a way not in it: 400; past 20 phrasings: 409, nothing
 * saved.
 */
export const POST = apiRoute(faq.acceptPhrasingSuggestion, async ({ input, user }) => {
  const { faqId, language, reading, phrasings } = input;
  const result = await acceptSuggestedPhrasings({
    faqId,
    language,
    reading,
    phrasings,
    actorId: user.id,
  });
  return result.ok ? result.faq : result;
});
