import { z } from "zod";

import type { EndpointSpec } from "@/lib/contract/endpoint";
import { messageSchema } from "@/lib/contract/endpoint";
import {
  characterCount,
  emailSchema,
  languageQuery,
  normalisePhrasing,
} from "@/lib/contract/fields";
import { invalid } from "@/lib/contract/refusals";
import {
  QUESTIONS_WAITING_PER_ADDRESS,
  VISITOR_QUESTION_LIMIT,
  VISITOR_QUESTION_MESSAGES,
  WAITING_DAYS,
} from "@/lib/contract/visitor-question-codes";

export * from "@/lib/contract/visitor-question-codes";

/**
 * Issue 39 "Send us your question" (docs/decisions/0049-send-us-your-question.md): a visitor
 * whose search found nothing good sends the question itself, and may leave an e-mail address to
 * hear when it is answered. It shows in Content Gaps as a `question` entry. Joined to the FAQ
 * group in lib/contract/faq.ts.
 */

/** A question as it is kept: plain text (markup taken out), single spaces, trimmed. */
export function plainQuestion(text: string): string {
  return normalisePhrasing(text);
}

const questionField = z
  .string({ error: VISITOR_QUESTION_MESSAGES.questionMissing })
  .transform(plainQuestion)
  .refine((value) => value.length > 0, { error: VISITOR_QUESTION_MESSAGES.questionMissing })
  .refine((value) => characterCount(value) <= VISITOR_QUESTION_LIMIT, {
    error: VISITOR_QUESTION_MESSAGES.questionTooLong,
  })
  .meta({
    description: `The question, as plain text: markup is taken out and spaces made single, then it must be 1–${String(VISITOR_QUESTION_LIMIT)} characters.`,
  });

/** Optional: left out, null or empty for none. */
const waitingEmailField = z
  .string({ error: "Enter an e-mail address, or leave it empty." })
  .nullable()
  .optional()
  .transform((value) => (value == null || value.trim() === "" ? null : value))
  .pipe(emailSchema.nullable())
  .meta({
    description: `Optional: an address to tell when the question is answered (one e-mail, then the address is deleted; deleted after ${String(WAITING_DAYS)} days unanswered). One address may wait for at most ${String(QUESTIONS_WAITING_PER_ADDRESS)} questions.`,
  });

export const visitorQuestionEndpoints = {
  postVisitorQuestion: {
    summary:
      "Issue 39 \"Send us your question\": keeps a visitor's question (plain text) for the Content Gaps queue, and the e-mail address given with it until the answer is mailed; past its address's budget nothing is kept (429); a filled `website` is thanked and not kept; another site's is refused (anti-forgery).",
    access: "public",
    body: z.object({
      question: questionField,
      email: waitingEmailField,
      language: languageQuery.meta({
        description:
          "The language of the page it was sent from, `en` (the default) or `es`: the language of the e-mail.",
      }),
      website: z.string({ error: "Leave this empty." }).optional().meta({
        description:
          "A field people never see, left empty by them: a request with text in it is thanked as any other and nothing is kept.",
      }),
    }),
    response: messageSchema,
    problems: {
      400: `A field breaks its rule (\`Question\`, \`Email\`), the address already waits for ${String(QUESTIONS_WAITING_PER_ADDRESS)} answers (\`Email\`), the body is not a JSON object, or the anti-forgery token is missing or wrong. Nothing is kept.`,
      429: `Past the address's budget of questions (SEARCHES_RECORDED_PER_ADDRESS, 30 per 10 minutes unless set): nothing is kept; \`detail\` says to wait, \`Retry-After\` how long.`,
    },
    refusals: {
      "too-many-waiting": invalid("Email", VISITOR_QUESTION_MESSAGES.tooManyWaiting),
    },
  },
} satisfies Record<string, EndpointSpec>;
