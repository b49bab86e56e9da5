/**
 * `npm run test:load` (issue #7 item 9; not part of CI): the production build (`npm run build`
 * first; NEXT_DIST_DIR names another build folder) on loopback with the demo content, under 50
 * connections of mixed traffic for 60 s: public pages, searches, portal reads and FAQ edits as a
 * signed-in Admin. Every answer must be a 2xx or a 429. Then a soak of the same traffic
 * (10 minutes unless `--soak-minutes N`), after which the server's resident memory must be within
 * 10% of what it was after the warm-up. Prints a table and writes the run's figures to
 * docs/load-test.md.
 *
 *   npm run test:load -- [--soak-minutes 10] [--connections 50] [--seconds 60]
 *
 * Embedded PGlite in a temporary folder unless DATABASE_URL names a PostgreSQL database (which it
 * migrates and seeds if it is empty, as `npm run db:migrate` and `db:seed` do).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { parseArgs } from "node:util";

import { freePort } from "../harness/ports";
import { operatorCommand } from "../harness/operator";
import { ServerProcess, serverEnv } from "../harness/server-process";
import { formatMarkdown } from "./bench/report";

const { values: options } = parseArgs({
  options: {
    "soak-minutes": { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    seconds: { type: "string", default: "60" },
  },
  strict: true,
});
const soakMinutes = Number(options["soak-minutes"]);
const connections = Number(options.connections);
const loadSeconds = Number(options.seconds);
for (const [name, value] of Object.entries({ soakMinutes, connections, loadSeconds })) {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
}

/**
 * The part of autocannon 9 used here. The package has no types of its own, and the benchmark
 * (scripts/bench) declares a different part of it, so this script names what it relies on.
 */
interface CannonRequest {
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

/** Memory after the soak may differ from memory after the warm-up by at most this much. */
const MEMORY_TOLERANCE = 0.1;
/** The server settles (its requests done, its timers run) before its memory is read. */
const SETTLE_MS = 5_000;

const ADMIN = {
  email: `load-admin-${randomBytes(4).toString("hex")}@example.org`,
  password: randomBytes(12).toString("base64url"),
};
const databaseUrl = process.env.DATABASE_URL ?? "";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "faq-load-"));
const env = serverEnv({
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  AUTH_SECRET: randomBytes(48).toString("base64url"),
  LOG_LEVEL: "warn",
});

/** A signed-in browser: its cookies and its anti-forgery token (docs/api.md §2). */
interface Session {
  cookie: string;
  xsrfToken: string;
}

async function signIn(url: string, email: string, password: string): Promise<Session> {
  const jar = new Map<string, string>();
  let xsrfToken = "";
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: {
        Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(method === "GET" ? {} : { "X-XSRF-TOKEN": xsrfToken }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(";")[0] ?? "";
      const index = pair.indexOf("=");
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const answer = (await response.json()) as { crossSiteRequestForgeryToken?: string };
    if (answer.crossSiteRequestForgeryToken) xsrfToken = answer.crossSiteRequestForgeryToken;
    return response.status;
  };
  await call("GET", "/api/User/GetXsrfToken");
  const status = await call("POST", "/api/User/Login", { email, password });
  if (status !== 200) throw new Error(`the Admin could not sign in (${String(status)})`);
  // The token is bound to the session (docs/decisions/0005): take the signed-in one.
  await call("GET", "/api/User/GetXsrfToken");
  return {
    cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
    xsrfToken,
  };
}

interface Faq {
  id: number;
  question: string;
  answer: string;
  tags: string;
}

type Kind =
  | "page /faq"
  | "page /faq/q/…"
  | "page /faq?q=…"
  | "GetFaqs"
  | "GetQueriedFaqs"
  | "GetAdminFaqs"
  | "GetFaqSearchQueries"
  | "PatchFaq";

interface Planned {
  kind: Kind;
  request: CannonRequest;
}

/**
 * One round of the mix, which every connection repeats: 9 public page and API reads, 3
 * searches, 4 portal reads and 2 edits in 20 requests.
 */
function mix(faqs: Faq[], faqPages: string[], session: Session): Planned[] {
  const signedIn = { Cookie: session.cookie };
  const get = (kind: Kind, route: string, headers: Record<string, string> = {}): Planned => ({
    kind,
    request: { method: "GET", path: route, headers },
  });
  const [edited] = faqs;
  const [first, second, third] = faqPages;
  if (!edited || !first || !second || !third)
    throw new Error("the seeded database has too few FAQs");
  const search = (text: string) =>
    `/api/Faq/GetQueriedFaqs?searchQuery=${encodeURIComponent(text)}`;
  const searchPage = (text: string) => `/faq?q=${encodeURIComponent(text)}`;
  // The edit saves the FAQ as it is: each one is a real write (and refreshes the cached
  // pages) without changing what the site says.
  const patch: Planned = {
    kind: "PatchFaq",
    request: {
      method: "PATCH",
      path: "/api/Faq/PatchFaq",
      headers: {
        ...signedIn,
        "Content-Type": "application/json",
        "X-XSRF-TOKEN": session.xsrfToken,
      },
      body: JSON.stringify({
        id: edited.id,
        question: edited.question,
        answer: edited.answer,
        tags: edited.tags,
      }),
    },
  };
  return [
    get("page /faq", "/faq"),
    get("GetFaqs", "/api/Faq/GetFaqs?limit=15&skip=0&orderBy=0"),
    get("page /faq/q/…", first),
    get("GetQueriedFaqs", search("reading")),
    get("GetAdminFaqs", "/api/Faq/GetAdminFaqs?limit=15&skip=0&orderBy=2", signedIn),
    get("page /faq?q=…", searchPage("how do I help my child")),
    get("page /faq/q/…", second),
    patch,
    get("GetFaqSearchQueries", "/api/Faq/GetFaqSearchQueries?limit=15&skip=0&orderBy=2", signedIn),
    get("page /faq", "/faq"),
    get("GetFaqs", "/api/Faq/GetFaqs?limit=15&skip=15&orderBy=1"),
    get("GetQueriedFaqs", search("phonics sounds")),
    get("page /faq/q/…", third),
    get("GetAdminFaqs", "/api/Faq/GetAdminFaqs?limit=15&skip=15&orderBy=0", signedIn),
    get("page /faq?q=…", searchPage("spelling")),
    get("GetFaqs", "/api/Faq/GetFaqs?limit=15&skip=30&orderBy=0"),
    patch,
    get("GetFaqSearchQueries", "/api/Faq/GetFaqSearchQueries?limit=15&skip=0&orderBy=1", signedIn),
    get("GetQueriedFaqs", search("reading")),
    get("page /faq", "/faq"),
  ];
}

interface PhaseResult {
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

async function runPhase(
  name: string,
  url: string,
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

const isAllowed = (status: number) => (status >= 200 && status < 300) || status === 429;

function statusTable(phases: PhaseResult[]): string {
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

function summaryTable(phases: PhaseResult[]): string {
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

const mib = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`;

async function main(): Promise<number> {
  const started = new Date();
  console.log(
    `load test: ${databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${dataDir}`}`,
  );
  if (databaseUrl) await operatorCommand("db-migrate.ts", [], env);
  console.log((await operatorCommand("db-seed.ts", [], env)).trim());
  await operatorCommand(
    "user-create.ts",
    [
      // `--name=value`: a generated password may start with "-" (see scripts/bench/run.ts).
      `--email=${ADMIN.email}`,
      `--password=${ADMIN.password}`,
      "--role=Admin",
      "--first-name=Load",
      "--last-name=Tester",
      "--verified",
    ],
    env,
  );

  const server = await ServerProcess.start({ port: await freePort(), env });
  try {
    const session = await signIn(server.url, ADMIN.email, ADMIN.password);
    const staff = await fetch(`${server.url}/api/Faq/GetAdminFaqs?limit=100`, {
      headers: { Cookie: session.cookie },
    });
    const faqs = (await staff.json()) as Faq[];
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const faqPages = [...sitemap.matchAll(/<loc>[^<]*?(\/faq\/q\/[^<]+)<\/loc>/g)].map(
      (match) => match[1] ?? "",
    );
    const planned = mix(faqs, faqPages, session);

    console.log(`load: ${String(connections)} connections for ${String(loadSeconds)} s`);
    const load = await runPhase("load", server.url, planned, loadSeconds);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const afterWarmUp = server.residentMemoryKiB();
    console.log(`memory after the warm-up: ${mib(afterWarmUp)}`);

    const samples: number[] = [];
    console.log(`soak: ${String(soakMinutes)} min`);
    const soak = await runPhase("soak", server.url, planned, soakMinutes * 60, () => {
      samples.push(server.residentMemoryKiB());
      console.log(`  memory ${mib(samples.at(-1) ?? 0)}`);
    });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const afterSoak = server.residentMemoryKiB();
    const change = (afterSoak - afterWarmUp) / afterWarmUp;

    const phases = [load, soak];
    const refused = phases.some(
      (phase) =>
        phase.errors > 0 ||
        phase.timeouts > 0 ||
        [...phase.statuses.values()].some((counts) =>
          [...counts.keys()].some((s) => !isAllowed(s)),
        ),
    );
    const memoryHeld = Math.abs(change) <= MEMORY_TOLERANCE;
    const passed = !refused && memoryHeld;

    const memoryTable = [
      "| Resident memory (server process group, VmRSS) | |",
      "| --- | ---: |",
      `| After the warm-up (${String(loadSeconds)} s of load, then ${String(SETTLE_MS / 1000)} s idle) | ${mib(afterWarmUp)} |`,
      `| During the soak (every 15 s): lowest / highest | ${mib(Math.min(...samples))} / ${mib(Math.max(...samples))} |`,
      `| After the soak (then ${String(SETTLE_MS / 1000)} s idle) | ${mib(afterSoak)} |`,
      `| Change | ${(change * 100).toFixed(1)}% (limit ±${String(MEMORY_TOLERANCE * 100)}%) |`,
    ].join("\n");
    const tables = [summaryTable(phases), statusTable(phases), memoryTable].join("\n\n");
    console.log(`\n${tables}\n`);
    console.log(
      passed
        ? "load test passed: only 2xx and 429, and memory held"
        : `load test FAILED:${refused ? " answers other than 2xx/429 (or errors, timeouts)" : ""}${memoryHeld ? "" : " memory moved more than 10%"}`,
    );
    if (refused) {
      // Error lines of the app's log, and anything Next.js printed outside it.
      const errors = server.output
        .split("\n")
        .filter(
          (line) => line.includes('"level":"error"') || (line.trim() && !line.startsWith("{")),
        );
      console.log(errors.slice(-10).join("\n"));
    }

    const cpus = os.cpus();
    const report = path.join("docs", "load-test.md");
    const text = `# Load test: the last run

Written by \`npm run test:load\` (scripts/load-test.ts, issue #7 item 9); each run replaces it.
The test is not part of CI: it takes over ten minutes and measures the machine as much as the code.

- Command: \`npm run test:load -- --soak-minutes ${String(soakMinutes)}\` (${String(connections)} connections, ${String(loadSeconds)} s of load)
- Date: ${started.toISOString()}
- Result: **${passed ? "passed" : "failed"}**: ${refused ? "answers other than 2xx or 429" : "only 2xx and 429 answers"}, memory ${memoryHeld ? "within" : "outside"} ±10% after the soak
- Machine: ${String(cpus.length)} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.type()} ${os.release()}, Node.js ${process.version}; the load generator (autocannon) runs on the same machine${(os.loadavg()[0] ?? 0) > cpus.length ? ", which was busy with other work too" : ""}
- Server: the production build (\`next start\`) on 127.0.0.1, ${databaseUrl ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}, demo content (\`npm run db:seed\`)

Each of the ${String(connections)} connections repeats one round of 20 requests: \`/faq\` (3), an FAQ's page
\`/faq/q/{id}/{slug}\` (3), \`/faq?q=…\` (2), GetFaqs (3) and GetQueriedFaqs (3) as a visitor, and
GetAdminFaqs (2), GetFaqSearchQueries (2) and PatchFaq (2, saving an FAQ as it is) as a signed-in
Admin with the anti-forgery token. The soak repeats the same traffic. Memory is the resident set of
the server's process group, read from /proc after ${String(SETTLE_MS / 1000)} s without traffic.

## Requests

${summaryTable(phases)}

## Answers by request and status

${statusTable(phases)}

## Memory

${memoryTable}
`;
    // Formatted as `npm run format` would, so the format check passes on the committed report.
    writeFileSync(report, await formatMarkdown(text, report));
    console.log(`wrote ${report}`);
    return passed ? 0 : 1;
  } finally {
    await server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
