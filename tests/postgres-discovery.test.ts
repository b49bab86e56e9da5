/**
 * How the test suite and the benchmark find PostgreSQL 15 or newer (harness/find-postgres.mjs,
 * docs/decisions/0029): on fake installations in temporary folders, tiny pg_ctl and initdb
 * scripts that print a version, with a PATH and search roots of the test's own, so that what
 * this machine has installed plays no part.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { promisify } from "node:util";

import { findPostgres, INSTALL_HINT } from "../harness/find-postgres.mjs";

import { temporaryFolder } from "./helpers/cleanups";

const run = promisify(execFile);

/** A fake PostgreSQL `version` in `bin` (under `root`): pg_ctl and initdb that print it. */
function fakePostgres(root: string, bin: string, version: string): string {
  const folder = path.join(root, bin);
  mkdirSync(folder, { recursive: true });
  for (const tool of ["pg_ctl", "initdb"]) {
    const file = path.join(folder, tool);
    writeFileSync(file, `#!/bin/sh\necho "${tool} (PostgreSQL) ${version}"\n`);
    chmodSync(file, 0o755);
  }
  return folder;
}

/** A machine with nothing on its PATH and nothing in the usual folders, unless a test adds it. */
function machine() {
  const root = temporaryFolder("faq-pg-discovery-");
  const pathFolder = path.join(root, "path");
  mkdirSync(pathFolder);
  const env: NodeJS.ProcessEnv = { NODE_ENV: "test", PATH: pathFolder, PG_SEARCH_ROOTS: root };
  return { root, pathFolder, env };
}

test("PG_BIN wins over everything else", () => {
  const { root, pathFolder, env } = machine();
  fakePostgres(root, "usr/lib/postgresql/17/bin", "17.2");
  symlinkSync(
    path.join(fakePostgres(root, "elsewhere/bin", "16.6"), "pg_ctl"),
    path.join(pathFolder, "pg_ctl"),
  );
  const chosen = fakePostgres(root, "opt/pg15/bin", "15.8");

  const found = findPostgres({ ...env, PG_BIN: chosen });
  assert.deepEqual(found, { bin: chosen, version: "15.8", major: 15, source: "PG_BIN" });
});

test("PG_BIN set to an older PostgreSQL, or to a folder without one, fails and says why", () => {
  const { root, env } = machine();
  fakePostgres(root, "usr/lib/postgresql/16/bin", "16.4");
  const old = fakePostgres(root, "opt/pg14/bin", "14.2");

  assert.throws(() => findPostgres({ ...env, PG_BIN: old }), {
    name: "PostgresNotFoundError",
    message: new RegExp(
      `PG_BIN is ${old}, which holds PostgreSQL 14\\.2: the tests need PostgreSQL 15 or newer`,
    ),
  });
  const empty = path.join(root, "empty");
  mkdirSync(empty);
  assert.throws(() => findPostgres({ ...env, PG_BIN: empty }), {
    message: new RegExp(`PG_BIN is ${empty}, which holds no PostgreSQL server programs`),
  });
});

test("pg_config comes first, then pg_ctl on the PATH, its link followed, then the usual folders", () => {
  const { root, pathFolder, env } = machine();
  fakePostgres(root, "usr/lib/postgresql/17/bin", "17.2");
  const linked = fakePostgres(root, "opt/linked/bin", "16.1");
  symlinkSync(path.join(linked, "pg_ctl"), path.join(pathFolder, "pg_ctl"));
  assert.deepEqual(findPostgres(env), {
    bin: linked,
    version: "16.1",
    major: 16,
    source: "pg_ctl on the PATH",
  });

  const configured = fakePostgres(root, "opt/configured/bin", "15.3");
  writeFileSync(path.join(pathFolder, "pg_config"), `#!/bin/sh\necho "${configured}"\n`);
  chmodSync(path.join(pathFolder, "pg_config"), 0o755);
  assert.equal(findPostgres(env).source, "pg_config --bindir");
  assert.equal(findPostgres(env).bin, configured);
});

test("a PostgreSQL older than 15 is skipped", () => {
  const { root, pathFolder, env } = machine();
  const old = fakePostgres(root, "opt/old/bin", "14.2");
  symlinkSync(path.join(old, "pg_ctl"), path.join(pathFolder, "pg_ctl"));
  fakePostgres(root, "usr/lib/postgresql/14/bin", "14.9");
  const usable = fakePostgres(root, "usr/lib/postgresql/15/bin", "15.18");

  assert.deepEqual(findPostgres(env), {
    bin: usable,
    version: "15.18",
    major: 15,
    source: "the usual folders",
  });
});

test("of the usual folders, the highest version wins", () => {
  const { root, env } = machine();
  for (const [folder, version] of [
    ["usr/lib/postgresql/15/bin", "15.18"],
    ["usr/lib/postgresql/9/bin", "9.6"],
    ["usr/local/pgsql/bin", "16.2"],
    ["opt/homebrew/opt/postgresql@16/bin", "16.9"],
  ] as const) {
    fakePostgres(root, folder, version);
  }
  const highest = fakePostgres(root, "usr/lib/postgresql/17/bin", "17.6");
  assert.equal(findPostgres(env).bin, highest);
});

test("none found: the message says what to install, and the command exits 2", async () => {
  const { root, env } = machine();
  const old = fakePostgres(root, "usr/lib/postgresql/14/bin", "14.2");
  const message = `PostgreSQL 15 or newer was not found (found only PostgreSQL 14.2 at ${old}): ${INSTALL_HINT}.`;
  assert.throws(() => findPostgres(env), { name: "PostgresNotFoundError", message });
  assert.match(
    INSTALL_HINT,
    /sudo apt-get install postgresql.*brew install postgresql@16.*set PG_BIN to its bin folder/,
  );

  const command = run(process.execPath, ["harness/find-postgres.mjs"], { env });
  await assert.rejects(command, (error: { code: number; stderr: string }) => {
    assert.equal(error.code, 2);
    assert.equal(error.stderr.trim(), message);
    return true;
  });
});

test("the command prints the folder, the version and how it was found", async () => {
  const { root, env } = machine();
  const bin = fakePostgres(root, "usr/lib/postgresql/16/bin", "16.4");
  const { stdout } = await run(process.execPath, ["harness/find-postgres.mjs"], { env });
  assert.equal(stdout, `${bin}\t16.4\tthe usual folders\n`);
});
