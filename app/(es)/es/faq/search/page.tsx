import type { Metadata } from "next";

import { FaqSearch, faqSearchMetadata, searchQueryOf } from "@/components/faq/pages/faq-search";

interface Props {
  searchParams: Promise<{ q?: string | string[] }>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return faqSearchMetadata("es", await searchQueryOf(searchParams));
}

/** /es/faq?q=words, rewritten here by next.config.ts: the search's results rendered on the server. */
export default async function FaqSearchPage({ searchParams }: Props) {
  return <FaqSearch language="es" q={await searchQueryOf(searchParams)} />;
}
