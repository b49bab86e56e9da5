import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";

import { FaqJsonLd } from "@/components/faq/faq-json-ld";
import { HelpfulVote } from "@/components/faq/helpful-vote";
import { ListenButton } from "@/components/faq/listen-button";
import { OutdatedTranslation } from "@/components/faq/outdated-translation";
import { RequestTranslation } from "@/components/faq/request-translation";
import { LanguageSwitch } from "@/components/faq/pages/language-switch";
import { HtmlContent } from "@/components/html-content";
import { getPublicFaq, type PublicFaqPage } from "@/lib/data/public-faqs";
import { faqHome, faqPath, pageAlternates } from "@/lib/faq/path";
import { htmlToText } from "@/lib/text/plain-text";
import { type Language, visitorText } from "@/lib/visitor-text";

import "@/components/faq/faq.css";

/** One read per request for the page and its metadata. */
const load = cache(async (id: string, language: Language) => {
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return null;
  return getPublicFaq({ id: Number(id), language });
});

/** The FAQ's page in each language: Spanish only where a published translation exists. */
function pathsOf({ faq, englishQuestion, spanishQuestion }: PublicFaqPage) {
  return {
    en: faqPath({ id: faq.id, question: englishQuestion }),
    es: spanishQuestion === null ? null : faqPath({ id: faq.id, question: spanishQuestion }, "es"),
  };
}

export async function faqQuestionMetadata(language: Language, id: string): Promise<Metadata> {
  const page = await load(id, language);
  if (!page) return {};
  const { faq } = page;
  const title = htmlToText(faq.question);
  const text = htmlToText(faq.answer);
  const description = text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, "")}…` : text;
  const alternates = pageAlternates(language, pathsOf(page));
  return {
    title,
    description,
    alternates,
    openGraph: { type: "article", url: alternates.canonical, title, description },
  };
}

/**
 * One FAQ at a stable address (issue #5): its own title, description and structured data, in
 * `language`. On the Spanish pages an FAQ without a published translation is shown in English,
 * marked "(en inglés)" and read with an English voice, and its canonical address is the English
 * page's (issue 28).
 */
export async function FaqQuestion({
  language,
  id,
  slug,
}: {
  language: Language;
  id: string;
  slug: string;
}) {
  const page = await load(id, language);
  if (!page) notFound();
  const { faq } = page;
  const path = faqPath(faq, language);
  // The question's wording may have changed: old links lead to the current address.
  if (path !== `${faqHome(language)}/q/${id}/${slug}`) permanentRedirect(path);
  const text = visitorText(language);
  const { faqPage, readAloud, helpful } = text;
  const foreign = faq.language !== language ? faq.language : undefined;
  const paths = pathsOf(page);

  return (
    <article className="faq-page faq-single">
      <LanguageSwitch
        language={language}
        href={language === "en" ? faqPath(faq, "es") : paths.en}
      />
      <p>
        <Link href={faqHome(language)}>{faqPage.allQuestions}</Link>
      </p>
      <h1>
        <span lang={foreign}>{htmlToText(faq.question)}</span>
        {foreign ? <span className="faq-untranslated"> {text.language.untranslated}</span> : null}
      </h1>
      {language !== "en" && !foreign && faq.translationOutdated ? (
        <OutdatedTranslation text={text.language} englishHref={paths.en} />
      ) : null}
      <HtmlContent html={faq.answer} className="faq-single-answer" lang={foreign} />
      <div className="faq-answer-actions">
        <ListenButton
          scope=".faq-single"
          parts={["h1 > span", ".faq-single-answer"]}
          text={readAloud}
          language={faq.language}
        />
      </div>
      {foreign && language !== "en" ? (
        <RequestTranslation faqId={faq.id} text={text.language} language={language} />
      ) : null}
      <HelpfulVote faqId={faq.id} text={helpful} language={language} />
      <Link className="faq-back button" href={`${faqHome(language)}#search`}>
        {faqPage.searchAll}
      </Link>
      <FaqJsonLd items={[faq]} language={faq.language} />
    </article>
  );
}
