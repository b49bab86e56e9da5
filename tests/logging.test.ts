import { engine } from "./helpers/database";
import { mailbox } from "./helpers/smtp";

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { log, redact, withLogFields } from "@/lib/server/log";

import { ApiClient } from "../harness/api-client";
import { startApp } from "../harness/app";
import { makeUser } from "./helpers/accounts";

/**
 * Issue 7, Operations: logs are JSON lines (lib/server/log.ts) carrying the traceId of the API request
 * being served, the one its ProblemDetails answer shows, and never a password, code, token or
 * cookie: `redact` masks secret-named fields and secrets inside text. The e2e suite checks the
 * same on a whole run's log (scripts/test/check-e2e-log.ts).
 */

const app = await startApp();

/** Every line written through console while `work` runs, and LOG_LEVEL=info meanwhile. */
const captured: string[] = [];
let capturing = 0;
const original = { log: console.log, error: console.error };
function startCapture(): void {
  capturing += 1;
  if (capturing > 1) return;
  process.env.LOG_LEVEL = "info";
  console.log = (...args: unknown[]) => captured.push(args.map(String).join(" "));
  console.error = (...args: unknown[]) => captured.push(args.map(String).join(" "));
}
function stopCapture(): void {
  capturing -= 1;
  if (capturing > 0) return;
  console.log = original.log;
  console.error = original.error;
  process.env.LOG_LEVEL = savedLevel;
}
const savedLevel = process.env.LOG_LEVEL;

/** The captured lines that are JSON, parsed. */
function jsonLines(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  for (const line of captured) {
    try {
      const parsed: unknown = JSON.parse(line);
      if (parsed && typeof parsed === "object") lines.push(parsed as Record<string, unknown>);
    } catch {
      // Not a JSON line.
    }
  }
  return lines;
}

/**
 * The lines with these messages captured since `from`, parsed: the app in this process may
 * write lines of its own meanwhile (its start-up, when a request first reaches it).
 */
function linesSince(from: number, messages: string[]): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  for (const line of captured.slice(from)) {
    try {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      if (messages.includes(String(parsed.message))) lines.push(parsed);
    } catch {
      // Not a JSON line.
    }
  }
  return lines;
}

describe("redact", () => {
  test("masks the values of secret-named keys, whatever their case or nesting", () => {
    const masked = redact({
      email: "learner@example.org",
      password: "hunter2 hunter2",
      newPassword: "n",
      confirm_password: "c",
      passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$abc$def",
      code: "123456",
      verificationCode: "234567",
      oneTimeCode: "345678",
      codes: ["456789"],
      token: "t",
      xsrfToken: "x",
      "X-XSRF-TOKEN": "x",
      crossSiteRequestForgeryToken: "x",
      cookie: "authjs.session-token=abc",
      Authorization: "Bearer abc",
      authSecret: "s",
      nested: { deeper: [{ Password: "p", status: 200 }] },
      statusCode: 404,
      errorCode: "42P01",
      traceId: "6f1c0c53-8b4e-4d0e-9d55-3b8f1f2f4a11",
    });
    assert.deepEqual(masked, {
      email: "learner@example.org",
      password: "[redacted]",
      newPassword: "[redacted]",
      confirm_password: "[redacted]",
      passwordHash: "[redacted]",
      code: "[redacted]",
      verificationCode: "[redacted]",
      oneTimeCode: "[redacted]",
      codes: "[redacted]",
      token: "[redacted]",
      xsrfToken: "[redacted]",
      "X-XSRF-TOKEN": "[redacted]",
      crossSiteRequestForgeryToken: "[redacted]",
      cookie: "[redacted]",
      Authorization: "[redacted]",
      authSecret: "[redacted]",
      nested: { deeper: [{ Password: "[redacted]", status: 200 }] },
      statusCode: 404,
      errorCode: "42P01",
      traceId: "6f1c0c53-8b4e-4d0e-9d55-3b8f1f2f4a11",
    });
  });

  test("masks secrets inside text: query parameters, JWTs, cookies, quoted JSON, hashes", () => {
    const cases: [string, string, string][] = [
      [
        "Failed query: select * from one_time_codes where code_hash = $1\nparams: 9f86d08,123456",
        "params: [redacted]",
        "123456",
      ],
      [
        "token eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2In0..abc.def-ghi_jkl.mno was refused",
        "[redacted]",
        "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2In0",
      ],
      ["Cookie: authjs.session-token=abc123def; xsrf=s3cr3t.sig", "[redacted]", "abc123def"],
      ["Cookie: authjs.session-token=abc123def; xsrf=s3cr3t.sig", "[redacted]", "s3cr3t.sig"],
      ['body {"email":"a@b.org","password":"hunter2 hunter2"}', "[redacted]", "hunter2"],
      ["body password=hunter2&email=a", "[redacted]", "hunter2"],
      ["verify with code: 654321", "[redacted]", "654321"],
      ["Authorization: Bearer abc.def.ghi", "[redacted]", "abc.def.ghi"],
      ["hash $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA stored", "[redacted]", "c2FsdA"],
    ];
    for (const [text, kept, gone] of cases) {
      const masked = redact(text) as string;
      assert.ok(masked.includes(kept), `${text} → ${masked}`);
      assert.ok(!masked.includes(gone), `${text} → ${masked}`);
    }
    assert.equal(redact("GET /api/health 200"), "GET /api/health 200", "plain text is kept");
  });

  test("an Error becomes its name and message, masked; depth is bounded", () => {
    assert.equal(
      redact(new Error("login failed for password=hunter2")),
      "Error: login failed for password=[redacted]",
    );
    let deep: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 20; i++) deep = { deep };
    assert.match(JSON.stringify(redact(deep)), /\[nested\]/);
  });
});

describe("log", () => {
  before(startCapture);
  after(stopCapture);

  test("one JSON line with time, level and message; fields cannot replace them; never throws", () => {
    const from = captured.length;
    log("info", "a message", {
      level: "error",
      message: "replaced?",
      password: "hunter2",
      big: 10n,
    });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    log("warn", "a warning", { circular });
    const lines = linesSince(from, ["a message", "replaced?", "a warning"]);
    assert.equal(lines.length, 2);
    const [first, second] = lines;
    assert.ok(first && second, "first and second are there");
    assert.equal(first.level, "info");
    assert.equal(first.message, "a message");
    assert.equal(first.password, "[redacted]");
    assert.equal(first.big, "10");
    assert.match(String(first.time), /^\d{4}-\d\d-\d\dT/);
    assert.equal(second.level, "warn");
    assert.match(JSON.stringify(second.circular), /\[nested\]/);
  });

  test("LOG_LEVEL=warn leaves out info lines", () => {
    const from = captured.length;
    process.env.LOG_LEVEL = "warn";
    try {
      log("info", "left out");
      log("error", "kept");
    } finally {
      process.env.LOG_LEVEL = "info";
    }
    assert.deepEqual(
      linesSince(from, ["left out", "kept"]).map((line) => line.message),
      ["kept"],
    );
  });

  test("withLogFields adds the request's fields to every line written under it, across awaits", async () => {
    const from = captured.length;
    await withLogFields({ traceId: "trace-1" }, async () => {
      // A timer on purpose: the fields must outlive a real turn of the event loop, not a microtask.
      await new Promise((resolve) => setTimeout(resolve, 1));
      log("info", "inside");
      await withLogFields({ step: "nested" }, async () => {
        await Promise.resolve();
        log("info", "nested");
      });
    });
    log("info", "outside");
    const lines = linesSince(from, ["inside", "nested", "outside"]);
    assert.deepEqual(
      lines.map(({ message, traceId, step }) => ({ message, traceId, step })),
      [
        { message: "inside", traceId: "trace-1", step: undefined },
        { message: "nested", traceId: "trace-1", step: "nested" },
        { message: "outside", traceId: undefined, step: undefined },
      ],
    );
  });
});

describe(`API log lines on ${engine}`, () => {
  const password = "log test password 7f3a";
  const email = "log.test@example.org";

  before(async () => {
    await makeUser({ email, password, role: "Coach" });
    startCapture();
  });
  after(stopCapture);

  test("a refused request's log lines carry the traceId of its ProblemDetails", async () => {
    const client = new ApiClient(app.url);
    const from = captured.length;
    const refused = await client.faq.getFaqs("limit=not-a-number");
    assert.equal(refused.status, 400, JSON.stringify(refused.body));
    const traceId = String(refused.body.traceId);
    assert.match(traceId, /^[0-9a-f-]{36}$/);

    const lines = jsonLines().filter((line) => line.traceId === traceId);
    const messages = lines.map((line) => line.message);
    assert.ok(messages.includes("request refused"), JSON.stringify(captured.slice(from)));
    const access = lines.find((line) => line.message === "request");
    assert.ok(access, "the access line");
    assert.equal(access.status, 400);
    assert.equal(access.method, "GET");
    assert.equal(access.path, "/api/Faq/GetFaqs");
    assert.equal(typeof access.durationMs, "number");
    assert.ok(!JSON.stringify(access).includes("not-a-number"), "no query string in the log");
  });

  test("sign-in, a wrong password, a password change and its mailed code leave no secret in the log", async () => {
    const client = new ApiClient(app.url);
    const from = captured.length;
    const wrong = "wrong password 9c1d";
    assert.equal((await client.login(email, wrong)).status, 401);
    const signedIn = await client.login(email, password);
    assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
    const token = String(signedIn.body.crossSiteRequestForgeryToken);
    const cookies = [...client.cookies.values()];
    assert.ok(cookies.length >= 2, "a session and an anti-forgery cookie");

    const newPassword = "changed log password 2b8e";
    const change = await client.user.changePassword({
      oldPassword: password,
      newPassword,
      confirmNewPassword: newPassword,
    });
    assert.equal(change.status, 200, JSON.stringify(change.body));
    const code = await mailbox.nextCode({ to: email });
    const verified = await client.user.verifyPassword({ token: code });
    assert.equal(verified.status, 200, JSON.stringify(verified.body));

    const written = captured.slice(from);
    assert.ok(written.length >= 5, "the requests were logged");
    const secrets = [password, wrong, newPassword, token, code, ...cookies];
    for (const secret of secrets) {
      assert.ok(secret.length >= 6, "secret.length >= 6");
      const leak = written.find((line) => line.includes(secret));
      assert.equal(leak, undefined, `a secret in the log: ${String(leak)}`);
    }
  });
});
