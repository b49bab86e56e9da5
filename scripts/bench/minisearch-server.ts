/**
 * The in-memory peer of the search benchmark (issue 26): a plain Node HTTP server that answers
 * GetQueriedFaqs' path from a MiniSearch index of the same FAQs, with the same answer fields
 * (PublicFaq), read once at start from the product's own GetFaqs. It records nothing and checks
 * nothing: the floor of what answering a search over HTTP costs on this machine.
 *
 *   node --import tsx scripts/bench/minisearch-server.ts --port P --from http://127.0.0.1:Q
 */
import { createServer } from "node:http";
import { parseArgs } from "node:util";

import { htmlText } from "@/lib/faq/sanitize";

import { miniSearchIndex } from "./minisearch-peer";

interface PublicFaq {
  id: number;
  question: string;
  answer: string;
  tags: string;
  ranking: number;
  isPhantomDeleted: boolean;
  editedAt: string | null;
}

const { values } = parseArgs({ options: { port: { type: "string" }, from: { type: "string" } } });
const PAGE = 100;

async function allFaqs(from: string): Promise<PublicFaq[]> {
  const faqs: PublicFaq[] = [];
  for (let skip = 0; ; skip += PAGE) {
    const response = await fetch(
      `${from}/api/Faq/GetFaqs?limit=${String(PAGE)}&skip=${String(skip)}`,
    );
    const page = (await response.json()) as PublicFaq[];
    faqs.push(...page);
    if (page.length < PAGE) return faqs;
  }
}

const faqs = await allFaqs(values.from ?? "");
const byId = new Map(faqs.map((faq) => [faq.id, faq]));
const index = miniSearchIndex(
  faqs.map((faq) => ({
    id: faq.id,
    question: htmlText(faq.question),
    tags: faq.tags,
    answer: htmlText(faq.answer),
  })),
);

const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://peer");
  const found = index
    .search(url.searchParams.get("searchQuery") ?? "")
    .slice(0, 50)
    .map((result) => byId.get(Number(result.id)));
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify(found));
});
server.keepAliveTimeout = 65_000;
server.listen(Number(values.port), "127.0.0.1", () => {
  console.log(`ready ${String(faqs.length)}`);
});
