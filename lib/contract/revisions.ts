import { z } from "zod";

import { faqTextFields, isoTime, languageOf } from "@/lib/contract/fields";

/** The answers of FAQ history (issue 17): GetFaqRevisions, GetFaqRevision. */

/** What happened to an FAQ in one revision (issue 17). */
const revisionKind = z.enum(["added", "edited", "archived", "restored", "reverted"]).meta({
  description:
    "added, edited, archived, restored (to the lists), or reverted (an older version brought back).",
});

/** One line of an FAQ's history: what happened, who did it and when, newest first. */
export const faqRevisionSummarySchema = z
  .object({
    id: z.number().int(),
    faqId: z.number().int(),
    kind: revisionKind,
    language: languageOf(
      "Issue 28: `en` for the FAQ's English text, `es` for its Spanish translation's; History lists one language at a time.",
    ),
    createdAt: isoTime,
    userId: z.number().int().nullable().meta({ description: "Null for the demo's content." }),
    userFirstName: z.string().nullable(),
    userLastName: z.string().nullable(),
    revertedToId: z
      .number()
      .int()
      .nullable()
      .meta({ description: "For reverted: the revision whose text was brought back." }),
  })
  .meta({ id: "FaqRevisionSummary" });
export type FaqRevisionSummary = z.infer<typeof faqRevisionSummarySchema>;

/** A revision with the question, answer, tags and phrasings the change left. */
export const faqRevisionSchema = faqRevisionSummarySchema
  .extend({
    ...faqTextFields,
    phrasings: z
      .array(z.string())
      .meta({ description: 'Issue 26 "Also asked as": the other ways of asking it kept then.' }),
    topicId: z.number().int().nullable().meta({
      description:
        "Issue 40: the FAQ's topic then (null: none, or a version saved before topics); of an English version only.",
    }),
  })
  .meta({ id: "FaqRevision" });
export type FaqRevision = z.infer<typeof faqRevisionSchema>;
