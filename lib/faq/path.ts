import { htmlToText, slugify } from "@/lib/text/plain-text";
import { ROUTES } from "@/lib/routes";
import type { Language } from "@/lib/visitor-text";

/** The FAQ list of each language (issue 28): English at /faq, as it always was. */
const FAQ_HOMES: Record<Language, string> = { en: ROUTES.faq.path, es: ROUTES.esFaq.path };

export function faqHome(language: Language): string {
  return FAQ_HOMES[language];
}

/** The privacy policy of each language, one of a pair (issue 28). */
export const PRIVACY_POLICIES: Record<Language, string> = {
  en: ROUTES.privacyPolicy.path,
  es: ROUTES.esPrivacyPolicy.path,
};

/**
 * The stable address of an FAQ's own page (issue #5): /faq/q/{id}/{slug of the question}, and
 * under /es/faq for the Spanish pages, with the slug of the question as they show it.
 */
export function faqPath(faq: { id: number; question: string }, language: Language = "en"): string {
  return `${faqHome(language)}/q/${String(faq.id)}/${slugify(htmlToText(faq.question))}`;
}

/**
 * A page's canonical address and its hreflang alternates (issue 28): only a published pair links
 * its other language; a Spanish page that shows an FAQ in English has the English one as its
 * canonical address.
 */
export function pageAlternates(
  language: Language,
  paths: { en: string; es: string | null },
): { canonical: string; languages?: Record<string, string> } {
  const canonical = language === "es" && paths.es ? paths.es : paths.en;
  if (!paths.es) return { canonical };
  return { canonical, languages: { en: paths.en, es: paths.es, "x-default": paths.en } };
}
