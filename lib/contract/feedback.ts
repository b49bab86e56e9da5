import { z } from "zod";

import type { EndpointSpec } from "@/lib/contract/endpoint";
import { messageSchema } from "@/lib/contract/endpoint";
import { conflict, NO_ACTIVE_FAQ, notFound } from "@/lib/contract/refusals";
import {
  characterCount,
  faqIdField,
  idField,
  languageQuery,
  limitQuery,
  orderQuery,
  skipQuery,
  isoTime,
  LANGUAGES,
  searchQueryField,
  TRANSLATION_LANGUAGES,
} from "@/lib/contract/fields";
import {
  CONTENT_GAP_KINDS,
  CONTENT_GAP_STATUSES,
  FAQ_COMMENT_LIMIT,
  FAQ_VOTE_REASONS,
} from "@/lib/contract/feedback-codes";

export * from "@/lib/contract/feedback-codes";

/**
 * "Was this helpful?" and the Content Gaps queue (issue 16): the votes anyone may send under an
 * answer, and the queue of searches that found nothing and answers that failed their readers,
 * for staff. Declared here and joined to the FAQ group in lib/contract/faq.ts.
 */

/** Control characters other than tab and line breaks, and lone halves of a UTF-16 pair. */
const UNPRINTABLE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const reasonMessage = "Choose one of the reasons given.";

const commentField = z
  .string({ error: "The comment must be text." })
  .nullable()
  .optional()
  .transform((value) => (value == null || value.trim() === "" ? null : value.trim()))
  .refine((value) => value === null || !UNPRINTABLE.test(value), {
    error: "Use only letters, numbers and punctuation in the comment.",
  })
  .refine((value) => value === null || characterCount(value) <= FAQ_COMMENT_LIMIT, {
    error: `Use at most ${String(FAQ_COMMENT_LIMIT)} characters in the comment.`,
  })
  .meta({
    description: `Plain text, at most ${String(FAQ_COMMENT_LIMIT)} characters; only with a "No".`,
  });

const rateFaqBody = z
  .object({
    id: faqIdField,
    helpful: z.boolean({ error: "Say yes (true) or no (false)." }),
    reason: z
      .enum(FAQ_VOTE_REASONS, { error: reasonMessage })
      .nullable()
      .optional()
      .transform((value) => value ?? null)
      .meta({ description: 'Why not: only with a "No".' }),
    comment: commentField,
    language: languageQuery.meta({
      description:
        "Issue 28: the language of the page the vote was given on, `en` (the default) or `es`.",
    }),
    searchQuery: searchQueryField.optional().meta({
      description:
        'Issue 38: the search the FAQ was reached from, if any; a "Yes" with it also says the FAQ answered that search (as PostSearchAnswered does).',
    }),
  })
  .superRefine((vote, ctx) => {
    if (!vote.helpful) return;
    if (vote.reason !== null) {
      ctx.addIssue({
        code: "custom",
        path: ["reason"],
        message: 'A reason goes with a "No" only.',
      });
    }
    if (vote.comment !== null) {
      ctx.addIssue({
        code: "custom",
        path: ["comment"],
        message: 'A comment goes with a "No" only.',
      });
    }
  });

const count = z.number().int();

/** How many "No" votes gave each reason. */
const reasonCountsSchema = z
  .object({ tooHard: count, notAnswered: count, otherLanguage: count, somethingElse: count })
  .meta({ description: 'How many "No" votes gave each reason.' });

/** The votes an FAQ got, for staff (the details of the FAQ list). */
export const faqFeedbackSchema = z
  .object({
    yes: z.number().int(),
    no: z.number().int(),
    reasons: reasonCountsSchema,
  })
  .meta({ id: "FaqFeedback" });
export type FaqFeedback = z.infer<typeof faqFeedbackSchema>;

/** One entry of the Content Gaps queue. */
export const contentGapSchema = z
  .object({
    kind: z.enum(CONTENT_GAP_KINDS).meta({
      description:
        '`search`: a search that found nothing, or only weak answers (see `weak`); `faq`: an answer marked not helpful; `translation` (issue 28): an FAQ visitors asked to read in `language` ("translation wanted"); `question` (issue 39): a question visitors sent ("Send us your question"). A client should show a kind it does not know by `text` or skip it.',
    }),
    weak: z.boolean().meta({
      description:
        "Issue 26: a search whose last run found FAQs, but none it was sure answers it (confidence weak); false for one that found nothing and for an FAQ.",
    }),
    id: z.number().int().meta({
      description: "The search's id, the FAQ's (faq, translation), or the question's (question).",
    }),
    text: z.string().meta({
      description:
        "The search text, the FAQ's (English) question as plain text, or the visitor's question as plain text (question).",
    }),
    status: z.enum(CONTENT_GAP_STATUSES),
    count: z.number().int().meta({
      description:
        'Searches of the text, the FAQ\'s "No" votes since its last edit, the requests for a translation since the entry last closed, or the times visitors sent the question.',
    }),
    searches: z.number().int().optional().meta({
      description:
        "Issue 39, a question only: the searches of the same text in the same language, whose entry of the same status this one stands for (that search entry is left out of the queue); 0 when there is none.",
    }),
    lastAt: isoTime.meta({
      description: 'The last search, the last "No" vote, the last request, or the last asking.',
    }),
    language: z.enum(LANGUAGES).nullable().meta({
      description:
        "Issue 28: the language a translation was asked for in (translation), or the search's language (search); null for an FAQ's votes.",
    }),
    reasons: reasonCountsSchema.nullable().meta({
      description: 'An FAQ\'s "No" votes by reason (null for a search).',
    }),
    comments: z.array(z.string()).meta({
      description: "An FAQ's latest comments, plain text, newest first (at most 3).",
    }),
  })
  .meta({ id: "ContentGap" });
export type ContentGap = z.infer<typeof contentGapSchema>;

const statusMessage = "Status must be open, closed or dismissed.";

export const feedbackEndpoints = {
  rateFaq: {
    summary:
      "Records a reader's \"Was this helpful?\" vote on an active FAQ, anonymously; one past its address's budget is answered but not recorded; another site's is refused (anti-forgery).",
    access: "public",
    body: rateFaqBody,
    response: messageSchema,
    ...NO_ACTIVE_FAQ,
  },
  getContentGaps: {
    summary:
      "A page of the Content Gaps queue: searches that found nothing and answers marked not helpful.",
    access: "staff",
    query: z.object({
      limit: limitQuery,
      skip: skipQuery,
      orderBy: orderQuery([0, 1], 0).meta({
        description: "0 most frequent first, 1 most recent first; 0 when left out.",
      }),
      status: z
        .string()
        .trim()
        .toLowerCase()
        .optional()
        .transform((value) => (value === undefined || value === "" ? "open" : value))
        .pipe(z.enum(CONTENT_GAP_STATUSES, { error: statusMessage }))
        .meta({ description: "open, closed or dismissed; open when left out." }),
    }),
    response: z.array(contentGapSchema),
  },
  dismissContentGap: {
    summary:
      "Dismisses an open entry of the Content Gaps queue; the dismissal is audited. Issue 39: a question's waiting e-mail addresses are deleted without any mail, and the search it stands for is dismissed with it.",
    access: "staff",
    body: z.object({
      kind: z.enum(CONTENT_GAP_KINDS, {
        error: "Kind must be search, faq, translation or question.",
      }),
      id: idField("Give the id of the entry: a whole number from 1."),
      language: z
        .enum(TRANSLATION_LANGUAGES, { error: "Language must be es (Spanish)." })
        .optional()
        .meta({
          description:
            "The language of a `translation` entry (`es` when left out); not used for the other kinds.",
        }),
    }),
    response: contentGapSchema,
    problems: {
      404: "There is no entry of this kind with this id.",
      409: "The entry is not open: already closed or dismissed.",
    },
    refusals: {
      "not-found": notFound("The entry"),
      "not-open": conflict("This entry is not open: it is already closed or dismissed."),
    },
  },
} satisfies Record<string, EndpointSpec>;
