import assert from "node:assert/strict";
import { test } from "node:test";

import { checkLog, codesInMail } from "../scripts/test/e2e-log-check";
import { parseSecrets, type Secret } from "../harness/secrets";

/**
 * The check that runs on the e2e server's log after the Playwright suite (scripts/test/test.sh,
 * scripts/test/check-e2e-log.ts): it finds a secret the suite used however a log line writes it, and
 * the shapes of the app's own secrets, without taking a UUID or a longer number for a code.
 */

const SECRETS: Secret[] = [
  { kind: "password", value: "first password 1732" },
  { kind: "code", value: "482913" },
  { kind: "token", value: "kJ8xQ2mN4pR6sT0vW3yZ5aC7eG9iK1mO3qS5uW7yA0c" },
  { kind: "cookie", value: "c00kieValue-abcdef" },
  { kind: "code", value: "12" },
];

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ time: "2026-01-01T00:00:00.000Z", level: "info", ...fields });

const CLEAN = [
  "▲ Next.js 16",
  line({
    message: "request",
    method: "POST",
    path: "/api/User/Login",
    status: 200,
    durationMs: 12,
    traceId: "5db40714-bf6b-4d80-944b-2a4829131234",
  }),
  line({ message: "request refused", status: 400, fields: ["Password"], durationMs: 1482913 }),
  line({ message: "shut down: database closed", signal: "SIGTERM" }),
].join("\n");

test("a clean log passes, counting its lines, access lines and the secrets looked for", () => {
  const result = checkLog(`${CLEAN}\n`, SECRETS);
  assert.deepEqual(result.leaks, []);
  assert.equal(result.lines, 4);
  assert.equal(result.accessLines, 1);
  assert.equal(result.shutDown, true);
  assert.deepEqual(result.secrets, { password: 1, code: 1, token: 1, cookie: 1 });
});

test("a secret the suite used is found as it is, as JSON, in a URL or in a form body", () => {
  const leaked = [
    line({ message: "login", body: { password: "first password 1732" } }),
    line({ message: "query", path: "/x?p=first%20password%201732" }),
    "body: password=first+password+1732&email=a",
    line({ message: "verify", detail: "code 482913 accepted" }),
    `cookie: xsrf=c00kieValue-abcdef`,
    line({ message: "token", token: "kJ8xQ2mN4pR6sT0vW3yZ5aC7eG9iK1mO3qS5uW7yA0c" }),
    line({ message: "quoted", text: 'she said "first password 1732"' }),
  ];
  const result = checkLog([CLEAN, ...leaked].join("\n"), SECRETS);
  assert.deepEqual(result.leaks, [
    "line 5: a password the suite used",
    "line 6: a password the suite used",
    "line 7: a password the suite used",
    "line 8: a code the suite used",
    "line 9: a cookie the suite used",
    "line 10: a token the suite used",
    "line 11: a password the suite used",
  ]);
  assert.ok(!result.leaks.join("\n").includes("first password"), "the report never repeats one");
});

test("the app's own secrets are found by their shape, whatever their value", () => {
  const jwe =
    "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIiwia2lkIjoiYWJjIn0..aGVsbG8gd29ybGQ.Y2lwaGVydGV4dA.dGFnIHRhZyB0YWc";
  const xsrf = `${"a".repeat(43)}.${"B".repeat(43)}`;
  const result = checkLog(
    [
      line({ message: "cookie", value: `authjs.session-token=${jwe}` }),
      line({ message: "cookie", value: xsrf }),
      line({ message: "hash", value: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA" }),
    ].join("\n"),
    [],
  );
  assert.deepEqual(result.leaks, [
    "line 1: a session token (JWT or JWE)",
    "line 2: an anti-forgery cookie (secret.signature)",
    "line 3: a password hash",
  ]);
  assert.equal(result.shutDown, false);
  assert.equal(result.accessLines, 0);
});

test("the secrets file and the codes of a captured mail are read", () => {
  assert.deepEqual(parseSecrets("password\ta b c\ncode\t123456\nbogus\tx\n\n"), [
    { kind: "password", value: "a b c" },
    { kind: "code", value: "123456" },
  ]);
  const mail = [
    "Subject: Your code",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: quoted-printable",
    "",
    "Your verification code is:",
    "",
    "  654321",
    "",
    "It expires in 15 minutes. Sent at 2026-01-01 10:00, ref 7654321=",
    "0.",
  ].join("\r\n");
  assert.deepEqual(codesInMail(mail), ["654321"]);
});
