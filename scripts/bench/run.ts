/**
 * `npm run bench` (issue 8 items 1 and 4): the production build on generated data sets in a
 * throw-away PostgreSQL cluster (15 or newer) and in embedded PGlite, driven by autocannon from a
 * second process. Runs the phases of scripts/bench/phases/index.ts in order, each one measurement,
 * prints the table of their figures, and writes docs/benchmarks.md with the command, the machine
 * and the date.
 *
 *   npm run bench               full sizes (1k and 100k FAQs, 10k and 1M search events)
 *   npm run bench -- --smoke    tiny sizes, about a second per measurement (CI, scripts/test/test.sh);
 *                               writes its report to a temporary file, never docs/benchmarks.md
 *
 *   npm run bench -- --only force-static,es/faq
 *                               the data sets and the phases whose names hold one of the words;
 *                               writes its report to a temporary file unless --out says where
 *
 * Options: --pg-port N (first port tried for PostgreSQL, 55431), --out FILE (the report).
 * Exits non-zero when the benchmark itself breaks (a server that does not start, an answer that
 * is not 2xx, a tool that fails), never because a target is missed: the table says that.
 */
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { Bench, type SharedServer } from "./bench";
import { PHASES } from "./phases";
import { renderDocument, rowsOf, writeReport } from "./report/document";
import { resultsTable } from "./report/table";

const { values: options } = parseArgs({
  options: {
    smoke: { type: "boolean", default: false },
    "pg-port": { type: "string", default: "55431" },
    out: { type: "string" },
    only: { type: "string" },
  },
  strict: true,
});
const bench = new Bench(options.smoke);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void bench.cleanUp().finally(() => process.exit(130));
  });
}

/** The phases of this run: all, or with --only the data sets and the phases named. */
const only = options.only?.split(",").filter(Boolean);
const phases = only
  ? PHASES.filter((phase, index) => index === 0 || only.some((word) => phase.name.includes(word)))
  : PHASES;

/** Each shared server's last phase: it is stopped once that phase is done. */
const lastUse = new Map<SharedServer, number>();
for (const [index, phase] of phases.entries())
  for (const server of phase.servers ?? []) lastUse.set(server, index);

async function main(): Promise<number> {
  await bench.prepare(Number(options["pg-port"]));
  for (const [index, phase] of phases.entries()) {
    bench.log(`phase ${String(index + 1)}/${String(phases.length)}: ${phase.name}`);
    bench.record(phase, await phase.run(bench));
    for (const [server, last] of lastUse) if (last === index) await bench.stopServer(server);
  }
  const rows = rowsOf(bench, phases);
  console.log(`\n${resultsTable(rows, bench.smoke)}\n`);
  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`;
  const out =
    options.out ??
    (bench.smoke || only
      ? path.join(os.tmpdir(), bench.smoke ? "faq-bench-smoke.md" : "faq-bench-only.md")
      : path.join("docs", "benchmarks.md"));
  await writeReport(out, renderDocument(bench, phases, rows, command));
  bench.log(`wrote ${out} (${String(bench.seconds)} s in all)`);
  for (const problem of bench.problems) console.error(`bench: ${problem}`);
  return bench.problems.length > 0 ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`bench: ${String((error as Error).stack ?? error)}`);
} finally {
  await bench.cleanUp();
}
process.exit(code);
