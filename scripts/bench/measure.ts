/**
 * The benchmark's ways of measuring: one autocannon run in a process of its own
 * (scripts/bench/drive.ts) with the CPU time the server spent meanwhile, two measurements taken
 * in turn, a warm-up, and the staff session some measurements need.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

import { ApiClient } from "../../harness/api-client";
import { signIn } from "../../harness/sign-in";
import type { Bench } from "./bench";
import type { LoadResult } from "./drive";
import { ADMIN, CONNECTIONS } from "./profile";
import { type BenchServer, postgresCpuMs } from "./server";

const run = promisify(execFile);

/** A measurement: autocannon's figures, and the server's CPU time per answer. */
export type Measurement = LoadResult & {
  /** CPU time of the app server's processes per answer (PGlite's included). */
  serverCpuMs: number;
  /** CPU time of the PostgreSQL server per answer; null on PGlite. */
  databaseCpuMs: number | null;
};

/**
 * What a measurement drives: an app server, or nginx in front of one (`url` is nginx's; the CPU
 * counted is still the app server's and its database's).
 */
export type Target = Pick<BenchServer, "url" | "cpuMs" | "postgresPort">;

/** Runs scripts/bench/drive.ts in a process of its own with `job`, and reads its last line. */
export async function runDriver<T>(job: object): Promise<T> {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", path.join("scripts", "bench", "drive.ts"), JSON.stringify(job)],
    { maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as T;
}

/** A job of scripts/bench/drive.ts against the large PostgreSQL server (the logins, R5 and the flood). */
export async function driveLarge<T>(bench: Bench, job: object): Promise<T> {
  const server = await bench.server("postgres-large");
  return runDriver<T>({ ...job, url: server.url });
}

/**
 * One autocannon run with the CPU time the server's processes spent meanwhile: a figure the
 * machine's other load moves far less than throughput or latency. Kept for "Every measurement".
 */
export async function drive(
  bench: Bench,
  what: string,
  server: Target,
  paths: string[],
  {
    connections,
    seconds,
    headers,
    rate,
  }: { connections: number; seconds: number; headers?: object; rate?: number },
): Promise<Measurement> {
  const job = { mode: "load", url: server.url, paths, connections, seconds, headers, rate };
  const databaseCpu = () => (server.postgresPort ? postgresCpuMs(server.postgresPort) : 0);
  const cpuBefore = server.cpuMs();
  const databaseCpuBefore = databaseCpu();
  const load = await runDriver<LoadResult>(job);
  const perRequest = (total: number) =>
    Math.round((total / Math.max(1, load.requests)) * 100) / 100;
  const result = {
    ...load,
    serverCpuMs: perRequest(server.cpuMs() - cpuBefore),
    // PGlite runs inside the app server: its time is in serverCpuMs.
    databaseCpuMs: server.postgresPort ? perRequest(databaseCpu() - databaseCpuBefore) : null,
  };
  bench.measurements.push({ what, connections, seconds, result });
  if (result.non2xx > 0 || result.errors > 0 || result.requests === 0)
    bench.problems.push(
      `${what}: ${String(result.non2xx)} answers not 2xx, ${String(result.errors)} errors or timeouts in ${String(result.requests)}`,
    );
  bench.log(
    `${what}: ${String(result.requestsPerSecond)} req/s, p50 ${String(result.p50)} ms, p95 ${String(result.p95)} ms, ${String(result.bytes)} B, CPU per request: app server ${String(result.serverCpuMs)} ms, PostgreSQL ${String(result.databaseCpuMs ?? "-")} ms`,
  );
  return result;
}

/** The same measurement several times, averaged. */
function mean(results: Measurement[]): Measurement {
  const average = (pick: (result: Measurement) => number) =>
    Math.round((results.reduce((sum, result) => sum + pick(result), 0) / results.length) * 100) /
    100;
  const total = (pick: (result: Measurement) => number) =>
    results.reduce((sum, result) => sum + pick(result), 0);
  return {
    requestsPerSecond: average((result) => result.requestsPerSecond),
    requests: total((result) => result.requests),
    p50: average((result) => result.p50),
    p95: average((result) => result.p95),
    bytes: average((result) => result.bytes),
    serverCpuMs: average((result) => result.serverCpuMs),
    databaseCpuMs: results.some((result) => result.databaseCpuMs === null)
      ? null
      : average((result) => result.databaseCpuMs ?? 0),
    non2xx: total((result) => result.non2xx),
    errors: total((result) => result.errors),
  };
}

/** Two measurements taken in turn, `rounds` times each, so that drift hits both alike. */
export async function inTurn(
  first: () => Promise<Measurement>,
  second: () => Promise<Measurement>,
  rounds: number,
): Promise<[Measurement, Measurement]> {
  const a: Measurement[] = [];
  const b: Measurement[] = [];
  for (let round = 0; round < rounds; round += 1) {
    a.push(await first());
    b.push(await second());
  }
  return [mean(a), mean(b)];
}

/**
 * A short run of `paths` before measuring: the first requests of a route load its code, and the
 * first visit of a cached page renders it.
 */
export async function warmUp(
  bench: Bench,
  what: string,
  server: Target,
  paths: string[],
  cookie?: string,
): Promise<void> {
  if (bench.profile.warmUpSeconds === 0) {
    // The smoke run: one visit of each path, so that a measurement of a second is not spent
    // loading a route's code on a busy machine.
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`, {
        headers: cookie === undefined ? {} : { Cookie: cookie },
      });
      await response.arrayBuffer();
    }
    return;
  }
  await drive(bench, `${what} warm-up`, server, paths, {
    connections: CONNECTIONS.latency,
    seconds: bench.profile.warmUpSeconds,
    headers: cookie === undefined ? undefined : { Cookie: cookie },
  });
}

/** The session cookie of the benchmark's Admin (the staff screens and endpoints). */
export async function staffCookie(url: string): Promise<string> {
  const admin = await signIn(url, ADMIN, { client: new ApiClient(url) });
  return admin.cookieHeader();
}
