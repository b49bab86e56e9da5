import { searchSource } from "@/lib/api/client-address";
import { apiRoute, refuse } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { recordAnswerSignal } from "@/lib/data/answer-signals";
import { helpful } from "@/lib/visitor-text/en/answer";

/**
 * Issue 38 PostSearchAnswered: a visitor says an FAQ answered their search. Kept once per visitor
 * and pair within the address's budget (lib/data/phrasing-suggestions.ts); past it, the same
 * thanks and nothing kept. One sent by another site is refused by anti-forgery first.
 */
export const POST = apiRoute(faq.postSearchAnswered, async ({ input, context }) => {
  const { id, searchQuery, language } = input;
  const outcome = await recordAnswerSignal(
    { faqId: id, searchQuery, language },
    searchSource(context.request),
  );
  if (outcome === "not-found") return refuse(outcome);
  return { message: helpful.thanks };
});
