/**
 * Issue 14, item 5: the page cache keeps only real pages answered 200. A production server
 * (`npm start`) on its own copy of the build is sent 1,000 invented addresses: made-up slugs of a
 * real FAQ (redirects), unknown FAQ ids and unknown pages under /faq (not found). None of them is
 * served from the cache the second time, and the build folder holds exactly as many files after
 * them as before. A real FAQ's page is cached, as before.
 */
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { after, test } from "node:test";

import { copyBuild } from "../scripts/bench/build";
import { fetchPage } from "../harness/page-fetch";
import { freePort } from "../harness/ports";
import { isolatedServerEnv, ServerProcess } from "../harness/server-process";
import { operatorCommand } from "../harness/operator";
import { pathTo, faqPageStart, ROUTES } from "@/lib/routes";

const engine = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

const cleanups: (() => Promise<void>)[] = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

function countFiles(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  ).length;
}

test(`1,000 invented addresses leave nothing in the page cache (${engine})`, async () => {
  const distDir = `.next-page-cache-${String(process.pid)}`;
  const removeBuild = copyBuild(distDir);
  cleanups.push(() => {
    removeBuild();
    return Promise.resolve();
  });
  const env = await isolatedServerEnv({ NEXT_DIST_DIR: distDir }, cleanups);
  await operatorCommand("db-seed.ts", [], env);
  const server = await ServerProcess.start({ port: await freePort(), env });
  cleanups.push(() => server.kill("SIGKILL"));

  // A real FAQ's page: rendered once, then served from the cache.
  const real = await fetch(`${server.url}${pathTo(ROUTES.faqPage, { id: 1, slug: "x" })}`, {
    redirect: "manual",
  });
  // Next.js sends a page's redirect with its Location header twice (the same address): the first.
  const canonical = (real.headers.get("location") ?? "").split(",")[0]!.trim();
  assert.equal(real.status, 308);
  assert.ok(canonical.startsWith(faqPageStart(1)), canonical);
  const first = await fetchPage(server.url, canonical);
  const second = await fetchPage(server.url, canonical);
  assert.equal(
    second.cache,
    "HIT",
    `a real page is cached: ${canonical} ${JSON.stringify([first, second])}`,
  );

  const filesBefore = countFiles(distDir);
  const invented: string[] = [];
  for (let i = 0; i < 1_000; i += 1) {
    const kind = i % 4;
    if (kind === 0)
      invented.push(pathTo(ROUTES.faqPage, { id: 1, slug: `made-up-slug-${String(i)}` }));
    else if (kind === 1)
      invented.push(pathTo(ROUTES.faqPage, { id: 900_000 + i, slug: "no-such-faq" }));
    else if (kind === 2) invented.push(`/faq/no-such-page-${String(i)}`);
    else invented.push(pathTo(ROUTES.faqPage, { id: `not-a-number-${String(i)}`, slug: "x" }));
  }
  for (const address of invented) {
    const answer = await fetchPage(server.url, address);
    assert.ok([308, 404].includes(answer.status), `${address}: ${String(answer.status)}`);
  }
  // Asked again, none is served from the cache ...
  for (const address of invented.slice(0, 8)) {
    assert.notEqual((await fetchPage(server.url, address)).cache, "HIT", address);
  }
  // ... and none left a file behind.
  assert.equal(countFiles(distDir), filesBefore);
});
