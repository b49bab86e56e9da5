import { engine } from "./helpers/database";

import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, test } from "node:test";
import { promisify } from "node:util";

import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";

/**
 * `npm run user:create` as an operator runs it: a child process on a database of its own
 * (a PGlite folder, or this file's PostgreSQL database), checked afterwards from outside.
 */
const run = promisify(execFile);
const pgliteDir = mkdtempSync(path.join(tmpdir(), "faq-user-create-"));
const childEnv = {
  ...process.env,
  ...(engine === "pglite" ? { PGLITE_DIR: path.join(pgliteDir, "db") } : {}),
};

async function userCreate(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--conditions=react-server", "scripts/ops/ops.mjs", "user-create", ...args],
      { env: childEnv },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function storedUsers(): Promise<{ email: string; role: string; is_verified: boolean }[]> {
  if (engine === "pglite") {
    const client = new PGlite(path.join(pgliteDir, "db"));
    try {
      const result = await client.query<{ email: string; role: string; is_verified: boolean }>(
        "SELECT email, role, is_verified FROM users ORDER BY id",
      );
      return result.rows;
    } finally {
      await client.close();
    }
  }
  const client = postgres(process.env.DATABASE_URL ?? "", { max: 1 });
  try {
    const result = await client<{ email: string; role: string; is_verified: boolean }[]>`
      SELECT email, role, is_verified FROM users ORDER BY id`;
    return Array.from(result, (row) => ({ ...row }));
  } finally {
    await client.end();
  }
}

const valid = [
  "--email",
  "Head.Coach@Example.org",
  "--password",
  "reading is fun",
  "--role",
  "Admin",
  "--first-name",
  "Hana",
  "--last-name",
  "Head",
];

function withArg(name: string, value: string): string[] {
  const args = [...valid];
  args[args.indexOf(name) + 1] = value;
  return args;
}

describe(`npm run user:create on ${engine}`, () => {
  test("creates a verified account with the given role", async () => {
    const result = await userCreate(...valid, "--verified");
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /created Admin Hana Head <head\.coach@example\.org>/);
    assert.deepEqual(await storedUsers(), [
      { email: "head.coach@example.org", role: "Admin", is_verified: true },
    ]);
  });

  const refusals: [string, string[], RegExp][] = [
    [
      "a bad e-mail",
      withArg("--email", "not-an-address"),
      /^user:create: Email: Enter a valid e-mail address/,
    ],
    [
      "a 3-character password",
      withArg("--password", "abc"),
      /^user:create: Password: Use at least 8 characters/,
    ],
    [
      "a taken e-mail",
      withArg("--email", "HEAD.COACH@example.org"),
      /^user:create: Email: an account with head\.coach@example\.org already exists\.$/,
    ],
    [
      "an unknown role",
      withArg("--role", "Owner"),
      /^user:create: Role: Choose one of Guest, Student, Coach or Admin\.$/,
    ],
    ["a missing name", valid.slice(0, 8), /^user:create: LastName: Enter your last name\.$/],
  ];
  for (const [what, args, reason] of refusals) {
    test(`${what} exits non-zero with a one-line reason and changes nothing`, async () => {
      const before = await storedUsers();
      const result = await userCreate(...args);
      assert.notEqual(result.code, 0);
      const lines = result.stderr.trim().split("\n");
      assert.equal(lines.length, 1, result.stderr);
      assert.match(lines[0] ?? "", reason);
      assert.deepEqual(await storedUsers(), before);
    });
  }
});
