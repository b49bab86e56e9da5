import assert from "node:assert/strict";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { after, describe, test } from "node:test";

import { ANONYMOUS_ACTIONS, frontDoor, parseTrustedProxies } from "@/lib/api/front-door.mjs";

import { anonymousActionCall, slowBodyRequest } from "./helpers/slow-body";
import { until } from "../harness/until";

/**
 * The turn of anonymous account actions (lib/api/front-door.mjs): a flood of ResetPassword calls
 * reaches the app a few at a time, so that sign-in keeps the server's cores (issue 14; the
 * benchmark measures a login during such a flood). The app here is a stand-in that holds each
 * request until the test lets it answer, and counts how many it holds at once.
 */

const held: ServerResponse[] = [];
let inApp = 0;
let mostInApp = 0;
const seen: string[] = [];

function app(request: IncomingMessage, response: ServerResponse): Promise<void> {
  seen.push(request.url ?? "");
  inApp += 1;
  mostInApp = Math.max(mostInApp, inApp);
  response.once("close", () => {
    inApp -= 1;
  });
  if (/login/i.test(request.url ?? "")) response.end("signed in");
  else held.push(response);
  return Promise.resolve();
}

const server = createServer(frontDoor(app, parseTrustedProxies(undefined)));
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Each endpoint by its own method: the front door answers any other 405 (issue 41). */
function send(path: string) {
  return fetch(`${base}${path}`, {
    method: /resetpassword/i.test(path) ? "PATCH" : "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  });
}

describe("the front door's turn for anonymous account actions", () => {
  test(
    "a flood reaches the app a few at a time, the overflow gets 503, and login goes straight in",
    { timeout: 30_000 },
    async () => {
      const { atOnce, waiting } = ANONYMOUS_ACTIONS;
      const flood = Array.from({ length: atOnce + waiting }, (_, i) =>
        send(i % 2 === 0 ? "/api/User/ResetPassword" : "/api/user/forgotpassword"),
      );
      await until("the first turns are held", () => held.length === atOnce);

      const overflow = await send("/api/User/ResetPassword");
      assert.equal(overflow.status, 503);
      assert.equal(overflow.headers.get("content-type"), "application/problem+json");
      assert.ok(
        Number(overflow.headers.get("retry-after")) > 0,
        'Number(overflow.headers.get("retry-after")) > 0',
      );
      assert.equal((await overflow.json()).title, "Service Unavailable");

      const login = await send("/api/user/login");
      assert.equal(await login.text(), "signed in", "sign-in does not wait for the flood");

      // Answered one by one, the waiting ones go in, never more than `atOnce` together.
      let answered = 0;
      while (answered < atOnce + waiting) {
        await until("a turn is held", () => held.length > 0);
        held.shift()?.end("done");
        answered += 1;
      }
      const answers = await Promise.all(flood);
      assert.deepEqual(new Set(answers.map((answer) => answer.status)), new Set([200]));
      assert.equal(mostInApp, atOnce + 1, "the actions at once, and the login beside them");
      assert.equal(
        seen.filter((url) => !/login/i.test(url)).length,
        atOnce + waiting,
        "the refused one never reached the app",
      );
    },
  );
});

/**
 * Issue 27 item 3: a client that declares a body and sends only part of it. The front door reads
 * each API body whole, within a deadline (short here), before the app or a turn sees it.
 */
describe("the front door reads an API body whole, within a deadline, before the turn", () => {
  const DEADLINE_MS = 400;
  const bodies: string[] = [];
  const slowServer = createServer(
    frontDoor(
      async (request, response) => {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        bodies.push(Buffer.concat(chunks).toString("utf8"));
        response.end("read");
      },
      parseTrustedProxies(undefined),
      { bodyDeadlineMs: DEADLINE_MS },
    ),
  );
  let port = 0;
  /** Requests whose headers the front door has read. */
  let arrived = 0;
  slowServer.on("request", () => {
    arrived += 1;
  });

  after(async () => {
    slowServer.closeAllConnections();
    await new Promise((resolve) => slowServer.close(resolve));
  });

  test(
    "a body that does not arrive is a 408 with problem details, and holds no turn",
    { timeout: 30_000 },
    async () => {
      await new Promise<void>((resolve) => slowServer.listen(0, "127.0.0.1", resolve));
      port = (slowServer.address() as AddressInfo).port;
      const logged: string[] = [];
      const log = console.log;
      console.log = (line: unknown) => logged.push(String(line));
      try {
        // More slow clients than the anonymous actions' turns, on all three paths.
        const slow = Array.from({ length: ANONYMOUS_ACTIONS.atOnce + 2 }, (_, i) =>
          slowBodyRequest({ port, ...anonymousActionCall(i) }),
        );
        await until("the slow clients' headers are read", () => arrived === slow.length);
        // A whole request goes in at once, its body intact.
        const started = Date.now();
        const whole = await fetch(`http://127.0.0.1:${String(port)}/api/User/ForgotPassword?x=1`, {
          method: "POST",
          body: '{"email":"ada@example.org"}',
        });
        assert.equal(await whole.text(), "read");
        assert.ok(Date.now() - started < DEADLINE_MS, "it did not wait for the slow ones");
        assert.deepEqual(bodies, ['{"email":"ada@example.org"}']);

        for (const { status, head, body, closedAfterMs } of await Promise.all(slow)) {
          assert.equal(status, 408, head);
          assert.match(head, /content-type: application\/problem\+json/i, head);
          const problem = JSON.parse(body) as Record<string, unknown>;
          assert.equal(problem.status, 408);
          assert.equal(problem.title, "Request Timeout");
          assert.equal(typeof problem.traceId, "string");
          assert.ok(closedAfterMs >= DEADLINE_MS, `closed after ${String(closedAfterMs)} ms`);
          assert.ok(
            closedAfterMs < DEADLINE_MS + 2_000,
            `closed after ${String(closedAfterMs)} ms`,
          );
        }
        assert.equal(bodies.length, 1, "no part of a slow body reached the app");
        const lines = logged.filter((line) => line.includes("request body too slow"));
        assert.equal(lines.length, ANONYMOUS_ACTIONS.atOnce + 2, logged.join("\n"));
        assert.match(lines[0] ?? "", /"status":408/);
      } finally {
        console.log = log;
      }
    },
  );
});
