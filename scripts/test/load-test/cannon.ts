/**
 * The load test's traffic: autocannon with the round of requests of ./mix.ts on every connection,
 * counting each answer's status per kind of request.
 */
import { createRequire } from "node:module";

import type { Kind, Planned } from "./mix";

/**
 * The part of autocannon 9 used here. The package has no types of its own, and the benchmark
 * (scripts/bench) declares a different part of it, so this script names what it relies on.
 */
export interface CannonRequest {
  method: "GET" | "PATCH";
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Called with each answer's status (autocannon 9 `requests[].onResponse`). */
  onResponse?: (status: number) => void;
}
interface CannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
}
type Cannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  requests: CannonRequest[];
}) => PromiseLike<CannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Cannon;

export interface PhaseResult {
  name: string;
  seconds: number;
  /** Answers per kind of request and status code. */
  statuses: Map<Kind, Map<number, number>>;
  requests: number;
  errors: number;
  timeouts: number;
  requestsPerSecond: number;
  latency: { p50: number; p99: number; max: number };
}

export async function runPhase(
  name: string,
  url: string,
  connections: number,
  planned: Planned[],
  seconds: number,
  onTick?: () => void,
): Promise<PhaseResult> {
  const statuses = new Map<Kind, Map<number, number>>();
  const requests = planned.map(({ kind, request }) => ({
    ...request,
    onResponse: (status: number) => {
      const counts = statuses.get(kind) ?? new Map<number, number>();
      counts.set(status, (counts.get(status) ?? 0) + 1);
      statuses.set(kind, counts);
    },
  }));
  const ticker = onTick ? setInterval(onTick, 15_000) : undefined;
  const result = await autocannon({ url, connections, duration: seconds, requests, timeout: 30 });
  clearInterval(ticker);
  return {
    name,
    seconds,
    statuses,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    requestsPerSecond: result.requests.average,
    latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  };
}
