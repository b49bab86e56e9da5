import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";

import { faqPath } from "@/lib/faq/path";
import { FaqJsonLd } from "@/components/faq/faq-json-ld";
import { HelpfulVote } from "@/components/faq/helpful-vote";
import { ListenButton } from "@/components/faq/listen-button";
import { HtmlContent } from "@/components/html-content";
import { getPublicFaq } from "@/lib/data/public-faqs";
import { htmlToText } from "@/lib/search/highlight";
import { visitorText } from "@/lib/visitor-text";

import "@/components/faq/faq.css";

// Like /faq: rendered on first visit, then served from the cache until an FAQ changes.
export const revalidate = false;
export const dynamicParams = true;
export function generateStaticParams(): { id: string; slug: string }[] {
  return [];
}

// English, as every page under /faq (issue 28 adds /es).
const text = visitorText("en");

interface Props {
  params: Promise<{ id: string; slug: string }>;
}

const load = cache(async (id: string) => {
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return null;
  return getPublicFaq({ id: Number(id) });
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const faq = await load((await params).id);
  if (!faq) return {};
  const title = htmlToText(faq.question);
  const text = htmlToText(faq.answer);
  const description = text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, "")}…` : text;
  return {
    title,
    description,
    alternates: { canonical: faqPath(faq) },
    openGraph: { type: "article", url: faqPath(faq), title, description },
  };
}

/** One FAQ at a stable address (issue #5): its own title, description and structured data. */
export default async function FaqQuestionPage({ params }: Props) {
  const { id, slug } = await params;
  const faq = await load(id);
  if (!faq) notFound();
  const path = faqPath(faq);
  // The question's wording may have changed: old links lead to the current address.
  if (path !== `/faq/q/${id}/${slug}`) permanentRedirect(path);
  const { faqPage, readAloud, helpful } = text;

  return (
    <article className="faq-page faq-single">
      <p>
        <Link href="/faq">{faqPage.allQuestions}</Link>
      </p>
      <h1>{htmlToText(faq.question)}</h1>
      <HtmlContent html={faq.answer} className="faq-single-answer" />
      <div className="faq-answer-actions">
        <ListenButton scope=".faq-single" parts={["h1", ".faq-single-answer"]} text={readAloud} />
      </div>
      <HelpfulVote faqId={faq.id} text={helpful} />
      <Link className="faq-back button" href="/faq#search">
        {faqPage.searchAll}
      </Link>
      <FaqJsonLd items={[faq]} />
    </article>
  );
}
