import { z } from "zod";

import type { EndpointSpec } from "@/lib/contract/endpoint";
import { messageSchema } from "@/lib/contract/endpoint";
import { faqIdField, TRANSLATION_LANGUAGES } from "@/lib/contract/fields";
import { conflict, NO_ACTIVE_FAQ } from "@/lib/contract/refusals";

/**
 * Issue 28 "Pedir en español" (docs/decisions/0042-translation-wanted.md): a visitor of a page in
 * another language than English asks for a translation of an FAQ shown there in English. The
 * request is kept as votes are (anonymously, within its address's budget) and shows in the
 * Content Gaps queue as a `translation` entry. Joined to the FAQ group in lib/contract/faq.ts.
 */

export const translationLanguageField = z
  .enum(TRANSLATION_LANGUAGES, { error: "Language must be es (Spanish)." })
  .meta({ description: "The language the FAQ is wanted in: `es` (Spanish)." });

export const translationRequestEndpoints = {
  requestFaqTranslation: {
    summary:
      "Records a reader's request (\"Pedir en español\") for a translation of an active FAQ that has none published in that language, anonymously; one past its address's budget is answered but not recorded; another site's is refused (anti-forgery).",
    access: "public",
    body: z.object({ id: faqIdField, language: translationLanguageField }),
    response: messageSchema,
    problems: {
      ...NO_ACTIVE_FAQ.problems,
      409: "The FAQ already has a published translation in this language; nothing was recorded.",
    },
    refusals: {
      ...NO_ACTIVE_FAQ.refusals,
      translated: conflict(
        "This FAQ is already translated into this language: nothing was recorded.",
      ),
    },
  },
} satisfies Record<string, EndpointSpec>;
