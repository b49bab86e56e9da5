import { searchSource } from "@/lib/api/client-address";
import { ApiProblem, TITLES } from "@/lib/api/problem";
import { apiRoute, refuse } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { VISITOR_QUESTION_MESSAGES } from "@/lib/contract/visitor-question-codes";
import { recordVisitorQuestion } from "@/lib/data/visitor-questions";
import { visitorText } from "@/lib/visitor-text";

/**
 * Issue 39 PostVisitorQuestion ("Send us your question"), for anyone: a visitor's question, and
 * the address to tell when it is answered (lib/data/visitor-questions.ts). Thanked in the page's
 * language. Past the address's budget it is refused with a 429 that says to wait, and an address
 * that waits for 5 answers already with a 400 on `Email`: nothing is kept either way. A filled
 * hidden field is thanked the same and nothing is kept. Another site's is refused by anti-forgery.
 */
export const POST = apiRoute(faq.postVisitorQuestion, async ({ input, context }) => {
  const asked = await recordVisitorQuestion(input, searchSource(context.request));
  if (asked.outcome === "flood") {
    throw new ApiProblem(429, TITLES.tooManyRequests, {
      detail: VISITOR_QUESTION_MESSAGES.flood,
      headers: { "Retry-After": String(Math.max(1, Math.ceil(asked.retryAfterSeconds))) },
    });
  }
  if (asked.outcome === "too-many-waiting") return refuse(asked.outcome);
  const words = visitorText(input.language).ask;
  return { message: input.email === null ? words.thanks : words.thanksWithEmail };
});
