/**
 * Issue 14, item 1 (client address) and item 8 (body size): `npm start` (server.mjs) as an
 * operator runs it. Trusting no proxy (the default), the per-address login limit keys on the
 * connection, so made-up X-Forwarded-For headers change nothing; trusting a proxy by address or
 * by hop count, the entry it added is the client. A bad TRUSTED_PROXIES stops the start with the
 * variable's name, a production server started without server.mjs refuses to start, and a body
 * whose Content-Length is over the limit is refused with 413 before a byte of it is sent. An idle
 * keep-alive connection outlives the idle time of the clients and proxies in front.
 */
import assert from "node:assert/strict";
import http from "node:http";
import path from "node:path";
import { after, describe, test } from "node:test";

import { ANONYMOUS_ACTIONS, BODY_DEADLINE_MS } from "@/lib/api/front-door.mjs";

import { ApiClient } from "../harness/api-client";
import { freePort } from "../harness/ports";
import { isolatedServerEnv, readResponse, ServerProcess } from "../harness/server-process";
import {
  anonymousActionCall,
  assertResetAnsweredMeanwhile,
  slowBodyRequest,
} from "./helpers/slow-body";

const engine = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
const LIMIT = 5;

const cleanups: (() => Promise<void>)[] = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

function settings(extra: Record<string, string>): Promise<NodeJS.ProcessEnv> {
  return isolatedServerEnv(
    { LOGIN_ATTEMPTS_PER_MINUTE: String(LIMIT), TRUSTED_PROXIES: "", ...extra },
    cleanups,
  );
}

async function start(extra: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await ServerProcess.start({ port: await freePort(), env: await settings(extra) });
  cleanups.push(() => server.kill("SIGKILL"));
  return server;
}

/**
 * The statuses of wrong-password logins, one per X-Forwarded-For value, from this process; each
 * for an account of its own, so that only the per-address limit can refuse them.
 */
async function logins(server: ServerProcess, forwardedFor: string[]): Promise<number[]> {
  const client = new ApiClient(server.url);
  await client.user.getXsrfToken();
  const statuses: number[] = [];
  for (const [index, header] of forwardedFor.entries()) {
    const answer = await client.post(
      "/api/user/login",
      { email: `nobody.${String(index)}@example.org`, password: "not the password" },
      { "X-Forwarded-For": header },
    );
    statuses.push(answer.status);
  }
  return statuses;
}

const madeUp = (count: number) =>
  Array.from({ length: count }, (_, index) => `198.51.100.${String(index + 1)}`);

describe(`npm start on ${engine}`, () => {
  test("trusting no proxy: 40 made-up X-Forwarded-For addresses share the connection's limit", async () => {
    const server = await start();
    const statuses = await logins(server, madeUp(40));
    assert.deepEqual(
      statuses.slice(0, LIMIT),
      Array.from({ length: LIMIT }, () => 401),
    );
    assert.ok(
      statuses.slice(LIMIT).every((status) => status === 429),
      `past the limit: ${statuses.slice(LIMIT).join(", ")}`,
    );
  });

  test("trusting 127.0.0.1: the address the proxy forwards for is the client", async () => {
    const server = await start({ TRUSTED_PROXIES: "127.0.0.1" });
    // Ten clients behind the proxy, each under its limit.
    assert.ok(
      (await logins(server, madeUp(10))).every((status) => status === 401),
      "(await logins(server, madeUp(10))).every((status) => status === 401)",
    );
    // One client behind it, past its limit.
    const one = await logins(
      server,
      Array.from({ length: LIMIT + 1 }, () => "203.0.113.9"),
    );
    assert.equal(one.at(-1), 429);
  });

  test("trusting one hop: only the entry the nearest proxy added counts, not what the client wrote", async () => {
    const server = await start({ TRUSTED_PROXIES: "1" });
    const headers = madeUp(LIMIT + 1).map((forged) => `${forged}, 203.0.113.7`);
    const statuses = await logins(server, headers);
    assert.equal(statuses.at(-1), 429, statuses.join(", "));
  });

  test("an API body declared over 256 KiB is refused with 413 before it is sent", async () => {
    const server = await start();
    const answer = await new Promise<{ status: number; type: string; body: string }>(
      (resolve, reject) => {
        const request = http.request({
          host: "127.0.0.1",
          port: server.port,
          method: "POST",
          path: "/api/Faq/PostFaq",
          headers: { "Content-Type": "application/json", "Content-Length": String(10 << 20) },
        });
        request.once("response", (response) => {
          readResponse(response).then(({ status, headers, body }) => {
            resolve({ status, type: String(headers["content-type"]), body });
            request.destroy();
          }, reject);
        });
        request.once("error", reject);
        // Headers only: no byte of the 10 MiB body is ever written.
        request.flushHeaders();
      },
    );
    assert.equal(answer.status, 413);
    assert.equal(answer.type, "application/problem+json");
    assert.equal((JSON.parse(answer.body) as { title: string }).title, "Content Too Large");
  });
});

describe("slow request bodies at npm start (issue 27)", () => {
  test(
    "clients that never finish their bodies get 408 after 10 s, logged, and hold no turn of the password reset",
    { timeout: 60_000 },
    async () => {
      const server = await start();
      // More than the turns of the anonymous account actions (4), on all three of them.
      const slow = Array.from({ length: ANONYMOUS_ACTIONS.atOnce + 2 }, (_, i) =>
        slowBodyRequest({ port: server.port, ...anonymousActionCall(i) }),
      );
      // Meanwhile someone asks for a reset code, and is answered at once.
      await assertResetAnsweredMeanwhile(new ApiClient(server.url), slow);

      for (const { status, head, body, closedAfterMs } of await Promise.all(slow)) {
        assert.equal(status, 408, head);
        assert.match(head, /content-type: application\/problem\+json/i, head);
        const problem = JSON.parse(body) as Record<string, unknown>;
        assert.equal(problem.title, "Request Timeout", body);
        assert.ok(
          closedAfterMs >= BODY_DEADLINE_MS && closedAfterMs < BODY_DEADLINE_MS + 5_000,
          `closed after ${String(closedAfterMs)} ms`,
        );
        assert.ok(
          server.output.includes(String(problem.traceId)),
          `the 408's traceId is in the log:\n${server.output.slice(-2_000)}`,
        );
      }
      const logged = server.output
        .split("\n")
        .filter((line) => line.includes("request body too slow"));
      assert.equal(logged.length, ANONYMOUS_ACTIONS.atOnce + 2, server.output.slice(-2_000));
    },
  );
});

describe("keep-alive connections of npm start", () => {
  test("an idle connection stays open past Node's 5 s, so a client or proxy that reuses it is answered", async () => {
    const server = await start();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    after(() => {
      agent.destroy();
    });
    const health = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const request = http.get(
          { host: "127.0.0.1", port: server.port, path: "/api/health", agent },
          (response) => {
            readResponse(response).then(({ status }) => {
              resolve({ status, reused: request.reusedSocket });
            }, reject);
          },
        );
        request.once("error", reject);
      });
    assert.deepEqual(await health(), { status: 200, reused: false });
    // Longer than Node's default keep-alive time, shorter than the server's (KEEP_ALIVE_MS).
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    assert.deepEqual(await health(), { status: 200, reused: true });
  });
});

describe("start-up checks", () => {
  test("a bad TRUSTED_PROXIES stops the start with the variable's name", async () => {
    const env = await settings({ TRUSTED_PROXIES: "10.0.0.0/99, not-an-address" });
    const server = await ServerProcess.start({ port: await freePort(), env }).catch(
      (error: unknown) => error,
    );
    assert.ok(server instanceof Error, "the server started");
    assert.match(server.message, /TRUSTED_PROXIES must be a hop count or a comma-separated list/);
  });

  test("a production server started with `next start` instead of server.mjs refuses to start", async () => {
    const env = await settings({ FAQ_FRONT_DOOR: "" });
    const nextBin = path.join("node_modules", "next", "dist", "bin", "next");
    const { spawnSync } = await import("node:child_process");
    const port = await freePort();
    const result = spawnSync(
      process.execPath,
      [nextBin, "start", "--port", String(port), "--hostname", "127.0.0.1"],
      { env, encoding: "utf8", timeout: 60_000 },
    );
    assert.equal(result.status, 1, result.stdout + result.stderr);
    assert.match(result.stdout + result.stderr, /Start the site with `npm start` \(server\.mjs\)/);
  });
});
