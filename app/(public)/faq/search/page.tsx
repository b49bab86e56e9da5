import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { FaqExplorer } from "@/components/faq/faq-explorer";
import { FaqJsonLd } from "@/components/faq/faq-json-ld";
import { TipsBanner } from "@/components/faq/tips-banner";
import { searchSource } from "@/lib/api/client-address";
import { searchFaqsAsVisitor } from "@/lib/search/user-searches";
import { getEnv } from "@/lib/server/env";
import { LIMITS } from "@/lib/contract/fields";
import { visitorText } from "@/lib/visitor-text";

import "@/components/faq/faq.css";

/**
 * /faq?q=words (next.config.ts rewrites it here): the same list as /faq, with the search's results
 * rendered on the server so that a search can be linked and indexed (issue #5). It is recorded
 * like any other visitor's search.
 */
// English, as every page under /faq (issue 28 adds /es).
const text = visitorText("en");

interface Props {
  searchParams: Promise<{ q?: string | string[] }>;
}

async function queryOf({ searchParams }: Props): Promise<string> {
  const { q } = await searchParams;
  return (Array.isArray(q) ? q[0] : q)?.trim().slice(0, LIMITS.searchQuery) ?? "";
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const q = await queryOf(props);
  const canonical = `/faq?q=${encodeURIComponent(q)}`;
  const title = text.meta.searchTitle(q);
  return {
    title,
    description: text.meta.searchDescription(q),
    alternates: { canonical },
    openGraph: { type: "website", url: canonical, title },
  };
}

export default async function FaqSearchPage(props: Props) {
  const q = await queryOf(props);
  if (!q) redirect("/faq");
  const requestHeaders = await headers();
  const found = await searchFaqsAsVisitor({
    searchQuery: q,
    source: searchSource({ headers: requestHeaders }),
  });
  // The CSP nonce of this response (proxy.ts), for the banner's inline script.
  const nonce = requestHeaders.get("x-nonce") ?? undefined;
  const { list, readAloud, helpful, tips } = text;

  return (
    <div className="faq-page">
      <TipsBanner text={tips} listen={readAloud} nonce={nonce} />
      <h1>{list.title}</h1>
      <FaqExplorer
        text={{ list, readAloud, helpful }}
        initialItems={found.faqs}
        initialQuery={q}
        initialInterpretation={found.interpretation}
        supportEmail={getEnv().supportEmail}
      />
      <FaqJsonLd items={found.faqs} />
    </div>
  );
}
