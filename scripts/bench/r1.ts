/**
 * R1 (docs/decisions/0032): /faq served from Next's cache against another way of serving its
 * bytes, taken in turn on one server. Every R1 phase, and /es/faq's, is one comparison made here.
 */
import { writeFileSync } from "node:fs";

import type { Bench } from "./bench";
import { drive, inTurn, type Measurement, type Target, warmUp } from "./measure";
import { CONNECTIONS, type EngineName, STATIC_FILE, STATIC_PAGE } from "./profile";
import type { Row } from "./report/table";
import { count, ms, ratio } from "./report/units";

export interface R1Comparison {
  /** The row's name after "R1 /faq ÷ ", e.g. "force-static page of the same build". */
  against: string;
  engine: EngineName;
  /** The least ratio that passes. */
  target: number;
  faq: Measurement;
  other: Measurement;
  faqBytes: number;
  otherBytes: number;
  /** /faq's x-nextjs-cache header (HIT when served from Next's cache). */
  cache: string;
  /**
   * Issue 28: the other page against /faq instead (/es/faq from the cache, "within 5%" of /faq):
   * its row is the other ÷ /faq.
   */
  versusFaq?: true;
}

/** An answer's size in bytes, uncompressed, and its x-nextjs-cache header. */
async function answerOf(url: string): Promise<{ bytes: number; cache: string }> {
  const response = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`${url}: ${String(response.status)}`);
  return { bytes, cache: response.headers.get("x-nextjs-cache") ?? "none" };
}

/** One comparison on one server: /faq and `other.path`, taken in turn. */
export async function compareWithFaq(
  bench: Bench,
  what: string,
  server: Target,
  other: { path: string } & Pick<R1Comparison, "against" | "engine" | "target" | "versusFaq">,
): Promise<R1Comparison> {
  // The first visit renders /faq and stores it; the figures are of the visits after.
  await (await fetch(`${server.url}/faq`)).arrayBuffer();
  const faq = await answerOf(`${server.url}/faq`);
  const compared = await answerOf(`${server.url}${other.path}`);
  await warmUp(bench, `${what} pages`, server, ["/faq", other.path]);
  const measure = (name: string, path: string) => () =>
    drive(bench, `${what} R1 ${name}`, server, [path], {
      connections: CONNECTIONS.throughput,
      seconds: bench.profile.seconds,
    });
  const [faqFigures, otherFigures] = await inTurn(
    measure("/faq", "/faq"),
    measure(other.against, other.path),
    bench.profile.rounds,
  );
  return {
    against: other.against,
    engine: other.engine,
    target: other.target,
    ...(other.versusFaq ? { versusFaq: true as const } : {}),
    faq: faqFigures,
    other: otherFigures,
    faqBytes: faq.bytes,
    otherBytes: compared.bytes,
    cache: faq.cache,
  };
}

/** Renders /faq (the first visit stores it) and makes public/ hold a copy of its HTML. */
export async function prepareStaticPage(url: string): Promise<{ faqBytes: number; cache: string }> {
  await (await fetch(`${url}/faq`)).arrayBuffer();
  const faq = await fetch(`${url}/faq`, { headers: { "Accept-Encoding": "identity" } });
  const html = Buffer.from(await faq.arrayBuffer());
  writeFileSync(STATIC_FILE, html);
  const copy = await fetch(`${url}/${STATIC_PAGE}`, { headers: { "Accept-Encoding": "identity" } });
  const copyBytes = (await copy.arrayBuffer()).byteLength;
  if (copy.status !== 200 || copyBytes !== html.length)
    throw new Error(`/${STATIC_PAGE}: ${String(copy.status)}, ${String(copyBytes)} bytes`);
  return { faqBytes: html.length, cache: faq.headers.get("x-nextjs-cache") ?? "none" };
}

/** A comparison's row: /faq ÷ the other, or the other ÷ /faq (`versusFaq`). */
export function r1Row(r1: R1Comparison): Row {
  const [top, bottom] = r1.versusFaq
    ? ([r1.other, r1.faq] as const)
    : ([r1.faq, r1.other] as const);
  const [topBytes, bottomBytes] = r1.versusFaq
    ? [r1.otherBytes, r1.faqBytes]
    : [r1.faqBytes, r1.otherBytes];
  return {
    figure: r1.versusFaq
      ? `${r1.against} ÷ /faq, throughput (${r1.engine})`
      : `R1 /faq ÷ ${r1.against}, throughput (${r1.engine})`,
    value: ratio(top.requestsPerSecond, bottom.requestsPerSecond),
    target: { at: "least", bound: r1.target },
    detail: `${String(top.requestsPerSecond)} ÷ ${String(bottom.requestsPerSecond)} req/s; app server CPU per request ${ms(top.serverCpuMs)} ÷ ${ms(bottom.serverCpuMs)}; ${count(topBytes)} ÷ ${count(bottomBytes)} B of HTML; /faq from cache: ${r1.cache}`,
  };
}

/** The opening of every R1 entry of "How the figures are made". */
export const R1_METHOD = `/faq (served from Next's cache) against another way of serving the same bytes, taken in turn with it on one server, throughput with ${String(CONNECTIONS.throughput)} connections`;
