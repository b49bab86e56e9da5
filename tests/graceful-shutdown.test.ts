/**
 * Issue 7, Operations: SIGTERM finishes the requests in flight and closes the database cleanly
 * (lib/server/shutdown.ts). A real production server (`npm start` in a process group of its own, as
 * harness/server-process.ts starts it) is in the middle of an FAQ edit, its body not yet sent,
 * when the whole group gets SIGTERM. The server stops taking new connections, answers the edit
 * with 200, logs "database closed" and exits with 0; started again on the same database, it
 * serves the edit. On embedded PGlite the restart also proves the folder was closed (and its lock
 * released); on PostgreSQL the database is a copy of the suite's migrated template.
 *
 * The edit is held in flight with `Expect: 100-continue`: the server's "100 Continue" shows it
 * has the request, and the body follows only after the signal, so the order is certain.
 */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { test } from "node:test";

import { ApiClient } from "../harness/api-client";
import { cleanups, temporaryFolder } from "./helpers/cleanups";
import { createAdmin } from "../harness/operator";
import { scratchDatabase } from "../harness/scratch-database";
import { freePort } from "../harness/ports";
import { readResponse, ServerProcess, serverEnv } from "../harness/server-process";
import { signIn } from "../harness/sign-in";
import { until } from "../harness/until";

const engine = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
const ADMIN = { email: "shutdown.admin@example.org", password: "finish what you started" };

/** A database of this file's own: a PGlite folder, or a copy of the suite's template. */
async function prepareDatabase(): Promise<Record<string, string>> {
  if (engine === "pglite") return {};
  const database = await scratchDatabase({ migrated: true });
  cleanups.push(database.drop);
  return { DATABASE_URL: database.url };
}

/** Sends a request whose body waits until `beforeBody` has run; resolves with the answer. */
function heldRequest(
  server: ServerProcess,
  options: { method: string; path: string; headers: Record<string, string>; body: string },
  beforeBody: () => Promise<void>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: "127.0.0.1",
      port: server.port,
      method: options.method,
      path: options.path,
      headers: {
        ...options.headers,
        "Content-Type": "application/json",
        "Content-Length": String(Buffer.byteLength(options.body)),
        Expect: "100-continue",
        Connection: "close",
      },
    });
    request.once("continue", () => {
      beforeBody().then(
        () => request.end(options.body),
        (error: unknown) => {
          request.destroy();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
    request.once("response", (response) => {
      readResponse(response).then(resolve, reject);
    });
    request.once("error", reject);
  });
}

test(`SIGTERM on ${engine}: the edit in flight is answered and kept, the database closes, exit 0`, async () => {
  const dataDir = temporaryFolder("faq-shutdown-");
  const env = serverEnv({
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(48).toString("base64url"),
    LOG_LEVEL: "info",
    ...(await prepareDatabase()),
  });
  await createAdmin(env, { ...ADMIN, firstName: "Shut", lastName: "Down" });
  const port = await freePort();
  const server = await ServerProcess.start({ port, env });
  cleanups.push(() => server.kill("SIGKILL"));

  const admin = await signIn(server.url, ADMIN, { client: new ApiClient(server.url) });
  const created = await admin.faq.postFaq({
    question: "<p>How long does a reading session last?</p>",
    answer: "<p>About half an hour.</p>",
    tags: "sessions",
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id = Number(created.body.id);
  const edited = "<p>How long does a reading session last, once edited?</p>";

  let refusedAfterSignal: unknown;
  const answer = await heldRequest(
    server,
    {
      method: "PATCH",
      path: "/api/Faq/PatchFaq",
      headers: {
        Cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        "X-XSRF-TOKEN": String(admin.xsrfToken),
      },
      body: JSON.stringify({ id, question: edited, answer: "<p>Forty minutes.</p>", tags: "x" }),
    },
    async () => {
      process.kill(-server.pid, "SIGTERM");
      await until("the server hears the signal", () => server.output.includes("shutting down"));
      // Next stopped listening before our handler logged: a new connection is refused.
      refusedAfterSignal = await fetch(`${server.url}/api/health`).then(
        (response) => `answered ${String(response.status)}`,
        (error: unknown) => error,
      );
    },
  );

  assert.equal(answer.status, 200, answer.body);
  assert.equal((JSON.parse(answer.body) as { question: string }).question, edited);
  assert.ok(refusedAfterSignal instanceof Error, `a new request was ${String(refusedAfterSignal)}`);

  const exited = await server.exited;
  assert.deepEqual(exited, { code: 0, signal: null }, server.output.slice(-2_000));
  const lines = server.output.split("\n").filter((line) => line.startsWith("{"));
  const closed = lines.find((line) => line.includes('"shut down: database closed"'));
  assert.ok(closed, server.output.slice(-2_000));
  assert.equal((JSON.parse(closed) as { signal: string }).signal, "SIGTERM");
  const access = lines.find(
    (line) => line.includes('"path":"/api/Faq/PatchFaq"') && line.includes('"status":200'),
  );
  assert.ok(access, "the edit's access line was written before the exit");
  if (engine === "pglite") {
    assert.equal(
      existsSync(path.join(dataDir, "pglite.lock")),
      false,
      "the folder lock is released",
    );
  }

  // Started again on the same database: the edit is there.
  const again = await ServerProcess.start({ port, env });
  cleanups.push(() => again.kill("SIGKILL"));
  const reader = await signIn(again.url, ADMIN, { client: new ApiClient(again.url) });
  const faq = await reader.faq.getFaq(`id=${String(id)}`);
  assert.equal(faq.status, 200, JSON.stringify(faq.body));
  assert.equal(faq.body.question, edited);

  // An idle server stops the same way.
  await again.kill("SIGTERM");
  assert.deepEqual(await again.exited, { code: 0, signal: null }, again.output.slice(-2_000));
  assert.match(again.output, /"shut down: database closed"/);
});
