import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { rejectSuggestion } from "@/lib/data/phrasing-suggestions";

/** Issue 38 RejectPhrasingSuggestion: the suggestion goes and never returns. Staff only. */
export const POST = apiRoute(faq.rejectPhrasingSuggestion, async ({ input, user }) => {
  const { faqId, language, reading } = input;
  const result = await rejectSuggestion({ faqId, language, reading, actorId: user.id });
  return result.ok ? { message: "Rejected." } : result;
});
