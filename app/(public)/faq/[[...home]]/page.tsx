import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { FaqExplorer } from "@/components/faq/faq-explorer";
import { FaqJsonLd } from "@/components/faq/faq-json-ld";
import { TipsBanner } from "@/components/faq/tips-banner";
import { FAQ_PAGE_SIZE } from "@/lib/constants";
import { listFaqs } from "@/lib/data/faqs";
import { getEnv } from "@/lib/server/env";
import { MESSAGES } from "@/lib/messages";

import "@/components/faq/faq.css";

// Rendered on the first visit and then served from Next's cache until an FAQ is added, edited,
// archived or restored (the writes revalidate it), so a visit costs no database query. The
// optional catch-all with no static params keeps `next build` away from the database.
export const revalidate = false;
export const dynamicParams = true;
export function generateStaticParams(): { home: string[] }[] {
  return [];
}

const description =
  "Answers to common questions about our literacy programme: courses, coaching, the science of reading, the guide book, orders and accounts.";

interface Props {
  params: Promise<{ home?: string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { home } = await params;
  // Any other path under /faq is the not-found page, with its own title.
  if (home && home.length > 0) return { title: "Page not found" };
  return {
    title: { absolute: MESSAGES.faqTitle },
    description,
    alternates: { canonical: "/faq" },
    openGraph: { type: "website", url: "/faq", title: MESSAGES.faqTitle, description },
  };
}

export default async function FaqHomePage({ params }: Props) {
  const { home } = await params;
  if (home && home.length > 0) notFound();
  const items = await listFaqs({ limit: FAQ_PAGE_SIZE, skip: 0, orderBy: 0 });

  return (
    <div className="faq-page">
      <TipsBanner />
      <h1>{MESSAGES.faqTitle}</h1>
      <FaqExplorer initialItems={items} supportEmail={getEnv().supportEmail} />
      <FaqJsonLd items={items} />
    </div>
  );
}
