import type { Metadata } from "next";
import Link from "next/link";

import { LanguageSwitch } from "@/components/faq/pages/language-switch";
import { MarkedText } from "@/components/site/marked-text";
import { faqHome, pageAlternates, PRIVACY_POLICIES } from "@/lib/faq/path";
import { getEnv } from "@/lib/server/env";
import { listedPage } from "@/lib/page-metadata";
import { type Language, visitorText } from "@/lib/visitor-text";

import "@/components/site/content-page.css";

/** The privacy policy's head in `language`, one of a pair (issue 28). */
export function privacyPolicyMetadata(language: Language): Metadata {
  const { privacy } = visitorText(language);
  const page = listedPage({
    title: privacy.title,
    description: privacy.description,
    path: PRIVACY_POLICIES[language],
    article: true,
  });
  return { ...page, alternates: pageAlternates(language, PRIVACY_POLICIES) };
}

/**
 * docs/product.md §2 "Static pages": the privacy policy, in plain words for readers of every level.
 */
export function PrivacyPolicy({ language }: { language: Language }) {
  const { supportEmail } = getEnv();
  const { privacy: text } = visitorText(language);
  const other: Language = language === "en" ? "es" : "en";
  return (
    <article className="content-page">
      <LanguageSwitch language={language} href={PRIVACY_POLICIES[other]} />
      <header className="content-page-header">
        <h1>{text.title}</h1>
        <p className="content-page-meta">
          {`${text.effectiveDate} `}
          <time dateTime="2024-11-20">{text.date}</time>
        </p>
      </header>

      <p className="content-page-lead">{text.lead}</p>

      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">{text.collect.heading}</h2>
        <p>
          <MarkedText text={text.collect.what} />
        </p>
        <p>{text.collect.notKept}</p>
      </section>

      <section aria-labelledby="privacy-questions">
        <h2 id="privacy-questions">{text.questions.heading}</h2>
        <p>{text.questions.kept}</p>
        <p>{text.questions.why}</p>
        <p>{text.questions.howLong}</p>
      </section>

      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">{text.use.heading}</h2>
        <p>{text.use.intro}</p>
        <ul>
          <li>{text.use.improve}</li>
          <li>{text.use.trends}</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-share">
        <h2 id="privacy-share">{text.share.heading}</h2>
        <p>
          <MarkedText text={text.share.text} />
        </p>
      </section>

      <section aria-labelledby="privacy-device">
        <h2 id="privacy-device">{text.device.heading}</h2>
        <p>{text.device.text}</p>
      </section>

      <section aria-labelledby="privacy-contact" className="content-page-callout">
        <h2 id="privacy-contact">{text.contact.heading}</h2>
        <p>
          {text.contact.before} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          {text.contact.after}
        </p>
      </section>

      <p>
        <Link href={faqHome(language)} className="content-page-back">
          {text.back}
        </Link>
      </p>
    </article>
  );
}
