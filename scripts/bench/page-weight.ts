/**
 * Public page weight (issue 8, item 4): the JavaScript a first visit to each page loads, as the
 * browser sees it. Fetches each page from a running server, follows its `<script src>` tags, and
 * sums the scripts' sizes raw and gzip-compressed (what Next's build output calls first-load JS).
 * It also looks into each script for the rich-text editor (Lexical) and the chart (Chart.js),
 * which no public page may load.
 *
 * Used by the benchmark (scripts/bench/phases/page-weight.ts); alone:
 *   node --import tsx scripts/bench/page-weight.ts http://127.0.0.1:3000 /faq /faq/privacy-policy
 */
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

export interface PageWeight {
  path: string;
  scripts: number;
  bytes: number;
  gzipBytes: number;
  /** Scripts of the page that carry editor or chart code. */
  editorScripts: string[];
  chartScripts: string[];
}

/**
 * Strings only the libraries' own code holds, which survive minification: the attribute Lexical
 * puts on its editable root, and Chart.js's property on its canvas and one of its error texts.
 */
const EDITOR_MARKERS = [/data-lexical-editor/];
const CHART_MARKERS = [/\$chartjs/, /Canvas is already in use/];

/** The public pages: the FAQ list, a search, an FAQ's own page, and the plain pages. */
export const PUBLIC_PAGES = [
  "/faq",
  "/faq/privacy-policy",
  "/faq-corner",
  "/unauthorized",
  "/page-not-found",
];

const scriptCache = new Map<string, string>();

async function scriptText(url: string): Promise<string> {
  let text = scriptCache.get(url);
  if (text === undefined) {
    const response = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
    if (!response.ok) throw new Error(`${url}: ${String(response.status)}`);
    text = await response.text();
    scriptCache.set(url, text);
  }
  return text;
}

export async function measurePage(baseUrl: string, path: string): Promise<PageWeight> {
  const page = await fetch(new URL(path, baseUrl), { headers: { "Accept-Encoding": "identity" } });
  // The not-found pages answer 404 with a full page: only a server error is no page.
  if (page.status >= 500) throw new Error(`${path}: ${String(page.status)}`);
  const html = await page.text();
  const sources = [
    ...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? "")),
  ];
  const weight: PageWeight = {
    path,
    scripts: sources.length,
    bytes: 0,
    gzipBytes: 0,
    editorScripts: [],
    chartScripts: [],
  };
  for (const source of sources) {
    const url = new URL(source.replaceAll("&amp;", "&"), baseUrl).toString();
    const text = await scriptText(url);
    weight.bytes += Buffer.byteLength(text);
    weight.gzipBytes += gzipSync(text).length;
    if (EDITOR_MARKERS.some((marker) => marker.test(text))) weight.editorScripts.push(source);
    if (CHART_MARKERS.some((marker) => marker.test(text))) weight.chartScripts.push(source);
  }
  return weight;
}

export async function measurePages(baseUrl: string, paths: string[]): Promise<PageWeight[]> {
  const weights: PageWeight[] = [];
  for (const path of paths) weights.push(await measurePage(baseUrl, path));
  return weights;
}

/** /faq's first-load JS (gzip) over that of the lightest page measured: target ≤ 1.3. */
export function faqWeightRatio(weights: PageWeight[]): number {
  const faq = weights.find((weight) => weight.path === "/faq");
  const lightest = Math.min(...weights.map((weight) => weight.gzipBytes));
  if (!faq) throw new Error("/faq was not measured");
  return Math.round((faq.gzipBytes / lightest) * 100) / 100;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [baseUrl = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
  const weights = await measurePages(baseUrl, paths.length > 0 ? paths : PUBLIC_PAGES);
  for (const weight of weights) {
    console.log(
      `${weight.path.padEnd(40)} ${String(weight.scripts).padStart(3)} scripts ` +
        `${(weight.gzipBytes / 1024).toFixed(1).padStart(7)} kB gzip ` +
        `${(weight.bytes / 1024).toFixed(1).padStart(7)} kB raw` +
        (weight.editorScripts.length > 0 ? "  EDITOR CODE" : "") +
        (weight.chartScripts.length > 0 ? "  CHART CODE" : ""),
    );
  }
  console.log(`/faq ÷ lightest page: ${String(faqWeightRatio(weights))}`);
}
