/**
 * Issue 41: the product against the floor, a bare Next.js app of the same versions
 * (../bare-next.ts): /faq and an FAQ's page against its force-static page of /faq's size, the
 * public search (recorded, as on a live site) against its route handler answering a fixed JSON of
 * a search answer's size. Each pair measured in turn, on each engine, the product on a database
 * of its own with the demo FAQs.
 */
import path from "node:path";

import type { Bench, Database } from "../bench";
import { BARE_PAGE, BARE_ROUTE, BareNext } from "../bare-next";
import { drive, inTurn, type Measurement, type Target, warmUp } from "../measure";
import type { Phase } from "../phase";
import {
  CONNECTIONS,
  DEMO,
  type Engine,
  ENGINE_NAME,
  type EngineName,
  SEARCH_PATHS,
} from "../profile";
import type { Row } from "../report/table";
import { count, cpu, kB, ms, ratio } from "../report/units";
import { measurePage, type PageWeight } from "../page-weight";
import { faqPath } from "@/lib/faq/path";

interface Pair {
  what: "/faq" | "an FAQ page" | "public search";
  against: "bare static page" | "bare route handler";
  product: Measurement;
  bare: Measurement;
  productBytes: number;
  bareBytes: number;
}

interface Floor {
  engine: EngineName;
  pairs: Pair[];
  /** The JavaScript a first visit loads: /faq's and the bare page's (one client component). */
  javascript: { product: PageWeight; bare: PageWeight };
}

/** The uncompressed size of an answer. */
async function bytesOf(url: string): Promise<number> {
  const response = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${String(response.status)}`);
  return body.byteLength;
}

async function firstFaqPage(url: string): Promise<string> {
  const response = await fetch(`${url}/api/Faq/GetFaqs?limit=1`);
  const [faq] = (await response.json()) as { id: number; question: string }[];
  if (!faq) throw new Error("no FAQ to show");
  return faqPath(faq);
}

/** The mean size of the search answers measured (they are driven in turn, equally often). */
async function searchAnswerBytes(url: string): Promise<number> {
  let total = 0;
  for (const path of SEARCH_PATHS) total += await bytesOf(`${url}${path}`);
  return Math.round(total / Math.max(1, SEARCH_PATHS.length));
}

async function pair(
  bench: Bench,
  what: Pair["what"],
  product: { server: Target; paths: string[]; bytes: number },
  bare: { server: Target; path: string; against: Pair["against"] },
  connections: number,
): Promise<Pair> {
  const bareBytes = await bytesOf(`${bare.server.url}${bare.path}`);
  await warmUp(bench, `floor ${what}`, product.server, product.paths);
  await warmUp(bench, `floor ${bare.against}`, bare.server, [bare.path]);
  const measure = (name: string, server: Target, paths: string[]) => () =>
    drive(bench, `floor ${name}`, server, paths, { connections, seconds: bench.profile.seconds });
  const [productFigures, bareFigures] = await inTurn(
    measure(what, product.server, product.paths),
    measure(bare.against, bare.server, [bare.path]),
    bench.profile.rounds,
  );
  return {
    what,
    against: bare.against,
    product: productFigures,
    bare: bareFigures,
    productBytes: product.bytes,
    bareBytes,
  };
}

/** The bare app, built for the sizes of the first engine's answers and kept for the second. */
type BareOfSize = (sizes: { pageBytes: number; jsonBytes: number }) => Promise<BareNext>;

async function measureEngine(bench: Bench, engine: Engine, bare: BareOfSize) {
  const database: Database =
    engine === "postgres"
      ? { DATABASE_URL: await bench.createDatabase("floor") }
      : { PGLITE_DIR: path.join(bench.dataDir("floor"), "pglite") };
  await bench.load(`${ENGINE_NAME[engine]} demo (the floor)`, DEMO, database);
  const server = await bench.startServer({
    name: `${engine}-floor`,
    database:
      "DATABASE_URL" in database
        ? { url: database.DATABASE_URL }
        : { pgliteDir: database.PGLITE_DIR },
    // Every search recorded, as on a live site: one address stands for many visitors.
    settings: { SEARCHES_RECORDED_PER_ADDRESS: "1000000" },
  });
  try {
    // The first visit renders /faq and stores it; the figures are of the visits after.
    await bytesOf(`${server.url}/faq`);
    const faqBytes = await bytesOf(`${server.url}/faq`);
    const faqPage = await firstFaqPage(server.url);
    await bytesOf(`${server.url}${faqPage}`);
    const faqPageBytes = await bytesOf(`${server.url}${faqPage}`);
    const searchBytes = await searchAnswerBytes(server.url);
    const floor = await bare({ pageBytes: faqBytes, jsonBytes: searchBytes });
    const staticPage = { server: floor, path: BARE_PAGE, against: "bare static page" as const };
    const pairs = [
      await pair(
        bench,
        "/faq",
        { server, paths: ["/faq"], bytes: faqBytes },
        staticPage,
        CONNECTIONS.throughput,
      ),
      await pair(
        bench,
        "an FAQ page",
        { server, paths: [faqPage], bytes: faqPageBytes },
        staticPage,
        CONNECTIONS.throughput,
      ),
      await pair(
        bench,
        "public search",
        { server, paths: SEARCH_PATHS, bytes: searchBytes },
        { server: floor, path: BARE_ROUTE, against: "bare route handler" },
        CONNECTIONS.latency,
      ),
    ];
    const javascript = {
      product: await measurePage(server.url, "/faq"),
      bare: await measurePage(floor.url, BARE_PAGE),
    };
    return { engine: ENGINE_NAME[engine], pairs, javascript };
  } finally {
    await server.stop();
  }
}

const TARGETS: Record<Pair["what"], number> = {
  "/faq": 0.8,
  "an FAQ page": 0.8,
  "public search": 0.6,
};

function rowsOf({ engine, pairs, javascript }: Floor): Row[] {
  const weight: Row = {
    figure: `/faq first-load JS ÷ bare page with one client component, gzip (${engine})`,
    value: ratio(javascript.product.gzipBytes, javascript.bare.gzipBytes),
    target: { at: "most", bound: 1.05 },
    detail: `${kB(javascript.product.gzipBytes)} ÷ ${kB(javascript.bare.gzipBytes)} (raw ${kB(javascript.product.bytes)} ÷ ${kB(javascript.bare.bytes)}; ${String(javascript.product.scripts)} ÷ ${String(javascript.bare.scripts)} scripts)`,
  };
  return pairs
    .flatMap((p) => {
      const detail = `${String(p.product.requestsPerSecond)} ÷ ${String(p.bare.requestsPerSecond)} req/s; p50 ${ms(p.product.p50)} ÷ ${ms(p.bare.p50)}; CPU per request ${ms(cpu(p.product))} ÷ ${ms(cpu(p.bare))} (app server ${ms(p.product.serverCpuMs)}); ${count(p.productBytes)} ÷ ${count(p.bareBytes)} B`;
      const rows: Row[] = [
        {
          figure: `${p.what} ÷ ${p.against}, throughput (${engine})`,
          value: ratio(p.product.requestsPerSecond, p.bare.requestsPerSecond),
          target: { at: "least", bound: TARGETS[p.what] },
          detail,
        },
      ];
      if (p.what === "public search")
        rows.push({
          figure: `${p.what} ÷ ${p.against}, p50 (${engine})`,
          value: ratio(p.product.p50, p.bare.p50),
          target: { at: "most", bound: 2 },
          detail: "as above",
        });
      return rows;
    })
    .concat(weight);
}

export const floor: Phase<Floor[]> = {
  name: "the floor: the product ÷ a bare Next.js app",
  async run(bench: Bench) {
    let started: BareNext | undefined;
    const figures: Floor[] = [];
    try {
      for (const engine of ["postgres", "pglite"] as const) {
        const measured = await measureEngine(bench, engine, async (sizes) => {
          if (!started) {
            bench.log("building and starting the bare Next.js app");
            const bare = await BareNext.start(sizes);
            started = bare;
            bench.onCleanUp(() => bare.stop());
          }
          return started;
        });
        figures.push(measured);
      }
    } finally {
      await started?.stop();
    }
    return figures;
  },
  rows: (figures) => figures.flatMap(rowsOf),
  method: () =>
    `- **The floor** (issue 41; targets /faq and an FAQ page ≥ 0.80, public search ≥ 0.60 in
  throughput and ≤ 2 in p50): a bare Next.js app of the same Next.js, React and Node.js
  (scripts/bench/bare-next/, no product code), built by the run and served by \`next start\`: a
  \`force-static\` page whose HTML is /faq's size and a route handler answering a fixed JSON of the
  mean size of the demo searches' answers. The product (\`npm start\`, the demo FAQs, searches
  recorded) and the bare app are measured in turn, pair by pair, on each engine; pages with
  ${String(CONNECTIONS.throughput)} connections, searches with ${String(CONNECTIONS.latency)}. CPU per
  request is the app server's and PostgreSQL's. The JavaScript /faq's first visit loads (its
  \`<script src>\` files, gzip) is compared with the bare page's, which has one client component
  (target ≤ 1.05).`,
};
