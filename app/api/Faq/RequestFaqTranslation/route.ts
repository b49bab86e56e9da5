import { searchSource } from "@/lib/api/client-address";
import { apiRoute, refuse } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { recordTranslationRequest } from "@/lib/data/translation-requests";
import { language } from "@/lib/visitor-text/es/pages";

/**
 * Issue 28 RequestFaqTranslation ("Pedir en español"), for anyone: a request for a translation of
 * an active FAQ that has none published in the language. Kept anonymously, within its address's
 * budget; one past the budget gets the same thanks and is not kept
 * (lib/data/translation-requests.ts). One sent by another site is refused by anti-forgery first.
 */
export const POST = apiRoute(faq.requestFaqTranslation, async ({ input: request, context }) => {
  const source = searchSource(context.request);
  const outcome = await recordTranslationRequest({ request, source });
  if (outcome === "not-found" || outcome === "translated") return refuse(outcome);
  // The thanks in the language asked for (es is the one translation language so far).
  return { message: language.translationRequested };
});
