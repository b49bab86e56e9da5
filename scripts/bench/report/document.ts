/**
 * docs/benchmarks.md: a header, the results table, each phase's section, every autocannon run,
 * and each phase's note on how its figures are made, in the order of the phase list. The file is
 * formatted with the project's Prettier settings, so `npm run format:check` passes on whatever a
 * run writes. Everything from the heading NOTES_HEADING on is written by hand (what a missed
 * target was traced to, and what would meet it) and is kept from one run to the next.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";

import { format, resolveConfig } from "prettier";

import type { Bench } from "../bench";
import type { Phase } from "../phase";
import { CONNECTIONS } from "../profile";
import { describeMachine, machine } from "./machine";
import { passes, resultsTable, type Row, table } from "./table";
import { count, kB, ms } from "./units";

export const NOTES_HEADING = "## Notes on the figures";

/** Formats Markdown as `npm run format` would. */
export async function formatMarkdown(text: string, file: string): Promise<string> {
  const config = (await resolveConfig(file)) ?? {};
  return format(text, { ...config, parser: "markdown" });
}

/** Writes `body` to `file`, keeping the hand-written notes of the file it replaces. */
export async function writeReport(file: string, body: string): Promise<void> {
  const previous = existsSync(file) ? readFileSync(file, "utf8") : "";
  const at = previous.indexOf(NOTES_HEADING);
  const notes =
    at >= 0
      ? previous.slice(at)
      : `${NOTES_HEADING}\n\nWritten by hand and kept by each run: what a missed target was traced to.\n`;
  writeFileSync(file, await formatMarkdown(`${body.trimEnd()}\n\n${notes}`, file));
}

/** Every phase's rows, in the order of the list. */
export function rowsOf(bench: Bench, phases: readonly Phase[]): Row[] {
  return phases.flatMap((phase) => phase.rows?.(bench.resultOf(phase), bench) ?? []);
}

function everyMeasurement(bench: Bench): string {
  return table(
    [
      "Measurement",
      "Connections",
      "Seconds",
      "Requests",
      "Req/s",
      "p50",
      "p95",
      "Mean response",
      "App server CPU per request",
      "PostgreSQL CPU per request",
    ],
    bench.measurements.map(({ what, connections, seconds, result }) => [
      what,
      String(connections),
      String(seconds),
      count(result.requests),
      String(result.requestsPerSecond),
      ms(result.p50),
      ms(result.p95),
      kB(result.bytes),
      ms(result.serverCpuMs),
      result.databaseCpuMs === null ? "(in the app server)" : ms(result.databaseCpuMs),
    ]),
  );
}

export function renderDocument(
  bench: Bench,
  phases: readonly Phase[],
  rows: Row[],
  command: string,
): string {
  const missed = rows.filter((row) => passes(row) === false);
  const targets = rows.filter((row) => !row.reportedOnly).length;
  const of = (key: "section" | "method") =>
    phases.flatMap((phase) => phase[key]?.(bench.resultOf(phase), bench) ?? []);
  return `# Benchmarks

Written by \`npm run bench\` (scripts/bench/run.ts, which runs the phases of
scripts/bench/phases/index.ts in order; issue 8 items 1 and 4). A full run replaces everything
above "${NOTES_HEADING.replace("## ", "")}", which is written by hand.

- Command: \`${command}\`${bench.smoke ? " (smoke sizes: the figures say only that the script works)" : ""}
- Date: ${bench.started.toISOString()}; the run took ${String(Math.round(bench.seconds / 60))} min
- Machine: ${describeMachine(machine(bench.loadAtStart))}
- Build: ${bench.built}; each server is \`npm start\` (server.mjs) on 127.0.0.1 (its own copy of the build), driven by autocannon from a second process on the same machine
- Result: ${missed.length === 0 ? "every target met" : `${String(missed.length)} of ${String(targets)} targets missed: ${missed.map((row) => row.figure).join("; ")}`}

## Results

${resultsTable(rows, bench.smoke)}

${of("section").join("\n\n")}

## Every measurement

Throughput runs use ${String(CONNECTIONS.throughput)} connections (enough to keep both cores
busy); latency runs ${String(CONNECTIONS.latency)}. Two measurements that are compared are
taken in turn, round after round, and averaged, so that a change in the machine's load hits both.
Response sizes include the headers. CPU time per request is read from /proc for the app
server's processes and for PostgreSQL's (PGlite runs inside the app server); of all the figures
it is the one the machine's other load moves least.

${everyMeasurement(bench)}

## How the figures are made

${[...new Set(of("method"))].join("\n")}
`;
}
