/**
 * Issue 26's figure "search against an in-memory peer": the product's public search
 * (GetQueriedFaqs on `npm start`, searches recorded as on a live site) and a plain Node HTTP
 * server answering the same path from MiniSearch over the same FAQs with the same answer fields
 * (./minisearch-server.ts), in the same run, one after the other on the same machine:
 * - latency: every question of the relevance sets asked once, 4 in flight (p50, p95);
 * - throughput: 4 connections for 10 s, the same questions over and over;
 * - the app server's CPU per search (the peer's too).
 * On a database the environment names (DATABASE_URL, else a fresh embedded one) loaded with the
 * demo FAQs and `--faqs` generated ones (scripts/bench/load.ts). Prints one JSON line.
 *
 *   node --conditions=react-server --import tsx scripts/bench/search-peer.ts --faqs=1000 [--seconds=10]
 * (scripts/bench/phases/search-peer.ts runs it on each engine at the demo's FAQs and at 1,000.)
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import autocannon from "autocannon";

import { freePort } from "../../harness/ports";
import { scriptCommand } from "../../harness/operator";
import { serverEnv } from "../../harness/server-process";
import { HELD_BACK_QUESTIONS, TUNING_QUESTIONS } from "../../harness/relevance/sets";
import { NATURAL_QUESTIONS, TIDY_SEARCHES } from "../../harness/relevance/sets";
import { percentile } from "./percentile";
import { BenchServer, groupCpuMs } from "./server";

const { values } = parseArgs({
  options: { faqs: { type: "string" }, seconds: { type: "string" } },
});
const generated = Number(values.faqs ?? 0);
const IN_FLIGHT = 4;
const SECONDS = Number(values.seconds ?? 10);

const questions = [
  ...new Set([
    ...TUNING_QUESTIONS.map(({ search }) => search),
    ...HELD_BACK_QUESTIONS.map(({ search }) => search),
    ...NATURAL_QUESTIONS.map(({ search }) => search),
    ...TIDY_SEARCHES.map(([search]) => search),
  ]),
];
const pathOf = (search: string) =>
  `/api/Faq/GetQueriedFaqs?${new URLSearchParams({ searchQuery: search }).toString()}`;

interface Figures {
  p50: number;
  p95: number;
  perSecond: number;
  cpuMsPerSearch: number;
}

/** Each question once, IN_FLIGHT at a time; then SECONDS of IN_FLIGHT connections flat out. */
async function measure(url: string, cpuMs: () => number): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  const cpuBefore = cpuMs();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < questions.length) {
        const search = questions[next++] ?? "";
        const started = performance.now();
        const response = await fetch(`${url}${pathOf(search)}`);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${search}: ${String(response.status)}`);
        latencies.push(performance.now() - started);
      }
    }),
  );
  const cpuMsPerSearch = (cpuMs() - cpuBefore) / questions.length;
  let turn = 0;
  const result = await new Promise<Parameters<Parameters<typeof autocannon>[1]>[1]>(
    (resolve, reject) => {
      autocannon(
        {
          url,
          connections: IN_FLIGHT,
          duration: SECONDS,
          requests: [
            {
              method: "GET",
              setupRequest: (request) => ({
                ...request,
                path: pathOf(questions[turn++ % questions.length] ?? ""),
              }),
            },
          ],
        },
        (error, done) => {
          if (error) reject(error);
          else resolve(done);
        },
      );
    },
  );
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: errors under load`);
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    perSecond: Math.round(result.requests.total / SECONDS),
    cpuMsPerSearch: Math.round(cpuMsPerSearch * 100) / 100,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "search-peer-"));
const databaseUrl = process.env.DATABASE_URL;
const database: { url: string; pgliteDir?: undefined } | { pgliteDir: string } = databaseUrl
  ? { url: databaseUrl }
  : { pgliteDir: path.join(dataDir, "pglite") };
try {
  await scriptCommand(
    path.join("bench", "load.ts"),
    [
      `--faqs=${String(generated)}`,
      "--queries=0",
      "--events=0",
      "--admin-email=bench-admin@example.org",
      "--admin-password=Bench-admin-password-1",
      "--students=0",
    ],
    serverEnv({
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: database.pgliteDir ?? "" }),
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(48).toString("base64url"),
    }),
  );
  const app = await BenchServer.start({
    name: "search-peer",
    database,
    dataDir,
    settings: {
      SEARCHES_RECORDED_PER_ADDRESS: "1000000",
      ...(process.env.SEARCH_ANALYTICS ? { SEARCH_ANALYTICS: process.env.SEARCH_ANALYTICS } : {}),
    },
  });
  const peerPort = await freePort();
  const peer = spawn(
    process.execPath,
    [
      "--conditions=react-server",
      "--import",
      "tsx",
      path.join("scripts", "bench", "minisearch-server.ts"),
      `--port=${String(peerPort)}`,
      `--from=${app.url}`,
    ],
    { stdio: ["ignore", "pipe", "inherit"], detached: true },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      peer.stdout.on("data", (chunk: Buffer) => {
        if (chunk.toString().startsWith("ready")) resolve();
      });
      peer.on("exit", () => {
        reject(new Error("the peer stopped"));
      });
    });
    // Warm both up (JIT, the index built), with other questions than those measured.
    for (const url of [app.url, `http://127.0.0.1:${String(peerPort)}`]) {
      for (const word of ["phonics", "delivery", "coach", "refund", "dyslexia"]) {
        await (await fetch(`${url}${pathOf(word)}`)).arrayBuffer();
      }
    }
    const product = await measure(app.url, () => app.cpuMs());
    const minisearch = await measure(`http://127.0.0.1:${String(peerPort)}`, () =>
      groupCpuMs(peer.pid ?? 0),
    );
    console.log(
      JSON.stringify({
        faqs: generated,
        database: "url" in database ? "postgres" : "pglite",
        questions: questions.length,
        product,
        minisearch,
        throughputRatio: Math.round((100 * product.perSecond) / minisearch.perSecond) / 100,
        p50Ratio: Math.round((100 * product.p50) / minisearch.p50) / 100,
        memoryMiB: Math.round(app.memory.current() / 1024),
      }),
    );
  } finally {
    if (peer.pid) process.kill(-peer.pid, "SIGTERM");
    await app.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
