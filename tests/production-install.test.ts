/**
 * A production install runs the operator commands (docs/decisions/0029): on a fresh clone of this
 * checkout's HEAD, `npm ci --omit=dev` (so no tsx, nor any other devDependency), `npm run build`,
 * then `npm run db:migrate`, `db:seed`, `user:create`, `db:backup` and `db:restore` on an
 * embedded database in a folder of the test's own. Each must exit 0 and do its work, checked
 * from outside afterwards: the seeded FAQs and the Admin are there, and the account created after
 * the backup is gone once the backup is restored.
 *
 * It installs from the npm registry (or npm's cache) and builds the whole site: several minutes.
 * scripts/test/test.sh runs it once, in a step of its own. Only committed work is in the clone.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { test, type TestContext } from "node:test";
import { promisify } from "node:util";

import { PGlite } from "@electric-sql/pglite";

import { pgliteExtensions } from "@/db/pglite-extensions";

import { temporaryFolder } from "./helpers/cleanups";

const run = promisify(execFile);
const ADMIN = { email: "first.admin@example.org", password: "a long walk by the river" };
const LATE = { email: "late.coach@example.org", password: "made after the backup copy" };

/** This process's environment without the suite's settings, npm's or a database's: production. */
function installEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(TEST_|npm_|NEXT_)/i.test(name)) continue;
    if (["DATABASE_URL", "PGLITE_DIR", "NODE_ENV", "NODE_OPTIONS", "AUTH_SECRET"].includes(name)) {
      continue;
    }
    env[name] = value;
  }
  return {
    ...env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NEXT_TELEMETRY_DISABLED: "1",
  };
}

test("after npm ci --omit=dev and npm run build, the five operator commands work", async (t) => {
  const folder = temporaryFolder("faq-production-install-");
  const app = path.join(folder, "app");
  const dataDir = path.join(folder, "data");
  const env = installEnv(dataDir);

  /** Runs `command` in the clone; says how long it took; fails with the end of its output. */
  async function sh(context: TestContext, command: string, args: string[], cwd = app) {
    const started = Date.now();
    try {
      const { stdout } = await run(command, args, {
        cwd,
        env,
        maxBuffer: 64 * 1024 * 1024,
      });
      return stdout;
    } catch (error) {
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
      const said = `${String(error)}\n${stdout}\n${stderr}`.slice(-3000);
      assert.fail(`${command} ${args.join(" ")} failed:\n${said}`);
    } finally {
      context.diagnostic(`${command} ${args.join(" ")}: ${String(Date.now() - started)} ms`);
    }
  }
  const npmRun = (name: string, ...args: string[]) =>
    sh(t, "npm", ["run", "-s", name, ...(args.length > 0 ? ["--", ...args] : [])]);

  await sh(t, "git", ["clone", "-q", process.cwd(), app], folder);
  await sh(t, "npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"]);
  const modules = path.join(app, "node_modules");
  assert.ok(existsSync(path.join(modules, "next")), "next is installed");
  assert.ok(existsSync(path.join(modules, "esbuild")), "esbuild is installed");
  for (const devOnly of ["tsx", "eslint", "prettier", "drizzle-kit"]) {
    assert.ok(!existsSync(path.join(modules, devOnly)), `${devOnly} is not installed`);
  }
  // patches/ applied by postinstall (patch-package is a dependency): postgres.js fails the queries
  // of a closed connection instead of throwing from a timer (docs/decisions/0054).
  for (const copy of ["src", "cjs/src"]) {
    const source = readFileSync(path.join(modules, "postgres", copy, "connection.js"), "utf8");
    assert.match(
      source,
      /function nextWrite\(fn\) \{\s*if \(!socket\) \{/,
      `postgres/${copy}/connection.js is patched`,
    );
  }

  await npmRun("build");
  assert.ok(existsSync(path.join(app, ".next", "BUILD_ID")), "the site is built");
  for (const name of ["db-migrate", "db-seed", "db-backup", "db-restore", "user-create"]) {
    assert.ok(existsSync(path.join(app, "dist", "ops", `${name}.mjs`)), `dist/ops/${name}.mjs`);
  }

  assert.match(await npmRun("db:migrate"), /db:migrate: the embedded database is up to date\./);
  const seeded = /db:seed: added (\d+) FAQs/.exec(await npmRun("db:seed"));
  assert.ok(seeded, "db:seed says how many FAQs it added");
  const faqs = Number(seeded[1]);
  assert.ok(faqs > 0, "faqs > 0");

  const account = (who: { email: string; password: string }, role: string, last: string) => [
    ...["--email", who.email, "--password", who.password, "--role", role],
    ...["--first-name", "Opal", "--last-name", last, "--verified"],
  ];
  assert.match(
    await npmRun("user:create", ...account(ADMIN, "Admin", "Admin")),
    /user:create: created Admin Opal Admin <first\.admin@example\.org>/,
  );

  const backup = path.join(folder, "backup.tar.gz");
  assert.match(await npmRun("db:backup", backup), /db:backup: wrote .*backup\.tar\.gz/);
  assert.ok(statSync(backup).size > 0, "the backup file holds the database");

  await npmRun("user:create", ...account(LATE, "Coach", "Coach"));
  assert.match(
    await npmRun("db:restore", "--force", backup),
    new RegExp(`db:restore: restored .*: ${String(faqs)} faqs, 1 users`),
  );

  const db = new PGlite({ dataDir: path.join(dataDir, "pglite"), extensions: pgliteExtensions });
  try {
    const count = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM faqs");
    assert.equal(count.rows[0]?.n, faqs, "the seeded FAQs are back");
    const users = await db.query<{ email: string; role: string }>(
      "SELECT email, role FROM users ORDER BY id",
    );
    assert.deepEqual(users.rows, [{ email: ADMIN.email, role: "Admin" }]);
  } finally {
    await db.close();
  }
  // The folder the restore replaced, which held the late account, is kept beside it.
  assert.ok(
    readdirSync(dataDir).some((name) => name.startsWith("pglite.before-restore-")),
    'readdirSync(dataDir).some((name) => name.startsWith("pglite.before-restore-"))',
  );
});
