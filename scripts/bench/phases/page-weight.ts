/**
 * The JavaScript a first visit of each public page loads (../page-weight.ts), on the large
 * PostgreSQL server: /faq's against the lightest page's, and no editor or chart code.
 */
import { faqPath } from "@/lib/faq/path";

import type { Bench } from "../bench";
import type { Phase } from "../phase";
import { measurePages, PUBLIC_PAGES, type PageWeight } from "../page-weight";
import { table } from "../report/table";
import { kB, ratio } from "../report/units";

export const pageWeight: Phase<PageWeight[]> = {
  name: "page weight",
  servers: ["postgres-large"],
  async run(bench: Bench) {
    const server = await bench.server("postgres-large");
    bench.log("page weight");
    const [first] = (await (await fetch(`${server.url}/api/Faq/GetFaqs?limit=1`)).json()) as {
      id: number;
      question: string;
    }[];
    if (!first) throw new Error("GetFaqs answered no FAQ");
    return measurePages(server.url, [...PUBLIC_PAGES, faqPath(first), "/faq?q=reading"]);
  },
  rows: (weights) => {
    const lightest = weights.reduce((a, b) => (b.gzipBytes < a.gzipBytes ? b : a));
    const faq = weights.find((weight) => weight.path === "/faq");
    const heavy = weights.filter(
      (weight) => weight.editorScripts.length > 0 || weight.chartScripts.length > 0,
    );
    return [
      {
        figure: "/faq first-load JS ÷ lightest page's (gzip)",
        value: faq ? ratio(faq.gzipBytes, lightest.gzipBytes) : null,
        target: { at: "most", bound: 1.3 },
        detail: `${kB(faq?.gzipBytes ?? 0)} ÷ ${kB(lightest.gzipBytes)} (${lightest.path})`,
      },
      {
        figure: "Public pages loading editor or chart code",
        value: heavy.length,
        target: { at: "most", bound: 0 },
        detail:
          heavy.length === 0
            ? `none of ${String(weights.length)}`
            : heavy.map((weight) => weight.path).join(", "),
      },
    ];
  },
  section: (weights) => `## Page weight

The JavaScript a first visit loads (the page's \`<script src>\` files), raw and gzip-compressed,
and whether any of it is the rich-text editor (Lexical) or the chart (Chart.js).

${table(
  ["Page", "Scripts", "First-load JS (gzip)", "Raw", "Editor code", "Chart code"],
  weights.map((weight) => [
    weight.path,
    String(weight.scripts),
    kB(weight.gzipBytes),
    kB(weight.bytes),
    weight.editorScripts.length > 0 ? "yes" : "no",
    weight.chartScripts.length > 0 ? "yes" : "no",
  ]),
)}`,
};
