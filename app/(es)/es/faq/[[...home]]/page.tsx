import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { FaqHome, faqHomeMetadata } from "@/components/faq/pages/faq-home";
import { notFoundMetadata } from "@/components/site/not-found-page";
import { FAQ_PAGE_SIZE } from "@/lib/constants";
import { listPublicFaqsIn } from "@/lib/data/faq-translations";

// Rendered on the first visit and then served from Next's cache until an FAQ is added, edited,
// archived or restored (the writes revalidate it), so a visit costs no database query. The
// optional catch-all with no static params keeps `next build` away from the database.
export const revalidate = false;
export const dynamicParams = true;
export function generateStaticParams(): { home: string[] }[] {
  return [];
}

interface Props {
  params: Promise<{ home?: string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { home } = await params;
  // Any other path under /es/faq is the not-found page, with its own metadata.
  if (home && home.length > 0) return notFoundMetadata("es");
  return faqHomeMetadata("es");
}

/** /es/faq: the FAQ list in Spanish (issue 28), each FAQ without a translation in English. */
export default async function FaqHomePage({ params }: Props) {
  const { home } = await params;
  if (home && home.length > 0) notFound();
  const page = { limit: FAQ_PAGE_SIZE, skip: 0, orderBy: 0 as const };
  const items = await listPublicFaqsIn({ ...page, language: "es" });
  return <FaqHome language="es" items={items} />;
}
