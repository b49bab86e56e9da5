/**
 * The rows of issue 26's "search against an in-memory peer" (./search-peer.ts): the product's
 * public search ÷ a plain Node server answering from MiniSearch, same FAQs, same answer fields,
 * same run; on each engine at the demo's FAQs and at 1,000.
 */
import type { Row } from "./report";

interface ServerFigures {
  p50: number;
  p95: number;
  perSecond: number;
  cpuMsPerSearch: number;
}

/** One line of search-peer.ts. */
export interface PeerFigures {
  faqs: number;
  database: "postgres" | "pglite";
  questions: number;
  product: ServerFigures;
  minisearch: ServerFigures;
  throughputRatio: number;
  p50Ratio: number;
  memoryMiB: number;
}

const ENGINE = { postgres: "PostgreSQL", pglite: "PGlite" } as const;

export function peerRows(figures: PeerFigures[]): Row[] {
  return figures.flatMap((f) => {
    const where = `${f.faqs > 0 ? `${f.faqs.toLocaleString("en")} + the demo FAQs` : "the demo FAQs"}, ${ENGINE[f.database]}`;
    const detail = `${String(f.product.perSecond)} ÷ ${String(f.minisearch.perSecond)} searches/s; p50 ${String(f.product.p50)} ms ÷ ${String(f.minisearch.p50)} ms, p95 ${String(f.product.p95)} ms ÷ ${String(f.minisearch.p95)} ms (each of ${String(f.questions)} questions once, 4 in flight); CPU per search ${String(f.product.cpuMsPerSearch)} ms ÷ ${String(f.minisearch.cpuMsPerSearch)} ms; app server ${String(f.memoryMiB)} MiB`;
    return [
      {
        figure: `Public search ÷ in-memory peer, throughput (${where})`,
        value: f.throughputRatio,
        target: { at: "least", bound: 0.5 },
        detail,
      },
      {
        figure: `Public search ÷ in-memory peer, p50 (${where})`,
        value: f.p50Ratio,
        target: { at: "most", bound: 3 },
        detail: "as above",
      },
    ];
  });
}
