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
import { parseArgs } from "node:util";

import { freePort } from "../../harness/ports";
import { operatorCommand } from "../../harness/operator";
import { ServerProcess, serverEnv } from "../../harness/server-process";
import { formatMarkdown } from "../bench/report/document";
import { runPhase } from "./load-test/cannon";
import { type Faq, mix, signedInSession } from "./load-test/mix";
import { isAllowed, mib, statusTable, summaryTable } from "./load-test/tables";

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
      // `--name=value`: a generated password may start with "-" (see scripts/bench/bench.ts).
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
    const session = await signedInSession(server.url, ADMIN);
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
    const load = await runPhase("load", server.url, connections, planned, loadSeconds);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const afterWarmUp = server.residentMemoryKiB();
    console.log(`memory after the warm-up: ${mib(afterWarmUp)}`);

    const samples: number[] = [];
    console.log(`soak: ${String(soakMinutes)} min`);
    const soak = await runPhase("soak", server.url, connections, planned, soakMinutes * 60, () => {
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

Written by \`npm run test:load\` (scripts/test/load-test.ts, issue #7 item 9); each run replaces it.
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
