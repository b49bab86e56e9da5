/**
 * R1 against a force-static page of the same build (scripts/bench/static-page.ts), on each engine's
 * large set: a build of the benchmark's own, with the page, made without a database as the
 * product's is. Like /faq (docs/decisions/0043), the page is rendered at build without the
 * database and again on its first visit from the server's, so both hold the same FAQs on either
 * engine. Runs before any PGlite server of the run opens the large set (one server at a time may
 * open a PGlite folder). Not in the smoke run: a second build of the whole product would add
 * minutes to `npm test`.
 */
import { rmSync } from "node:fs";

import { serverEnv } from "../../../harness/server-process";
import { type Bench, secret } from "../bench";
import type { Phase } from "../phase";
import { type Engine, ENGINE_NAME } from "../profile";
import { compareWithFaq, type R1Comparison, R1_METHOD, r1Row } from "../r1";
import { buildWithStaticPage, STATIC_ROUTE } from "../static-page";

export const faqVsForceStatic: Phase<R1Comparison[] | null> = {
  name: "R1 /faq ÷ force-static page",
  async run(bench: Bench) {
    if (bench.smoke) return null;
    const build = `.next-bench-${String(process.pid)}-static-page`;
    bench.onCleanUp(() => {
      rmSync(build, { recursive: true, force: true });
    });
    bench.log(`building the product with ${STATIC_ROUTE} (force-static) into ${build}`);
    await buildWithStaticPage(
      build,
      serverEnv({ DATA_DIR: bench.dataDir("static-build"), AUTH_SECRET: secret() }),
    );
    const figures: R1Comparison[] = [];
    for (const engine of ["postgres", "pglite"] as const satisfies readonly Engine[]) {
      const database = bench.database(engine, "large");
      const server = await bench.startServer({
        name: `${engine}-large-static-page`,
        database:
          "DATABASE_URL" in database
            ? { url: database.DATABASE_URL }
            : { pgliteDir: database.PGLITE_DIR },
        build,
      });
      const name = ENGINE_NAME[engine];
      figures.push(
        await compareWithFaq(bench, `${name} large, build with the page`, server, {
          path: STATIC_ROUTE,
          against: "force-static page of the same build",
          engine: name,
          target: 0.95,
        }),
      );
      await server.stop();
    }
    return figures;
  },
  rows: (r1s) => (r1s ? r1s.map(r1Row) : []),
  method: () =>
    `- **R1, force-static page of the same build** (target ≥ 0.95, both engines): ${R1_METHOD}. The page is \`/faq/bench-static\`,
  an App Router page with \`dynamic = "force-static"\` that renders what /faq renders, which
  \`next build\` prerenders. It exists only in the benchmark's own build (scripts/bench/static-page.ts):
  the run adds the page to the source, builds into a folder of its own, and takes the page away
  again; /faq and the page are then measured on one server of that build, on each engine's large
  set in turn. Like /faq (docs/decisions/0043), the page is rendered at build without a database
  and again on its first visit from the server's database, so both hold the same FAQs. Their
  sizes differ only by React's ids. Not in a smoke run.`,
};
