import { db, engine, rows } from "./helpers/database";

import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";

import { sql } from "drizzle-orm";

import { startApp } from "../harness/app";
import { PostgresCluster } from "../harness/postgres-cluster";
import { freePort } from "../harness/ports";
import { operatorCommand } from "../harness/operator";
import { ServerProcess, serverEnv } from "../harness/server-process";

/**
 * Issue 7, Operations: GET /api/health for load balancers (app/api/health, lib/server/health.ts). 200
 * when the process is up, the database answers and every migration is applied; otherwise a 503
 * ProblemDetails whose `checks` name the failed check. No session, any letter case, never
 * cached. The unmigrated cases hide the migrations table of this file's database; the stopped
 * database is a PostgreSQL server of the test's own (PostgreSQL pass only).
 */

const app = await startApp();

interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

async function health(pathname = "/api/health", init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${app.url}${pathname}`, { redirect: "manual", ...init });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : "" };
}

const HEALTHY = { status: "ok", process: "ok", database: "ok", migrations: "current" };

function assertUnavailable(answer: Answer, checks: Record<string, string>, detail: RegExp): void {
  assert.equal(answer.status, 503, JSON.stringify(answer.body));
  assert.equal(answer.headers.get("content-type"), "application/problem+json");
  assert.match(answer.headers.get("cache-control") ?? "", /no-store/);
  assert.equal(answer.body.title, "Service Unavailable");
  assert.equal(answer.body.status, 503);
  assert.match(answer.body.traceId, /^[0-9a-f-]{36}$/);
  assert.match(answer.body.detail, detail);
  assert.deepEqual(answer.body.checks, checks);
}

describe(`GET /api/health on ${engine}`, () => {
  test("200 with every check ok on a migrated database, with no session, never cached", async () => {
    const answer = await health();
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body, HEALTHY);
    assert.match(answer.headers.get("content-type") ?? "", /^application\/json/);
    assert.match(answer.headers.get("cache-control") ?? "", /no-store/);
    assert.deepEqual(answer.headers.getSetCookie(), [], "a probe gets no cookie");
  });

  test("any letter case of the path, and HEAD, answer the same", async () => {
    for (const pathname of ["/API/HEALTH", "/Api/Health", "/api/HEALTH", "/aPi/hEaLtH"]) {
      const answer = await health(pathname);
      assert.equal(answer.status, 200, pathname);
      assert.deepEqual(answer.body, HEALTHY, pathname);
      assert.match(answer.headers.get("cache-control") ?? "", /no-store/, pathname);
    }
    const head = await health("/API/Health", { method: "HEAD" });
    assert.equal(head.status, 200);
    assert.equal(head.body, "");
  });

  test("other methods are a 405 naming GET and HEAD", async () => {
    const answer = await health("/api/health", { method: "POST" });
    assert.equal(answer.status, 405);
    assert.equal(answer.headers.get("allow"), "GET, HEAD");
  });

  test("503 naming migrations: pending when the newest migration is not applied", async () => {
    const [newest] = await rows<{ id: number; hash: string; created_at: string }>(
      sql`SELECT id, hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations
          ORDER BY created_at DESC LIMIT 1`,
    );
    assert.ok(newest, "the database was migrated");
    await db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${newest.id}`);
    try {
      assertUnavailable(
        await health(),
        { process: "ok", database: "ok", migrations: "pending" },
        /npm run db:migrate/,
      );
    } finally {
      await db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at)
            VALUES (${newest.id}, ${newest.hash}, ${newest.created_at}::bigint)`,
      );
    }
    assert.deepEqual((await health()).body, HEALTHY, "healthy again once it is applied");
  });

  test("503 naming migrations: pending on a database that was never migrated", async () => {
    await db.execute(sql`ALTER SCHEMA drizzle RENAME TO drizzle_hidden_by_health_test`);
    try {
      assertUnavailable(
        await health("/API/HEALTH"),
        { process: "ok", database: "ok", migrations: "pending" },
        /Migrations are pending/,
      );
    } finally {
      await db.execute(sql`ALTER SCHEMA drizzle_hidden_by_health_test RENAME TO drizzle`);
    }
    assert.deepEqual((await health()).body, HEALTHY);
  });

  test("503 naming process: stopping once a signal has asked the server to stop", async () => {
    // The state lib/server/shutdown.ts keeps for the process (a SIGTERM sets its signal).
    const registry = globalThis as typeof globalThis &
      Record<symbol, { installed: boolean; signal: string | undefined } | undefined>;
    const shutdown = (registry[Symbol.for("faq-corner.shutdown")] ??= {
      installed: false,
      signal: undefined,
    });
    shutdown.signal = "SIGTERM";
    try {
      assertUnavailable(
        await health(),
        { process: "stopping", database: "ok", migrations: "current" },
        /shutting down/,
      );
    } finally {
      shutdown.signal = undefined;
    }
    assert.deepEqual((await health()).body, HEALTHY);
  });
});

if (engine === "postgres") {
  describe("GET /api/health when PostgreSQL stops", () => {
    const cleanups: (() => Promise<void>)[] = [];
    after(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    });

    test("503 naming the database while it is down, and on the API; 200 again once it is back", async () => {
      const cluster = await PostgresCluster.create({ port: await freePort() });
      cleanups.push(() => cluster.destroy());
      await cluster.asSuperuser((admin) => admin.unsafe("CREATE DATABASE faq OWNER faq"));
      const dataDir = mkdtempSync(path.join(tmpdir(), "faq-health-"));
      cleanups.push(() => {
        rmSync(dataDir, { recursive: true, force: true });
        return Promise.resolve();
      });
      const env = serverEnv({
        DATABASE_URL: cluster.url("faq"),
        AUTH_SECRET: randomBytes(48).toString("base64url"),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
      });
      await operatorCommand("db-migrate.ts", [], env);
      const server = await ServerProcess.start({ port: await freePort(), env });
      cleanups.push(() => server.kill("SIGTERM", 10_000));
      const probe = async () => {
        const response = await fetch(`${server.url}/api/health`);
        return { status: response.status, headers: response.headers, body: await response.json() };
      };

      assert.deepEqual((await probe()).body, HEALTHY);

      await cluster.stop("fast");
      const down = await probe();
      assert.equal(down.status, 503, JSON.stringify(down.body));
      assert.equal(down.headers.get("content-type"), "application/problem+json");
      assert.ok(
        ["unreachable", "timeout"].includes(down.body.checks.database),
        JSON.stringify(down.body),
      );
      assert.equal(down.body.checks.migrations, "unknown");
      assert.equal(down.body.checks.process, "ok");
      assert.match(down.body.detail, /database did not answer/);
      assert.ok(server.running, "the app server outlives its database");

      // The API says the same: a 503 worth retrying, not a 500.
      const search = await fetch(`${server.url}/api/Faq/GetQueriedFaqs?searchQuery=reading`);
      const problem = (await search.json()) as Record<string, unknown>;
      assert.equal(search.status, 503, JSON.stringify(problem));
      assert.equal(search.headers.get("content-type"), "application/problem+json");
      assert.equal(search.headers.get("retry-after"), "5");
      assert.equal(problem.title, "Service Unavailable");
      assert.match(String(problem.detail), /try again/);

      await cluster.start();
      // postgres.js opens a new connection at the next query, so the first probe finds it back.
      assert.deepEqual((await probe()).body, HEALTHY);
    });
  });
}
