/**
 * `npm run bench` (issue 8 items 1 and 4): the production build on generated data sets in a
 * throw-away PostgreSQL cluster (15 or newer) and in embedded PGlite, driven by autocannon from a
 * second process; prints one table of the figures R1–R6, page weight and Lighthouse, and writes
 * it to docs/benchmarks.md with the command, the machine and the date.
 *
 *   npm run bench               full sizes (1k and 100k FAQs, 10k and 1M search events)
 *   npm run bench -- --smoke    tiny sizes, about a second per measurement (CI, scripts/test.sh);
 *                               writes its report to a temporary file, never docs/benchmarks.md
 *
 * Options: --pg-port N (first port tried for PostgreSQL, 55431), --out FILE (the report).
 * Exits non-zero when the benchmark itself breaks (a server that does not start, an answer that
 * is not 2xx, a tool that fails), never because a target is missed: the table says that.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";

import { seedSearches } from "@/db/seed-data";
import { faqPath } from "@/lib/faq/path";

import { foundPostgres, PostgresCluster } from "../../harness/postgres-cluster";
import { freePort } from "../../harness/ports";
import { operatorCommand } from "../../harness/operator";
import { serverEnv } from "../../harness/server-process";
import { startNginxFront } from "../nginx-front";
import { build, staleBuildReason } from "./build";
import type { FloodResult, LoadResult, LoginResult } from "./drive";
import { revisionStatements } from "./data";
import { medianLighthouse } from "./lighthouse";
import type { RelevanceScores } from "../../harness/relevance/scoring";
import { miniSearchRelevance } from "./minisearch-peer";
import { type PeerFigures, peerRows } from "./peer-report";
import { measurePages, PUBLIC_PAGES } from "./page-weight";
import {
  type DataSet,
  type EngineFigures,
  type LoadTimes,
  machine,
  type R1Comparison,
  type R3Figures,
  type RelevanceFigures,
  renderDocument,
  resultsTable,
  rowsOf,
  type Run,
  writeReport,
} from "./report";
import { BenchServer, postgresCpuMs } from "./server";
import { buildWithStaticPage, STATIC_ROUTE } from "./static-page";

const run = promisify(execFile);

const { values: options } = parseArgs({
  options: {
    smoke: { type: "boolean", default: false },
    "pg-port": { type: "string", default: "55431" },
    out: { type: "string" },
  },
  strict: true,
});
const smoke = options.smoke;

/** Sizes and durations: the issue's for a full run, tiny ones for the smoke run. */
const PROFILE: {
  small: DataSet;
  large: DataSet;
  seconds: number;
  warmUpSeconds: number;
  rounds: number;
  /** R4's rounds: its two sides differ by a few per cent, less than the machine's drift. */
  searchRounds: number;
  settleMs: number;
  loginRounds: number;
  /** Logins timed during a ResetPassword flood (and as many on the quiet server). */
  floodRounds: number;
  lighthouseRuns: number;
} = smoke
  ? {
      small: { faqs: 50, queries: 20, events: 200 },
      large: { faqs: 200, queries: 50, events: 1_000 },
      seconds: 1,
      // Nothing to warm: the smoke run's figures only show that every step works.
      warmUpSeconds: 0,
      rounds: 1,
      searchRounds: 1,
      settleMs: 500,
      loginRounds: 1,
      floodRounds: 2,
      lighthouseRuns: 1,
    }
  : {
      small: { faqs: 1_000, queries: 500, events: 10_000 },
      large: { faqs: 100_000, queries: 50_000, events: 1_000_000 },
      seconds: 15,
      warmUpSeconds: 10,
      rounds: 2,
      searchRounds: 4,
      settleMs: 5_000,
      loginRounds: 5,
      floodRounds: 15,
      lighthouseRuns: 3,
    };
/** The demo FAQs alone: the relevance sets' own data. */
const DEMO: DataSet = { faqs: 0, queries: 0, events: 0 };
/** Enough connections to keep both cores busy (throughput), or a few visitors at once (latency). */
const CONNECTIONS = { throughput: 10, latency: 4 };
const CONCURRENT_LOGINS = 20;
/** Issue 14: anonymous ResetPassword calls in parallel while one person signs in. */
const FLOOD = 40;
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";

/** R1's comparison page: /faq's own HTML as a file of public/, served by the same server. */
const STATIC_PAGE = "bench-static-page.html";
const STATIC_FILE = path.join("public", STATIC_PAGE);

const ADMIN = {
  email: "bench-admin@example.org",
  password: randomBytes(12).toString("base64url"),
};

/** The demo's visitor searches (typos and searches that find nothing among them). */
const SEARCH_PATHS = seedSearches.map(
  ({ search }) => `/api/Faq/GetQueriedFaqs?searchQuery=${encodeURIComponent(search)}`,
);
/** R3: the User Searches screen, whose HTML holds its first page (docs/decisions/0032). */
const USER_SEARCHES_SCREEN = "/faq/portal/display-user-searches";
/**
 * Issue 17: the FAQ lists, the public one (orders 0-1) and the staff one (orders 0-3, 3 the
 * hardest to read first), at the first page, the second and one further on.
 */
const LIST_PATHS = [0, 15, 300].flatMap((skip) => [
  ...[0, 1].map(
    (orderBy) => `/api/Faq/GetFaqs?limit=15&skip=${String(skip)}&orderBy=${String(orderBy)}`,
  ),
  ...[0, 1, 2, 3].map(
    (orderBy) => `/api/Faq/GetAdminFaqs?limit=15&skip=${String(skip)}&orderBy=${String(orderBy)}`,
  ),
]);
/** Issue 17: the revisions each FAQ gets for the comparison with and without them. */
const REVISIONS_PER_FAQ = 5;

const problems: string[] = [];
const measurements: Run["measurements"] = [];
const log = (message: string) => {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
};

// --- cleanup, also on Ctrl-C ---------------------------------------------------------------

const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`bench: cleanup: ${(error as Error).message}`);
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

// --- measuring -----------------------------------------------------------------------------

/** A measurement: autocannon's figures, and the server's CPU time per answer. */
type Measured = LoadResult & { serverCpuMs: number; databaseCpuMs: number | null };

/** Runs scripts/bench/drive.ts in a process of its own with `job`, and reads its last line. */
async function runDriver<T>(job: object): Promise<T> {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", path.join("scripts", "bench", "drive.ts"), JSON.stringify(job)],
    { maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as T;
}

/**
 * What a measurement drives: an app server, or nginx in front of one (`url` is nginx's; the CPU
 * counted is still the app server's and its database's).
 */
type Target = Pick<BenchServer, "url" | "cpuMs" | "postgresPort">;

/**
 * One autocannon run in a process of its own (scripts/bench/drive.ts), with the CPU time the
 * server's processes spent meanwhile: a figure the machine's other load moves far less than
 * throughput or latency.
 */
async function drive(
  what: string,
  server: Target,
  paths: string[],
  {
    connections,
    seconds,
    headers,
    rate,
  }: { connections: number; seconds: number; headers?: object; rate?: number },
): Promise<Measured> {
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
  measurements.push({ what, connections, seconds, result });
  if (result.non2xx > 0 || result.errors > 0 || result.requests === 0)
    problems.push(
      `${what}: ${String(result.non2xx)} answers not 2xx, ${String(result.errors)} errors or timeouts in ${String(result.requests)}`,
    );
  log(
    `${what}: ${String(result.requestsPerSecond)} req/s, p50 ${String(result.p50)} ms, p95 ${String(result.p95)} ms, ${String(result.bytes)} B, CPU per request: app server ${String(result.serverCpuMs)} ms, PostgreSQL ${String(result.databaseCpuMs ?? "-")} ms`,
  );
  return result;
}

/** The same measurement `rounds` times, averaged. */
function mean(results: Measured[]): Measured {
  const average = (pick: (result: Measured) => number) =>
    Math.round((results.reduce((sum, result) => sum + pick(result), 0) / results.length) * 100) /
    100;
  return {
    requestsPerSecond: average((result) => result.requestsPerSecond),
    requests: results.reduce((sum, result) => sum + result.requests, 0),
    p50: average((result) => result.p50),
    p95: average((result) => result.p95),
    bytes: average((result) => result.bytes),
    serverCpuMs: average((result) => result.serverCpuMs),
    databaseCpuMs: results.some((result) => result.databaseCpuMs === null)
      ? null
      : average((result) => result.databaseCpuMs ?? 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  };
}

/** Two measurements taken in turn, `rounds` times each, so that drift hits both alike. */
async function inTurn(
  first: () => Promise<Measured>,
  second: () => Promise<Measured>,
  rounds = PROFILE.rounds,
): Promise<[Measured, Measured]> {
  const a: Measured[] = [];
  const b: Measured[] = [];
  for (let round = 0; round < rounds; round += 1) {
    a.push(await first());
    b.push(await second());
  }
  return [mean(a), mean(b)];
}

async function logins(url: string): Promise<LoginResult> {
  const job = {
    mode: "logins",
    url,
    accounts: Array.from({ length: CONCURRENT_LOGINS }, (_, i) => ({
      email: `bench-student-${String(i + 1)}@example.org`,
      password: ADMIN.password,
    })),
    concurrent: CONCURRENT_LOGINS,
    rounds: PROFILE.loginRounds,
  };
  const result = await runDriver<LoginResult>(job);
  if (result.failures > 0) problems.push(`logins: ${String(result.failures)} failed`);
  log(
    `logins: one at a time p95 ${String(result.single.p95)} ms, ${String(CONCURRENT_LOGINS)} at once p95 ${String(result.concurrent.p95)} ms`,
  );
  return result;
}

async function loginsDuringFlood(url: string): Promise<FloodResult> {
  const job = {
    mode: "flood",
    url,
    account: { email: "bench-student-1@example.org", password: ADMIN.password },
    flood: FLOOD,
    rounds: PROFILE.floodRounds,
  };
  const result = await runDriver<FloodResult>(job);
  if (result.failures > 0)
    problems.push(`logins during the flood: ${String(result.failures)} failed`);
  log(
    `login during ${String(FLOOD)} ResetPassword calls: p50 ${String(result.flooded.p50)} ms, quiet ${String(result.quiet.p50)} ms; ResetPassword answers ${JSON.stringify(result.floodStatuses)}`,
  );
  return result;
}

/** The session cookie of the benchmark's Admin (GetFaqSearchQueries is for staff). */
async function staffCookie(url: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(";")[0] ?? "";
      jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const token = await fetch(`${url}/api/User/GetXsrfToken`);
  keep(token);
  const { crossSiteRequestForgeryToken } = (await token.json()) as {
    crossSiteRequestForgeryToken: string;
  };
  const login = await fetch(`${url}/api/User/Login`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Cookie: cookie(),
      "X-XSRF-TOKEN": crossSiteRequestForgeryToken,
    },
    body: JSON.stringify(ADMIN),
  });
  keep(login);
  await login.arrayBuffer();
  if (login.status !== 200)
    throw new Error(`the Admin could not sign in (${String(login.status)})`);
  return cookie();
}

/** Renders /faq (the first visit stores it) and makes public/ hold a copy of its HTML. */
async function prepareStaticPage(url: string): Promise<{ faqBytes: number; cache: string }> {
  await (await fetch(`${url}/faq`)).arrayBuffer();
  const faq = await fetch(`${url}/faq`, { headers: { "Accept-Encoding": "identity" } });
  const html = Buffer.from(await faq.arrayBuffer());
  writeFileSync(STATIC_FILE, html);
  const copy = await fetch(`${url}/${STATIC_PAGE}`, { headers: { "Accept-Encoding": "identity" } });
  const copyBytes = (await copy.arrayBuffer()).byteLength;
  if (copy.status !== 200 || copyBytes !== html.length)
    throw new Error(`/${STATIC_PAGE}: ${String(copy.status)}, ${String(copyBytes)} bytes`);
  return { faqBytes: html.length, cache: faq.headers.get("x-nextjs-cache") ?? "none" };
}

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, PROFILE.settleMs));
}

// --- data ----------------------------------------------------------------------------------

async function loadDataSet(
  what: string,
  set: DataSet,
  database: { DATABASE_URL: string } | { PGLITE_DIR: string },
  dataDir: string,
): Promise<LoadTimes> {
  const started = performance.now();
  const env = serverEnv({
    ...database,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(48).toString("base64url"),
  });
  const stdout = await operatorCommand(
    path.join("bench", "load.ts"),
    [
      // `--name=value`: a generated password may start with "-", which parseArgs would take
      // for an option of its own.
      `--faqs=${set.faqs}`,
      `--queries=${set.queries}`,
      `--events=${set.events}`,
      `--admin-email=${ADMIN.email}`,
      `--admin-password=${ADMIN.password}`,
      `--students=${CONCURRENT_LOGINS}`,
    ],
    env,
  );
  const times = JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as Omit<
    LoadTimes,
    "totalSeconds"
  >;
  const totalSeconds = Math.round(performance.now() - started) / 1000;
  log(
    `${what}: ${String(set.faqs)} FAQs in ${String(times.faqSeconds)} s, ${String(set.events)} events in ${String(times.searchSeconds)} s, ${String(totalSeconds)} s in all`,
  );
  return { ...times, totalSeconds };
}

/**
 * The relevance sets on one loaded data set, through the product's search in a process of its
 * own (scripts/bench/relevance.ts); before any server opens the database.
 */
async function measureRelevance(
  what: string,
  database: { DATABASE_URL: string } | { PGLITE_DIR: string },
  dataDir: string,
  { everyCandidate }: { everyCandidate: boolean },
): Promise<RelevanceScores> {
  const env = serverEnv({
    ...database,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(48).toString("base64url"),
  });
  const stdout = await operatorCommand(
    path.join("bench", "relevance.ts"),
    everyCandidate ? ["--every-candidate"] : [],
    env,
  );
  const scores = JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as RelevanceScores;
  const { tidy, natural } = scores;
  log(
    `${what} relevance: tidy ${String(tidy.hits)}/${String(tidy.total)} in the top 3; natural hit@1 ${String(natural.hitAt1)}/${String(natural.total)}, hit@3 ${String(natural.hitAt3)}/${String(natural.total)}`,
  );
  return scores;
}

async function firstFreePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => {
        resolve(false);
      });
      probe.listen(port, "127.0.0.1", () => {
        probe.close(() => {
          resolve(true);
        });
      });
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${String(from)}`);
}

/** OWASP's argon2id settings (m KiB, t): any hash at least as costly as one of them passes. */
const OWASP_ARGON2ID = [
  [47_104, 1],
  [19_456, 2],
  [12_288, 3],
  [9_216, 4],
  [7_168, 5],
];

async function argon2Cost(cluster: PostgresCluster, database: string) {
  const [row] = await cluster.asSuperuser(
    (sql) =>
      sql<{ hash: string }[]>`SELECT password_hash AS hash FROM users WHERE email = ${ADMIN.email}`,
    database,
  );
  const match = /^\$(argon2(?:id|i|d))\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row?.hash ?? "");
  if (!match) throw new Error("the Admin's password hash is not an argon2 hash");
  const [, algorithm = "", m = "0", t = "0", p = "0"] = match;
  const atLeastOwasp =
    algorithm === "argon2id" &&
    OWASP_ARGON2ID.some(([memory = 0, time = 0]) => Number(m) >= memory && Number(t) >= time);
  return { text: `${algorithm} m=${m} KiB, t=${t}, p=${p}`, atLeastOwasp };
}

// --- the run -------------------------------------------------------------------------------

/**
 * A short run of `paths` before measuring: the first requests of a route load its code, and the
 * first visit of a cached page renders it.
 */
async function warmUp(what: string, server: Target, paths: string[], cookie?: string) {
  if (PROFILE.warmUpSeconds === 0) {
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
  await drive(`${what} warm-up`, server, paths, {
    connections: CONNECTIONS.latency,
    seconds: PROFILE.warmUpSeconds,
    headers: cookie === undefined ? undefined : { Cookie: cookie },
  });
}

/**
 * R3, on a data set as loaded: before any search of the run is recorded, since the searches
 * would put texts of their own at the top of the first page. What staff wait for: the User
 * Searches screen (its first page inside), then the chart data of the first text listed, the one
 * a person opens first.
 */
async function measureSearchQueries(what: string, server: BenchServer): Promise<R3Figures> {
  const cookie = await staffCookie(server.url);
  const first = await fetch(
    `${server.url}/api/Faq/GetFaqSearchQuerySummaries?limit=1&skip=0&orderBy=2`,
    { headers: { Cookie: cookie } },
  );
  const [opened] = (await first.json()) as { search: string; total: number }[];
  if (!opened) throw new Error(`${what}: User Searches lists nothing`);
  const chartPath = `/api/Faq/GetFaqSearchQueryDays?search=${encodeURIComponent(opened.search)}`;
  await warmUp(`${what} User Searches`, server, [USER_SEARCHES_SCREEN, chartPath], cookie);
  const measure = (name: string, path: string) =>
    drive(`${what} R3 ${name}`, server, [path], {
      connections: CONNECTIONS.latency,
      // At least 3 s: the screen is a whole portal page, which can take about a second on a busy
      // machine, and the smoke run's single second could then see no answer at all.
      seconds: Math.max(3, PROFILE.seconds * PROFILE.rounds),
      headers: { Cookie: cookie },
    });
  const list = await measure("User Searches screen", USER_SEARCHES_SCREEN);
  const days = await measure(`chart data of “${opened.search}”`, chartPath);
  return { list, days, opened: { search: opened.search, total: opened.total } };
}

async function measureSearch(what: string, server: BenchServer) {
  await warmUp(`${what} search`, server, SEARCH_PATHS);
  return drive(`${what} R2 search`, server, SEARCH_PATHS, {
    connections: CONNECTIONS.latency,
    seconds: PROFILE.seconds * PROFILE.rounds,
  });
}

/** Issue 17: R2's searches, then the FAQ lists, on a data set as it stands. */
async function measureSearchAndLists(what: string, server: BenchServer, cookie: string) {
  await warmUp(`${what} search and lists`, server, [...SEARCH_PATHS, ...LIST_PATHS], cookie);
  const search = await drive(`${what} search`, server, SEARCH_PATHS, {
    connections: CONNECTIONS.latency,
    seconds: PROFILE.seconds * PROFILE.rounds,
  });
  const lists = await drive(`${what} FAQ lists`, server, LIST_PATHS, {
    connections: CONNECTIONS.latency,
    seconds: PROFILE.seconds * PROFILE.rounds,
    headers: { Cookie: cookie },
  });
  return { search, lists };
}

/** An answer's size in bytes, uncompressed, and its x-nextjs-cache header. */
async function answerOf(url: string): Promise<{ bytes: number; cache: string }> {
  const response = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`${url}: ${String(response.status)}`);
  return { bytes, cache: response.headers.get("x-nextjs-cache") ?? "none" };
}

/**
 * One R1 comparison on one server: /faq and another way of serving its bytes (`other.path`),
 * taken in turn. Every R1 row is one of these (docs/decisions/0032).
 */
async function compareWithFaq(
  what: string,
  server: Target,
  other: { path: string } & Pick<R1Comparison, "against" | "engine" | "target" | "versusFaq">,
): Promise<R1Comparison> {
  // The first visit renders /faq and stores it; the figures are of the visits after.
  await (await fetch(`${server.url}/faq`)).arrayBuffer();
  const faq = await answerOf(`${server.url}/faq`);
  const compared = await answerOf(`${server.url}${other.path}`);
  await warmUp(`${what} pages`, server, ["/faq", other.path]);
  const measure = (name: string, path: string) => () =>
    drive(`${what} R1 ${name}`, server, [path], {
      connections: CONNECTIONS.throughput,
      seconds: PROFILE.seconds,
    });
  const [faqFigures, otherFigures] = await inTurn(
    measure("/faq", "/faq"),
    measure(other.against, other.path),
  );
  return {
    against: other.against,
    engine: other.engine,
    target: other.target,
    ...(other.versusFaq ? { versusFaq: true as const } : {}),
    faq: faqFigures,
    other: otherFigures,
    faqBytes: faq.bytes,
    otherBytes: compared.bytes,
    cache: faq.cache,
  };
}

/** Issue 28: /es/faq from the cache against /faq from the cache, on the same server, in turn. */
async function measureSpanishList(
  what: string,
  server: BenchServer,
  engine: R1Comparison["engine"],
): Promise<R1Comparison> {
  await (await fetch(`${server.url}/es/faq`)).arrayBuffer();
  return compareWithFaq(what, server, {
    path: "/es/faq",
    against: "/es/faq",
    engine,
    target: 0.95,
    versusFaq: true,
  });
}

/** R1 against a copy of /faq's HTML in public/, served by the same server. */
async function measurePublicPage(
  what: string,
  server: BenchServer,
  engine: R1Comparison["engine"],
): Promise<R1Comparison> {
  await prepareStaticPage(server.url);
  return compareWithFaq(what, server, {
    path: `/${STATIC_PAGE}`,
    against: "public file",
    engine,
    target: 0.9,
  });
}

/**
 * R1 through nginx (deploy/nginx.conf, as scripts/nginx-front.ts starts it, in front of `server`):
 * /faq through nginx's cache against a file of the same bytes that nginx serves itself.
 */
async function measureThroughNginx(
  what: string,
  server: BenchServer,
  dir: string,
): Promise<R1Comparison> {
  const root = path.join(dir, "static");
  mkdirSync(root, { recursive: true });
  await prepareStaticPage(server.url);
  copyFileSync(STATIC_FILE, path.join(root, STATIC_PAGE));
  const front = await startNginxFront({
    upstreams: [Number(new URL(server.url).port)],
    port: await freePort(),
    dir,
    staticFile: { path: `/${STATIC_PAGE}`, root },
  });
  cleanups.push(() => front.stop());
  try {
    const throughNginx: Target = {
      url: front.url,
      cpuMs: () => server.cpuMs(),
      postgresPort: server.postgresPort,
    };
    return await compareWithFaq(`${what} through nginx`, throughNginx, {
      path: `/${STATIC_PAGE}`,
      against: "nginx serving a file",
      engine: "PostgreSQL",
      target: 0.9,
    });
  } finally {
    await front.stop();
  }
}

async function main(): Promise<number> {
  const started = new Date();
  const loadAtStart = os.loadavg()[0] ?? 0;
  const benchStarted = performance.now();
  const work = mkdtempSync(path.join(os.tmpdir(), "faq-bench-"));
  cleanups.push(() => {
    rmSync(work, { recursive: true, force: true });
  });

  // The build: only when missing or stale (scripts/test.sh has just made it).
  const stale = staleBuildReason((file) => file === STATIC_FILE);
  let built = "the production build as it was (current: nothing to build)";
  if (stale) {
    log(`building (${stale})`);
    await build();
    built = `the production build, made by this run (${stale})`;
  } else log("the production build is current: not building");

  // Next.js lists public/ when it starts, so the comparison page exists (empty) before any server.
  writeFileSync(STATIC_FILE, "");
  cleanups.push(() => {
    rmSync(STATIC_FILE, { force: true });
  });

  // --- data sets: PostgreSQL, then PGlite (one process per PGlite folder: loaded before any server)
  const pgPort = await firstFreePort(Number(options["pg-port"]));
  log(`PostgreSQL ${foundPostgres().version} cluster on port ${String(pgPort)}`);
  const cluster = await PostgresCluster.create({ port: pgPort });
  cleanups.push(() => cluster.destroy());
  for (const name of ["bench_demo", "bench_small", "bench_large"])
    await cluster.asSuperuser((sql) => sql.unsafe(`CREATE DATABASE ${name} OWNER faq`));
  const pgUrl = {
    demo: cluster.url("bench_demo"),
    small: cluster.url("bench_small"),
    large: cluster.url("bench_large"),
  };
  const pgliteDir = {
    demo: path.join(work, "pglite-demo"),
    small: path.join(work, "pglite-small"),
    large: path.join(work, "pglite-large"),
  };
  const dataDir = (name: string) => {
    const folder = path.join(work, `data-${name}`);
    mkdirSync(folder, { recursive: true });
    return folder;
  };

  // One after another in a full run, so each load time is its own; at once in a smoke run.
  const loadSteps = [
    ["PostgreSQL small", PROFILE.small, { DATABASE_URL: pgUrl.small }],
    ["PostgreSQL large", PROFILE.large, { DATABASE_URL: pgUrl.large }],
    ["PGlite small", PROFILE.small, { PGLITE_DIR: pgliteDir.small }],
    ["PGlite large", PROFILE.large, { PGLITE_DIR: pgliteDir.large }],
  ] as const;
  const loadTimes: LoadTimes[] = [];
  if (smoke) {
    loadTimes.push(
      ...(await Promise.all(
        loadSteps.map(([what, set, database]) => loadDataSet(what, set, database, dataDir("load"))),
      )),
    );
  } else {
    for (const [what, set, database] of loadSteps)
      loadTimes.push(await loadDataSet(what, set, database, dataDir("load")));
  }
  const [pgSmallLoad, pgLargeLoad, liteSmallLoad, liteLargeLoad] = loadTimes;
  if (!pgSmallLoad || !pgLargeLoad || !liteSmallLoad || !liteLargeLoad)
    throw new Error("a data set was not loaded");
  const loads = {
    postgres: { small: pgSmallLoad, large: pgLargeLoad },
    pglite: { small: liteSmallLoad, large: liteLargeLoad },
  };
  const argon2 = await argon2Cost(cluster, "bench_large");

  // R1's force-static page: a build of its own (the product and the page), prerendered from the
  // large PostgreSQL set, so that the page holds what /faq shows on it (scripts/bench/static-page.ts).
  // Not in the smoke run: a second build of the whole product would add minutes to `npm test`.
  const staticBuild = smoke ? null : `.next-bench-${String(process.pid)}-static-page`;
  if (staticBuild !== null) {
    cleanups.push(() => {
      rmSync(staticBuild, { recursive: true, force: true });
    });
    log(`building the product with ${STATIC_ROUTE} (force-static) into ${staticBuild}`);
    await buildWithStaticPage(
      staticBuild,
      serverEnv({
        DATABASE_URL: pgUrl.large,
        DATA_DIR: dataDir("static-build"),
        AUTH_SECRET: randomBytes(48).toString("base64url"),
      }),
    );
  }

  // --- relevance: the demo FAQs alone (the demo content), and among each data set's FAQs; the
  // peer on the demo FAQs in this process
  const relevanceOf = async (
    engine: string,
    database: (
      size: "demo" | "small" | "large",
    ) => { DATABASE_URL: string } | { PGLITE_DIR: string },
  ) => {
    await loadDataSet(`${engine} demo`, DEMO, database("demo"), dataDir("load"));
    const scores = { demo: undefined, small: undefined, large: undefined } as Partial<
      Record<"demo" | "small" | "large", RelevanceScores>
    >;
    for (const size of ["demo", "small", "large"] as const)
      scores[size] = await measureRelevance(`${engine} ${size}`, database(size), dataDir("load"), {
        everyCandidate: size === "large",
      });
    const { demo, small, large } = scores;
    if (!demo || !small || !large) throw new Error("a relevance set was not measured");
    return { demo, small, large };
  };
  const relevance: RelevanceFigures = {
    peer: await miniSearchRelevance(),
    postgres: await relevanceOf("PostgreSQL", (size) => ({ DATABASE_URL: pgUrl[size] })),
    pglite: await relevanceOf("PGlite", (size) => ({ PGLITE_DIR: pgliteDir[size] })),
  };
  log(
    `MiniSearch relevance: tidy ${String(relevance.peer.tidy.hits)}/${String(relevance.peer.tidy.total)}; natural hit@1 ${String(relevance.peer.natural.hitAt1)}, hit@3 ${String(relevance.peer.natural.hitAt3)} of ${String(relevance.peer.natural.total)}`,
  );

  const startServer = async (settings: Parameters<typeof BenchServer.start>[0]) => {
    log(`starting ${settings.name}`);
    const server = await BenchServer.start(settings);
    cleanups.push(() => server.stop());
    return server;
  };

  /** R3 then R2 on a small data set, on a server of its own that is stopped after. */
  const measureSmall = async (
    label: string,
    name: string,
    database: Parameters<typeof BenchServer.start>[0]["database"],
  ) => {
    const server = await startServer({ name, database, dataDir: dataDir(name) });
    const r3 = await measureSearchQueries(label, server);
    const r2 = await measureSearch(label, server);
    await server.stop();
    return { r2, r3 };
  };

  // --- PostgreSQL, small data set: R2 and R3's baselines
  const { r2: pgSmallR2, r3: pgSmallR3 } = await measureSmall("PostgreSQL small", "pg-small", {
    url: pgUrl.small,
  });

  // --- PostgreSQL, large data set, R1 in the build with the force-static page: before any search
  // of the run, which would change the rankings /faq shows from those the page was built with.
  const measureForceStatic = async (build: string) => {
    const server = await startServer({
      name: "pg-large-static-page",
      database: { url: pgUrl.large },
      dataDir: dataDir("pg-large-static-page"),
      build,
    });
    const figures = await compareWithFaq("PostgreSQL large, build with the page", server, {
      path: STATIC_ROUTE,
      against: "force-static page of the same build",
      engine: "PostgreSQL",
      target: 0.95,
    });
    await server.stop();
    return figures;
  };
  const pgStaticR1 = staticBuild === null ? null : await measureForceStatic(staticBuild);

  // --- PostgreSQL, large data set: everything else, beside a second server on the same database
  // that records no search (R4). R6 reads the memory of the first.
  const [pgLarge, pgLargeOff] = await Promise.all([
    startServer({ name: "pg-large", database: { url: pgUrl.large }, dataDir: dataDir("pg-large") }),
    startServer({
      name: "pg-large-off",
      database: { url: pgUrl.large },
      dataDir: dataDir("pg-large-off"),
      settings: { SEARCH_ANALYTICS: "off" },
    }),
  ]);
  const pgLargeR3 = await measureSearchQueries("PostgreSQL large", pgLarge);
  await warmUp("PostgreSQL large", pgLarge, ["/faq", ...SEARCH_PATHS]);
  await warmUp("PostgreSQL large, not recording", pgLargeOff, SEARCH_PATHS);
  await settle();
  const memoryAfterWarmUp = pgLarge.memory.current();

  const pgR1 = await measurePublicPage("PostgreSQL large", pgLarge, "PostgreSQL");
  const pgSpanish = await measureSpanishList("PostgreSQL large", pgLarge, "PostgreSQL");
  const nginxR1 = await measureThroughNginx("PostgreSQL large", pgLarge, path.join(work, "nginx"));
  // "Losing nothing": every search answered by the recording server is kept (counted, or pending
  // for a moment), and the other server kept none.
  const countEvents = () =>
    cluster.asSuperuser(async (sql) => {
      const [row] = await sql<{ events: number }[]>`SELECT (SELECT count(*) FROM search_events)::int
             + (SELECT count(*) FROM pending_searches)::int AS events`;
      return row?.events ?? 0;
    }, "bench_large");
  const eventsBefore = await countEvents();
  // Flat out (each connection sends on as answered): R2's large side, and R4 at saturation.
  const [saturatedOn, saturatedOff] = await inTurn(
    () =>
      drive("PostgreSQL large R2/R4 search flat out, recorded", pgLarge, SEARCH_PATHS, {
        connections: CONNECTIONS.latency,
        seconds: PROFILE.seconds,
      }),
    () =>
      drive("PostgreSQL large R4 search flat out, not recorded", pgLargeOff, SEARCH_PATHS, {
        connections: CONNECTIONS.latency,
        seconds: PROFILE.seconds,
      }),
    PROFILE.searchRounds,
  );
  // R4 itself: a steady load the server carries, half of what it answered flat out. The wait for
  // a search's group commit only stays small where there is a moment to spare; flat out, every
  // piece of work anyone does is in someone's way.
  const rate = Math.max(1, Math.round(saturatedOff.requestsPerSecond / 2));
  const [r4On, r4Off] = await inTurn(
    () =>
      drive(`PostgreSQL large R4 search at ${String(rate)}/s, recorded`, pgLarge, SEARCH_PATHS, {
        connections: CONNECTIONS.latency,
        seconds: PROFILE.seconds,
        rate,
      }),
    () =>
      drive(
        `PostgreSQL large R4 search at ${String(rate)}/s, not recorded`,
        pgLargeOff,
        SEARCH_PATHS,
        {
          connections: CONNECTIONS.latency,
          seconds: PROFILE.seconds,
          rate,
        },
      ),
    PROFILE.searchRounds,
  );
  await pgLargeOff.stop();
  await settle();
  const recorded = (await countEvents()) - eventsBefore;
  const r5 = await logins(pgLarge.url);
  const flood = await loginsDuringFlood(pgLarge.url);

  // Issue 17: revisions are kept for good; five per FAQ must not slow search or the lists.
  const listCookie = await staffCookie(pgLarge.url);
  const withoutRevisions = await measureSearchAndLists(
    "PostgreSQL large, no revisions",
    pgLarge,
    listCookie,
  );
  log(`adding ${String(REVISIONS_PER_FAQ)} revisions per FAQ`);
  const revisionRows = await cluster.asSuperuser(async (sql) => {
    for (const statement of revisionStatements(REVISIONS_PER_FAQ)) await sql.unsafe(statement);
    const [row] = await sql<{ rows: number }[]>`SELECT count(*)::int AS rows FROM faq_revisions`;
    return row?.rows ?? 0;
  }, "bench_large");
  await settle();
  const withRevisions = await measureSearchAndLists(
    `PostgreSQL large, ${String(REVISIONS_PER_FAQ)} revisions per FAQ`,
    pgLarge,
    listCookie,
  );

  log("page weight");
  const [first] = (await (await fetch(`${pgLarge.url}/api/Faq/GetFaqs?limit=1`)).json()) as {
    id: number;
    question: string;
  }[];
  if (!first) throw new Error("GetFaqs answered no FAQ");
  const weights = await measurePages(pgLarge.url, [
    ...PUBLIC_PAGES,
    faqPath(first),
    "/faq?q=reading",
  ]);
  await settle();
  log("Lighthouse on /faq");
  const lighthouseResult = await medianLighthouse(
    `${pgLarge.url}/faq`,
    CHROMIUM,
    PROFILE.lighthouseRuns,
  );
  await settle();
  log("Lighthouse on /es/faq");
  // Its accessibility and SEO (issue 28), which throttling does not move: one run.
  const lighthouseSpanish = await medianLighthouse(`${pgLarge.url}/es/faq`, CHROMIUM, 1);
  await settle();
  const memoryAfterRun = pgLarge.memory.current();
  const peakMemory = pgLarge.memory.peak();
  await pgLarge.stop();

  const postgres: EngineFigures = {
    r2: { small: pgSmallR2, large: saturatedOn },
    r3: { small: pgSmallR3, large: pgLargeR3 },
  };

  // --- PGlite: R1–R3 (the same steps; one server at a time may open a PGlite folder)
  const { r2: liteSmallR2, r3: liteSmallR3 } = await measureSmall("PGlite small", "pglite-small", {
    pgliteDir: pgliteDir.small,
  });
  const liteLarge = await startServer({
    name: "pglite-large",
    database: { pgliteDir: pgliteDir.large },
    dataDir: dataDir("pglite-large"),
  });
  const liteLargeR3 = await measureSearchQueries("PGlite large", liteLarge);
  const liteR1 = await measurePublicPage("PGlite large", liteLarge, "PGlite");
  const liteSpanish = await measureSpanishList("PGlite large", liteLarge, "PGlite");
  const liteLargeR2 = await measureSearch("PGlite large", liteLarge);
  await liteLarge.stop();
  const pglite: EngineFigures = {
    r2: { small: liteSmallR2, large: liteLargeR2 },
    r3: { small: liteSmallR3, large: liteLargeR3 },
  };

  // --- the table
  const seconds = Math.round((performance.now() - benchStarted) / 1000);
  const result: Run = {
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`,
    smoke,
    searches: SEARCH_PATHS.length,
    started,
    seconds,
    machine: machine(loadAtStart),
    postgresVersion: foundPostgres().version,
    built,
    sets: { small: PROFILE.small, large: PROFILE.large },
    loads,
    postgres,
    pglite,
    // R1's comparisons, each made by compareWithFaq: report.ts makes a row of each, by engine,
    // with its own target.
    r1: [pgStaticR1, pgR1, nginxR1, liteR1, pgSpanish, liteSpanish].filter((r1) => r1 !== null),
    r4: {
      on: r4On,
      off: r4Off,
      rate,
      saturated: { on: saturatedOn, off: saturatedOff },
      answered: saturatedOn.requests + r4On.requests,
      recorded,
      // A run ends with up to one search per connection in flight: answered by the server,
      // recorded, but not counted by autocannon.
      inFlight: CONNECTIONS.latency * PROFILE.searchRounds * 2,
    },
    flood: {
      quiet: flood.quiet,
      flooded: flood.flooded,
      statuses: flood.floodStatuses,
      size: FLOOD,
      rounds: PROFILE.floodRounds,
    },
    revisions: {
      perFaq: REVISIONS_PER_FAQ,
      rows: revisionRows,
      without: withoutRevisions,
      with: withRevisions,
    },
    r5: {
      single: r5.single.p95,
      concurrent: r5.concurrent.p95,
      concurrentLogins: CONCURRENT_LOGINS,
      argon2: argon2.text,
      atLeastOwasp: argon2.atLeastOwasp,
    },
    memory: { afterWarmUp: memoryAfterWarmUp, afterRun: memoryAfterRun, peak: peakMemory },
    relevance,
    weights,
    lighthouse: lighthouseResult,
    lighthouseSpanish: { scores: lighthouseSpanish.scores, missed: lighthouseSpanish.missed },
    measurements,
    connections: CONNECTIONS,
  };
  // Issue 26: the public search against an in-memory peer, on each engine, at the demo's FAQs and
  // at 1,000 (a few in a smoke run), each size on a database of its own.
  const peerSizes = smoke ? [0, 50] : [0, 1000];
  const peer: PeerFigures[] = [];
  for (const faqs of peerSizes) {
    const name = `bench_peer_${String(faqs)}`;
    await cluster.asSuperuser((sql) => sql.unsafe(`CREATE DATABASE ${name} OWNER faq`));
    const engines: Record<string, string>[] = [{ DATABASE_URL: cluster.url(name) }, {}];
    for (const database of engines) {
      const stdout = await operatorCommand(
        path.join("bench", "search-peer.ts"),
        [`--faqs=${String(faqs)}`, `--seconds=${smoke ? "2" : "10"}`],
        serverEnv(database),
      );
      const figures = JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as PeerFigures;
      log(
        `search ÷ in-memory peer, ${String(faqs)} + demo FAQs (${figures.database}): throughput ${String(figures.throughputRatio)}, p50 ${String(figures.p50Ratio)}`,
      );
      peer.push(figures);
    }
  }
  const rows = [...rowsOf(result), ...peerRows(peer)];
  console.log(`\n${resultsTable(rows, smoke)}\n`);
  const out =
    options.out ??
    (smoke ? path.join(os.tmpdir(), "faq-bench-smoke.md") : path.join("docs", "benchmarks.md"));
  await writeReport(out, renderDocument(result, rows));
  log(`wrote ${out} (${String(seconds)} s in all)`);
  for (const problem of problems) console.error(`bench: ${problem}`);
  return problems.length > 0 ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`bench: ${String((error as Error).stack ?? error)}`);
} finally {
  await cleanUp();
}
process.exit(code);
