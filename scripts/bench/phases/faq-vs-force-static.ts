/**
 * R1 against a force-static page of the same build (scripts/bench/static-page.ts): a build of the
 * benchmark's own, with the page, prerendered from the large PostgreSQL set so that the page holds
 * what /faq shows on it; measured before any search of the run, which would change the rankings
 * /faq shows from those the page was built with. Not in the smoke run: a second build of the
 * whole product would add minutes to `npm test`.
 */
import { rmSync } from "node:fs";

import { serverEnv } from "../../../harness/server-process";
import { type Bench, secret } from "../bench";
import type { Phase } from "../phase";
import { compareWithFaq, type R1Comparison, R1_METHOD, r1Row } from "../r1";
import { buildWithStaticPage, STATIC_ROUTE } from "../static-page";

export const faqVsForceStatic: Phase<R1Comparison | null> = {
  name: "R1 /faq ÷ force-static page",
  async run(bench: Bench) {
    if (bench.smoke) return null;
    const build = `.next-bench-${String(process.pid)}-static-page`;
    bench.onCleanUp(() => {
      rmSync(build, { recursive: true, force: true });
    });
    const url = bench.cluster.url("bench_large");
    bench.log(`building the product with ${STATIC_ROUTE} (force-static) into ${build}`);
    await buildWithStaticPage(
      build,
      serverEnv({
        DATABASE_URL: url,
        DATA_DIR: bench.dataDir("static-build"),
        AUTH_SECRET: secret(),
      }),
    );
    const server = await bench.startServer({
      name: "pg-large-static-page",
      database: { url },
      build,
    });
    const figures = await compareWithFaq(bench, "PostgreSQL large, build with the page", server, {
      path: STATIC_ROUTE,
      against: "force-static page of the same build",
      engine: "PostgreSQL",
      target: 0.95,
    });
    await server.stop();
    return figures;
  },
  rows: (r1) => (r1 ? [r1Row(r1)] : []),
  method: () =>
    `- **R1, force-static page of the same build** (target ≥ 0.95, PostgreSQL): ${R1_METHOD}. The page is \`/faq/bench-static\`,
  an App Router page with \`dynamic = "force-static"\` that renders what /faq renders, which
  \`next build\` prerenders. It exists only in the benchmark's own build (scripts/bench/static-page.ts):
  after the data sets are loaded, the run adds the page to the source, builds into a folder of
  its own with the large PostgreSQL set as the database (so the prerendered page holds the same
  FAQs as /faq), and takes the page away again; /faq and the page are then measured on one server
  of that build. Their sizes differ only by the route names the page's own data carries. PGlite
  has no such row: the page is prerendered from the PostgreSQL set. Not in a smoke run.`,
};
