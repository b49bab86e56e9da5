import "server-only";

import type { z } from "zod";

import { faq, user } from "@/lib/contract";
import type { Endpoint } from "@/lib/contract/endpoint";
import {
  newTranslationField,
  passwordSchema,
  translationEditField,
  translationsField,
} from "@/lib/contract/fields";
import { faqHtmlField } from "@/lib/faq/sanitize";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "@/lib/password-policy";

/**
 * The one place where the server adds to the contract's body rules what only it can check: HTML
 * sanitised by the server's sanitiser before it is measured (lib/faq/sanitize.ts), and new
 * passwords not among the 10,000 most common (lib/password-policy.ts, a list kept out of the
 * browser). Messages and field names are the contract's; route handlers get these rules through
 * apiRoute (lib/api/read-input.ts), `npm run user:create` through serverBody.
 */

/** A password being chosen: the contract's rules and not a common one. */
const newPasswordSchema = passwordSchema.refine((value) => !isCommonPassword(value), {
  error: COMMON_PASSWORD_MESSAGE,
});

const faqHtml = { question: faqHtmlField("question"), answer: faqHtmlField("answer") };
/** PatchFaq may leave the English text out, and a translation's save its text (issue 28). */
const optionalFaqHtml = {
  question: faqHtmlField("question").optional(),
  answer: faqHtmlField("answer").optional(),
};
/** Issue 28: a translation's HTML is sanitised and measured as the English is. */
const newTranslations = translationsField(newTranslationField.safeExtend(faqHtml));
const editedTranslations = translationsField(translationEditField.safeExtend(optionalFaqHtml));

type BodyEndpoint = Endpoint & { body: z.ZodObject };

/** A rule for one endpoint's body: the contract's schema in, the server's out, same output type. */
function rule<E extends BodyEndpoint>(
  endpoint: E,
  refine: (body: E["body"]) => z.ZodType<z.output<E["body"]>>,
): [BodyEndpoint, () => z.ZodType] {
  return [endpoint, () => refine(endpoint.body)];
}

const RULES = new Map<BodyEndpoint, () => z.ZodType>([
  rule(faq.postFaq, (body) => body.safeExtend({ ...faqHtml, translations: newTranslations })),
  rule(faq.patchFaq, (body) =>
    body.safeExtend({ ...optionalFaqHtml, translations: editedTranslations }),
  ),
  rule(user.register, (body) =>
    body.superRefine((value, ctx) => {
      if (isCommonPassword(value.password)) {
        ctx.addIssue({ code: "custom", path: ["password"], message: COMMON_PASSWORD_MESSAGE });
      }
    }),
  ),
  rule(user.changePassword, (body) => body.safeExtend({ newPassword: newPasswordSchema })),
  rule(user.resetPassword, (body) => body.safeExtend({ password: newPasswordSchema })),
]);

const built = new Map<BodyEndpoint, z.ZodType>();

/** The schema the server parses an endpoint's body with: the contract's, with its server rules. */
export function serverBody<E extends BodyEndpoint>(
  endpoint: E,
): z.ZodType<z.output<E["body"]>, z.input<E["body"]>> {
  let schema = built.get(endpoint);
  if (!schema) {
    schema = RULES.get(endpoint)?.() ?? endpoint.body;
    built.set(endpoint, schema);
  }
  return schema as z.ZodType<z.output<E["body"]>, z.input<E["body"]>>;
}

/** Endpoints whose body the server checks further than the contract (for the tests). */
export const ENDPOINTS_WITH_SERVER_RULES: readonly Endpoint[] = [...RULES.keys()];
