/**
 * A phase of the benchmark: one measurement, run in the order of scripts/bench/phases/index.ts,
 * with what it adds to docs/benchmarks.md. A new figure is a new phase file and one line in that
 * list; the report (scripts/bench/report/document.ts) gathers the rows, sections and method notes
 * of every phase in the list's order.
 */
import type { Bench, SharedServer } from "./bench";
import type { Row } from "./report/table";

export interface Phase<T = unknown> {
  /** What the log calls it. */
  readonly name: string;
  /**
   * The shared app servers it measures: `bench.server(name)` starts one when first asked for, and
   * the runner stops it after the last phase of the list that names it.
   */
  readonly servers?: readonly SharedServer[];
  /** Measures; the result is kept for the report and for later phases (`bench.resultOf`). */
  run(bench: Bench): Promise<T>;
  /** Its rows of the results table, each a figure with its target. */
  rows?(result: T, bench: Bench): Row[];
  /** A section of its own in the report ("## Title" and its text). */
  section?(result: T, bench: Bench): string;
  /** Its entry of "How the figures are made" (a Markdown list item); the same text is kept once. */
  method?(result: T, bench: Bench): string;
}
