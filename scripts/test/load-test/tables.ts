/** The load test's tables: requests per phase, answers by request and status. */
import type { PhaseResult } from "./cannon";

export const isAllowed = (status: number) => (status >= 200 && status < 300) || status === 429;

export function statusTable(phases: PhaseResult[]): string {
  const codes = [
    ...new Set(
      phases.flatMap((phase) => [...phase.statuses.values()].flatMap((m) => [...m.keys()])),
    ),
  ].sort((a, b) => a - b);
  const kinds = [...new Set(phases.flatMap((phase) => [...phase.statuses.keys()]))];
  const rows = [
    ["Phase", "Request", ...codes.map(String)],
    ["---", "---", ...codes.map(() => "---:")],
  ];
  for (const phase of phases) {
    for (const kind of kinds) {
      const counts = phase.statuses.get(kind);
      rows.push([phase.name, kind, ...codes.map((code) => String(counts?.get(code) ?? 0))]);
    }
  }
  return rows.map((row) => `| ${row.join(" | ")} |`).join("\n");
}

export function summaryTable(phases: PhaseResult[]): string {
  const rows = [
    [
      "Phase",
      "Duration",
      "Requests",
      "Requests/s",
      "p50 ms",
      "p99 ms",
      "max ms",
      "Errors",
      "Timeouts",
      "Not 2xx/429",
    ],
    ["---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"],
  ];
  for (const phase of phases) {
    const refused = [...phase.statuses.values()]
      .flatMap((counts) => [...counts])
      .filter(([status]) => !isAllowed(status))
      .reduce((sum, [, count]) => sum + count, 0);
    rows.push([
      phase.name,
      `${String(phase.seconds)} s`,
      String(phase.requests),
      phase.requestsPerSecond.toFixed(0),
      String(phase.latency.p50),
      String(phase.latency.p99),
      String(phase.latency.max),
      String(phase.errors),
      String(phase.timeouts),
      String(refused),
    ]);
  }
  return rows.map((row) => `| ${row.join(" | ")} |`).join("\n");
}

export const mib = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`;
