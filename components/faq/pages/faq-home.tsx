import type { Metadata } from "next";

import { FaqExplorer } from "@/components/faq/faq-explorer";
import { FaqJsonLd } from "@/components/faq/faq-json-ld";
import { LanguageSwitch } from "@/components/faq/pages/language-switch";
import { LanguageOffer } from "@/components/faq/pages/language-offer";
import { TipsBanner } from "@/components/faq/tips-banner";
import { TopicPicture } from "@/components/topics/topic-picture";
import { TopicTiles } from "@/components/topics/topic-tiles";
import type { PublicFaq } from "@/lib/contract/faq";
import type { PublicTopic } from "@/lib/data/topic-reads";
import { faqHome, pageAlternates } from "@/lib/faq/path";
import { topicPath } from "@/lib/topics/path";
import { getEnv } from "@/lib/server/env";
import { type Language, visitorText } from "@/lib/visitor-text";

import "@/components/faq/faq.css";
import "@/components/topics/topics.css";

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

/** A topic's page (issue 40): its own title, description and hreflang pair. */
export function faqTopicMetadata(language: Language, topic: PublicTopic): Metadata {
  const description = visitorText(language).topics.description(topic.name);
  const alternates = pageAlternates(language, {
    en: topicPath(topic.slugs.en, "en"),
    es: topicPath(topic.slugs.es, "es"),
  });
  return {
    title: topic.name,
    description,
    alternates,
    openGraph: { type: "website", url: alternates.canonical, title: topic.name, description },
  };
}

/**
 * The FAQ list with its search (docs/product.md §2 "Public FAQ page"), in `language`: the first
 * page of FAQs with the topics' tiles above (issue 40), or the results of a search rendered on the
 * server (/faq?q=), or one topic's FAQs on its own page. An FAQ without a Spanish translation is
 * in the Spanish list in English, marked so. A search searches every FAQ, whatever the page.
 */
export function FaqHome({
  language,
  items,
  search,
  nonce,
  topics,
  topic,
}: {
  language: Language;
  items: PublicFaq[];
  /** Issue 40: the topics visitors see, for the tiles (not on a topic's page) and the results. */
  topics: PublicTopic[];
  /** Issue 40: the topic whose page this is; its FAQs are `items`. */
  topic?: PublicTopic;
  search?: {
    query: string;
    interpretation: Parameters<typeof FaqExplorer>[0]["initialInterpretation"];
  };
  /** The CSP nonce of a page rendered per request, for the tips banner's inline script. */
  nonce?: string;
}) {
  const text = visitorText(language);
  const { list, readAloud, helpful, tips } = text;
  const otherLanguage = language === "en" ? "es" : "en";
  const query = search ? `?q=${encodeURIComponent(search.query)}` : "";
  const other = topic
    ? topicPath(topic.slugs[otherLanguage], otherLanguage)
    : `${faqHome(otherLanguage)}${query}`;
  return (
    <div className="faq-page">
      <LanguageSwitch language={language} href={other} />
      {language === "en" ? <LanguageOffer text={visitorText("es").language} href={other} /> : null}
      <TipsBanner text={tips} listen={readAloud} nonce={nonce} />
      {topic ? (
        <>
          <p>
            <a href={faqHome(language)}>{text.faqPage.allQuestions}</a>
          </p>
          <h1 className="topic-heading">
            <TopicPicture name={topic.picture} />
            <span>{topic.name}</span>
          </h1>
        </>
      ) : (
        <>
          <h1>{list.title}</h1>
          <TopicTiles topics={topics} language={language} />
        </>
      )}
      <FaqExplorer
        text={{
          list,
          readAloud,
          helpful,
          language: text.language,
          sayIt: text.sayIt,
          resultTopic: text.topics.resultTopic,
        }}
        topic={topic ? { id: topic.id, path: topicPath(topic.slug, language) } : undefined}
        topicLinks={topics.map(({ id, name, slug }) => ({
          id,
          name,
          href: topicPath(slug, language),
        }))}
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
