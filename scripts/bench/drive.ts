/**
 * The load generator of the benchmark, run by scripts/bench/measure.ts as a second process so that
 * making requests never shares a CPU queue with measuring the server's side. One JSON job on the
 * command line, one JSON result on stdout:
 *
 * - `{ "mode": "load", "url", "paths", "connections", "seconds", "headers"?, "rate"?, "body"? }`:
 *   autocannon with the paths in turn (POSTs of `body` when given), as fast as answered or at
 *   `rate` requests per second; answers requests per second and latency percentiles of every
 *   response.
 * - `{ "mode": "logins", "url", "accounts", "concurrent", "rounds" }`: one login at a time, then
 *   rounds of `concurrent` logins at once, each client with its own anti-forgery token and, as
 *   far as `accounts` goes, its own account (a class signing in together).
 * - `{ "mode": "flood", "url", "account", "flood", "rounds" }`: one login at a time on a quiet
 *   server, then the same login while `flood` anonymous ResetPassword calls with wrong codes are
 *   under way (issue 14: they must not starve sign-in of the hashing slots).
 */
import autocannon from "autocannon";

import { antiForgery } from "./anti-forgery";
import { percentile } from "./percentile";

interface LoadJob {
  mode: "load";
  url: string;
  paths: string[];
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Requests per second from all connections together; unset: each sends on as answered. */
  rate?: number;
  /** POST `body` (JSON) instead of a GET (issue 39's flood of questions). */
  body?: string;
}

interface LoginJob {
  mode: "logins";
  url: string;
  accounts: { email: string; password: string }[];
  concurrent: number;
  rounds: number;
}

interface FloodJob {
  mode: "flood";
  url: string;
  account: { email: string; password: string };
  flood: number;
  rounds: number;
}

export interface FloodResult {
  quiet: { p50: number; p95: number };
  flooded: { p50: number; p95: number };
  /** ResetPassword answers by status, over every round. */
  floodStatuses: Record<string, number>;
  failures: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p95: number;
  /** Mean size of a response body, in bytes. */
  bytes: number;
  non2xx: number;
  errors: number;
}

export interface LoginResult {
  single: { p50: number; p95: number };
  concurrent: { p50: number; p95: number };
  failures: number;
}

function load(job: LoadJob): Promise<LoadResult> {
  const latencies: number[] = [];
  let bytes = 0;
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.url,
        connections: job.connections,
        duration: job.seconds,
        headers: job.headers,
        overallRate: job.rate,
        requests: [
          {
            method: job.body === undefined ? "GET" : "POST",
            ...(job.body === undefined ? {} : { body: job.body }),
            setupRequest: (request) => {
              const path = job.paths[next % job.paths.length] ?? "/";
              next += 1;
              return { ...request, path };
            },
          },
        ],
      },
      (error, result) => {
        if (error) {
          reject(error);
          return;
        }
        resolve({
          requestsPerSecond: Math.round(result.requests.total / job.seconds),
          requests: result.requests.total,
          p50: percentile(latencies, 0.5),
          p95: percentile(latencies, 0.95),
          bytes: Math.round(bytes / Math.max(1, latencies.length)),
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
    instance.on("response", (_client, _status, size, responseTime) => {
      latencies.push(responseTime);
      bytes += size;
    });
  });
}

interface Account {
  email: string;
  password: string;
}

/** A browser ready to sign in: the anti-forgery token and its cookie (not timed). */
async function prepareLogin(url: string, account: Account) {
  return { url, account, ...(await antiForgery(url)) };
}

/**
 * The timed step: the login itself, in ms, or null when it was refused. Its own fetch, not the
 * harness's signIn (harness/sign-in.ts, every other sign-in): the measurement is this one request,
 * with nothing of a client's around it.
 */
async function timedLogin({
  url,
  account,
  cookie,
  token,
}: Awaited<ReturnType<typeof prepareLogin>>): Promise<number | null> {
  const started = performance.now();
  const response = await fetch(`${url}/api/User/Login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie, "X-XSRF-TOKEN": token },
    body: JSON.stringify(account),
  });
  await response.arrayBuffer();
  return response.ok ? performance.now() - started : null;
}

/** Login times put into series as they come; a refused login is counted, not timed. */
function loginTimes() {
  let failures = 0;
  return {
    add(series: number[], time: number | null): void {
      if (time === null) failures += 1;
      else series.push(time);
    },
    failures: () => failures,
  };
}

function spread(samples: number[]): { p50: number; p95: number } {
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

async function logins(job: LoginJob): Promise<LoginResult> {
  const times = loginTimes();
  const accountOf = (i: number) => {
    const account = job.accounts[i % job.accounts.length];
    if (!account) throw new Error("no account to sign in with");
    return account;
  };
  // Warm-up: the route's first requests load its code.
  await timedLogin(await prepareLogin(job.url, accountOf(0)));
  const single: number[] = [];
  for (let i = 0; i < job.concurrent; i += 1)
    times.add(single, await timedLogin(await prepareLogin(job.url, accountOf(i))));
  const concurrent: number[] = [];
  for (let round = 0; round < job.rounds; round += 1) {
    // Every browser has its token first; then all sign in at the same moment.
    const ready = await Promise.all(
      Array.from({ length: job.concurrent }, (_, i) => prepareLogin(job.url, accountOf(i))),
    );
    for (const time of await Promise.all(ready.map(timedLogin))) times.add(concurrent, time);
  }
  return {
    single: spread(single),
    concurrent: spread(concurrent),
    failures: times.failures(),
  };
}

/** A ResetPassword with a wrong code for an address nobody has, as an attacker sends them. */
async function resetAttempt(
  ready: Awaited<ReturnType<typeof prepareLogin>>,
  email: string,
): Promise<number> {
  const response = await fetch(`${ready.url}/api/User/ResetPassword`, {
    method: "PATCH",
    headers: {
      "Content-Type": "application/json",
      Cookie: ready.cookie,
      "X-XSRF-TOKEN": ready.token,
    },
    body: JSON.stringify({
      email,
      token: "000000",
      password: "a flood of new passwords",
      confirmPassword: "a flood of new passwords",
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

async function loginsDuringFlood(job: FloodJob): Promise<FloodResult> {
  const times = loginTimes();
  await timedLogin(await prepareLogin(job.url, job.account));
  const quiet: number[] = [];
  const flooded: number[] = [];
  const floodStatuses: Record<string, number> = {};
  for (let round = 0; round < job.rounds; round += 1) {
    times.add(quiet, await timedLogin(await prepareLogin(job.url, job.account)));
    // Every caller has its token first; then the flood and the login leave together.
    const attackers = await Promise.all(
      Array.from({ length: job.flood }, () => prepareLogin(job.url, job.account)),
    );
    const login = await prepareLogin(job.url, job.account);
    const flood = attackers.map((ready, i) =>
      resetAttempt(ready, `flood-${String(round)}-${String(i)}@example.org`),
    );
    times.add(flooded, await timedLogin(login));
    for (const status of await Promise.all(flood)) {
      floodStatuses[String(status)] = (floodStatuses[String(status)] ?? 0) + 1;
    }
  }
  return {
    quiet: spread(quiet),
    flooded: spread(flooded),
    floodStatuses,
    failures: times.failures(),
  };
}

const job = JSON.parse(process.argv[2] ?? "{}") as LoadJob | LoginJob | FloodJob;
const result =
  job.mode === "logins"
    ? await logins(job)
    : job.mode === "flood"
      ? await loginsDuringFlood(job)
      : await load(job);
console.log(JSON.stringify(result));
