import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { FaqExplorer } from "@/components/faq/faq-explorer";
import { FaqJsonLd } from "@/components/faq/faq-json-ld";
import { TipsBanner } from "@/components/faq/tips-banner";
import { FAQ_PAGE_SIZE } from "@/lib/constants";
import { listFaqs } from "@/lib/data/faqs";
import { getEnv } from "@/lib/server/env";
import { visitorText } from "@/lib/visitor-text";

import "@/components/faq/faq.css";

// Rendered on the first visit and then served from Next's cache until an FAQ is added, edited,
// archived or restored (the writes revalidate it), so a visit costs no database query. The
// optional catch-all with no static params keeps `next build` away from the database.
export const revalidate = false;
export const dynamicParams = true;
export function generateStaticParams(): { home: string[] }[] {
  return [];
}

// English, as every page under /faq (issue 28 adds /es).
const text = visitorText("en");

interface Props {
  params: Promise<{ home?: string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { home } = await params;
  // Any other path under /faq is the not-found page, with its own title.
  if (home && home.length > 0) return { title: text.notFound.title };
  const title = text.list.title;
  const description = text.meta.faqDescription;
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: "/faq" },
    openGraph: { type: "website", url: "/faq", title, description },
  };
}

export default async function FaqHomePage({ params }: Props) {
  const { home } = await params;
  if (home && home.length > 0) notFound();
  const items = await listFaqs({ limit: FAQ_PAGE_SIZE, skip: 0, orderBy: 0 });
  const { list, readAloud, helpful, tips } = text;

  return (
    <div className="faq-page">
      <TipsBanner text={tips} listen={readAloud} />
      <h1>{list.title}</h1>
      <FaqExplorer
        text={{ list, readAloud, helpful }}
        initialItems={items}
        supportEmail={getEnv().supportEmail}
      />
      <FaqJsonLd items={items} />
    </div>
  );
}
