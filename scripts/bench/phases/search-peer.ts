/**
 * Issue 26: the product's public search ÷ a plain Node server answering from MiniSearch, same
 * FAQs, same answer fields, same run (../search-peer.ts, in a process of its own); on each engine,
 * at the demo's FAQs and at 1,000 (a few in a smoke run), each size on a database of its own.
 */
import type { Bench } from "../bench";
import type { Phase } from "../phase";
import { ENGINE_NAME } from "../profile";
import type { Row } from "../report/table";

interface ServerFigures {
  p50: number;
  p95: number;
  perSecond: number;
  cpuMsPerSearch: number;
}

/** One line of search-peer.ts. */
interface PeerFigures {
  faqs: number;
  database: "postgres" | "pglite";
  questions: number;
  product: ServerFigures;
  minisearch: ServerFigures;
  throughputRatio: number;
  p50Ratio: number;
  memoryMiB: number;
}

function rowsOf(f: PeerFigures): Row[] {
  const where = `${f.faqs > 0 ? `${f.faqs.toLocaleString("en")} + the demo FAQs` : "the demo FAQs"}, ${ENGINE_NAME[f.database]}`;
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
}

export const searchPeer: Phase<PeerFigures[]> = {
  name: "search against an in-memory peer",
  async run(bench: Bench) {
    const peer: PeerFigures[] = [];
    for (const faqs of bench.profile.peerSizes) {
      const url = await bench.createDatabase(`peer_${String(faqs)}`);
      const engines: Record<string, string>[] = [{ DATABASE_URL: url }, {}];
      for (const database of engines) {
        const figures = await bench.command<PeerFigures>(
          "search-peer.ts",
          [`--faqs=${String(faqs)}`, `--seconds=${String(bench.profile.peerSeconds)}`],
          database,
        );
        bench.log(
          `search ÷ in-memory peer, ${String(faqs)} + demo FAQs (${figures.database}): throughput ${String(figures.throughputRatio)}, p50 ${String(figures.p50Ratio)}`,
        );
        peer.push(figures);
      }
    }
    return peer;
  },
  rows: (peer) => peer.flatMap(rowsOf),
};
