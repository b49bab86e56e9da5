import { searchSource } from "@/lib/api/client-address";
import { apiRoute, refuse } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { recordFaqVote } from "@/lib/data/faq-feedback";
import { helpful } from "@/lib/visitor-text/en/answer";

/**
 * Issue 16 RateFaq: a reader's "Was this helpful?" vote on an active FAQ, for anyone. Kept
 * anonymously, within its address's budget; a vote past the budget gets the same thanks and is not
 * kept (lib/data/faq-feedback.ts). One sent by another site is refused by anti-forgery first.
 */
export const POST = apiRoute(faq.rateFaq, async ({ input: vote, context }) => {
  const outcome = await recordFaqVote({ vote, source: searchSource(context.request) });
  if (outcome === "not-found") return refuse(outcome);
  return { message: helpful.thanks };
});
