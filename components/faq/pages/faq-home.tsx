import type { Metadata } from "next";

import { FaqExplorer } from "@/components/faq/faq-explorer";
import { FaqJsonLd } from "@/components/faq/faq-json-ld";
import { LanguageSwitch } from "@/components/faq/pages/language-switch";
import { LanguageOffer } from "@/components/faq/pages/language-offer";
import { TipsBanner } from "@/components/faq/tips-banner";
import type { PublicFaq } from "@/lib/contract/faq";
import { faqHome, pageAlternates } from "@/lib/faq/path";
import { getEnv } from "@/lib/server/env";
import { type Language, visitorText } from "@/lib/visitor-text";

import "@/components/faq/faq.css";

/** /faq and /es/faq (issue 28): one list in both languages, a pair for search engines. */
export function faqHomeMetadata(language: Language): Metadata {
  const { list, meta } = visitorText(language);
  const url = faqHome(language);
  return {
    title: { absolute: list.title },
    description: meta.faqDescription,
    alternates: pageAlternates(language, { en: faqHome("en"), es: faqHome("es") }),
    openGraph: { type: "website", url, title: list.title, description: meta.faqDescription },
  };
}

/**
 * The FAQ list with its search (docs/product.md §2 "Public FAQ page"), in `language`: the first
 * page of FAQs, or the results of a search rendered on the server (/faq?q=). An FAQ without a
 * Spanish translation is in the Spanish list in English, marked so.
 */
export function FaqHome({
  language,
  items,
  search,
  nonce,
}: {
  language: Language;
  items: PublicFaq[];
  search?: {
    query: string;
    interpretation: Parameters<typeof FaqExplorer>[0]["initialInterpretation"];
  };
  /** The CSP nonce of a page rendered per request, for the tips banner's inline script. */
  nonce?: string;
}) {
  const text = visitorText(language);
  const { list, readAloud, helpful, tips } = text;
  const other = faqHome(language === "en" ? "es" : "en");
  const query = search ? `?q=${encodeURIComponent(search.query)}` : "";
  return (
    <div className="faq-page">
      <LanguageSwitch language={language} href={`${other}${query}`} />
      {language === "en" ? (
        <LanguageOffer text={visitorText("es").language} href={`${other}${query}`} />
      ) : null}
      <TipsBanner text={tips} listen={readAloud} nonce={nonce} />
      <h1>{list.title}</h1>
      <FaqExplorer
        text={{ list, readAloud, helpful, language: text.language, sayIt: text.sayIt }}
        initialItems={items}
        initialQuery={search?.query}
        initialInterpretation={search?.interpretation}
        supportEmail={getEnv().supportEmail}
        language={language}
        ask={text.ask}
      />
      <FaqJsonLd items={items} language={language} />
    </div>
  );
}
