import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { FaqHome } from "@/components/faq/pages/faq-home";
import { searchSource } from "@/lib/api/client-address";
import { searchQueryField } from "@/lib/contract/fields";
import { listPublicTopics } from "@/lib/data/topic-reads";
import { faqHome } from "@/lib/faq/path";
import { queryField, type PageWithQuery } from "@/lib/page-query";
import { searchFaqsAsVisitor } from "@/lib/search/search-faqs";
import { type Language, visitorText } from "@/lib/visitor-text";

/**
 * The search text of /faq?q= (or /es/faq?q=), read as GetQueriedFaqs reads it; "" (the list) when
 * there is none, or none the search would take.
 */
export function searchQueryOf(page: PageWithQuery): Promise<string> {
  return queryField(page, "q", searchQueryField, "");
}

export function faqSearchMetadata(language: Language, q: string): Metadata {
  const { meta } = visitorText(language);
  const canonical = `${faqHome(language)}?q=${encodeURIComponent(q)}`;
  const title = meta.searchTitle(q);
  return {
    title,
    description: meta.searchDescription(q),
    alternates: { canonical },
    openGraph: { type: "website", url: canonical, title },
  };
}

/**
 * /faq?q=words and /es/faq?q=palabras (next.config.ts rewrites them here): the same list as /faq,
 * with the search's results rendered on the server so that a search can be linked and indexed
 * (issue #5). It is recorded like any other visitor's search, with its language.
 */
export async function FaqSearch({ language, q }: { language: Language; q: string }) {
  if (!q) redirect(faqHome(language));
  const requestHeaders = await headers();
  const [found, topics] = await Promise.all([
    searchFaqsAsVisitor({
      searchQuery: q,
      source: searchSource({ headers: requestHeaders }),
      language,
    }),
    listPublicTopics({ language }),
  ]);
  return (
    <FaqHome
      language={language}
      items={found.faqs}
      topics={topics}
      search={{ query: q, interpretation: found.interpretation }}
      // The CSP nonce of this response (proxy.ts), for the banner's inline script.
      nonce={requestHeaders.get("x-nonce") ?? undefined}
    />
  );
}
