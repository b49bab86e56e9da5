/**
 * Issue 7, Operations: `npm run db:backup` and `npm run db:restore` (scripts/ops/db-backup.ts,
 * scripts/ops/db-restore.ts, docs/decisions/0015-backups.md), round trip on the engine of the pass:
 * - PostgreSQL (TEST_DB=postgres): pg_dump's custom format and pg_restore, on databases of the
 *   test's own on the suite's server;
 * - embedded PGlite: PGlite's dump of its data folder, in folders of the test's own.
 * Data is created, backed up, changed, and restored: the row count of every table, a sample FAQ,
 * the applied migrations and the Admin's account are as before, the Admin signs in to a server
 * started on the result, and a new FAQ and a search work there. Restoring over a database with
 * rows needs --force; into an empty one it does not.
 */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { existsSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";

import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";

import { pgliteExtensions } from "@/db/pglite-extensions";

import { ApiClient } from "../harness/api-client";
import { cleanups, temporaryFolder } from "./helpers/cleanups";
import { createAdmin, operatorCommand } from "../harness/operator";
import { pgBin } from "../harness/postgres-cluster";
import { scratchDatabase } from "../harness/scratch-database";
import { freePort } from "../harness/ports";
import { ServerProcess, serverEnv } from "../harness/server-process";
import { signIn } from "../harness/sign-in";

const engine = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
const ADMIN = { email: "backup.admin@example.org", password: "keep a copy somewhere" };
const AUTH_SECRET = randomBytes(48).toString("base64url");

type Query = <T>(text: string) => Promise<T[]>;

/** A database the operator commands and servers are pointed at, and a way to look inside. */
interface Target {
  env: NodeJS.ProcessEnv;
  inspect: <T>(work: (query: Query) => Promise<T>) => Promise<T>;
  /** The embedded database's folder. */
  folder?: string;
}

async function newTarget({ migrated }: { migrated: boolean }): Promise<Target> {
  const dataDir = temporaryFolder("faq-backup-data-");
  const settings = { DATA_DIR: dataDir, AUTH_SECRET, LOG_LEVEL: "warn" };
  if (engine === "pglite") {
    const folder = path.join(dataDir, "pglite");
    return {
      env: serverEnv(settings),
      folder,
      inspect: async (work) => {
        const pg = new PGlite({ dataDir: folder, extensions: pgliteExtensions });
        try {
          return await work(async (text) => (await pg.query(text)).rows as never);
        } finally {
          await pg.close();
        }
      },
    };
  }
  const database = await scratchDatabase({ migrated });
  cleanups.push(database.drop);
  return {
    // pg_dump and pg_restore of the PostgreSQL the suite runs.
    env: serverEnv({ ...settings, DATABASE_URL: database.url, PG_BIN: pgBin() }),
    inspect: async (work) => {
      const sql = postgres(database.url, { max: 1, onnotice: () => undefined });
      try {
        return await work(async (text) => Array.from(await sql.unsafe(text)) as never);
      } finally {
        await sql.end({ timeout: 5 });
      }
    },
  };
}

interface Snapshot {
  counts: Record<string, number>;
  faq: { id: number; question: string; answer: string; tags: string } | undefined;
  admin: { email: string; role: string; password_hash: string } | undefined;
  migrations: number;
}

async function snapshot(target: Target): Promise<Snapshot> {
  return target.inspect(async (query) => {
    const tables = await query<{ name: string }>(
      `SELECT relname AS name FROM pg_class
       WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY relname`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
      counts[name] = row?.n ?? -1;
    }
    const [faq] = await query<Snapshot["faq"]>(
      "SELECT id, question, answer, tags FROM faqs ORDER BY id LIMIT 1",
    );
    const [admin] = await query<Snapshot["admin"]>(
      `SELECT email, role::text AS role, password_hash FROM users WHERE email = '${ADMIN.email}'`,
    );
    const [migrations] = await query<{ n: number }>(
      "SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations",
    );
    return { counts, faq, admin, migrations: migrations?.n ?? 0 };
  });
}

const command = (script: string, args: string[], target: Target) =>
  operatorCommand(script, args, target.env);

/** Starts a server on the target, runs `work` with a signed-in Admin, then stops it. */
async function withSignedInAdmin(
  target: Target,
  work: (admin: ApiClient, server: ServerProcess) => Promise<void>,
): Promise<void> {
  const server = await ServerProcess.start({ port: await freePort(), env: target.env });
  cleanups.push(() => server.kill("SIGKILL"));
  try {
    await work(await signIn(server.url, ADMIN, { client: new ApiClient(server.url) }), server);
  } finally {
    await server.kill("SIGTERM");
  }
}

test(`db:backup and db:restore round trip on ${engine}`, { timeout: 300_000 }, async () => {
  const source = await newTarget({ migrated: true });
  await createAdmin(source.env, { ...ADMIN, firstName: "Backup", lastName: "Admin" });
  await command("db-seed.ts", [], source);
  const before = await snapshot(source);
  assert.ok(before.counts.faqs === 55 && before.counts.users === 1, JSON.stringify(before.counts));
  assert.ok(
    before.faq && before.admin && before.migrations > 0,
    "before.faq && before.admin && before.migrations > 0",
  );

  // The backup, to a file named by the operator.
  const backups = temporaryFolder("faq-backup-files-");
  const file = path.join(backups, engine === "pglite" ? "faq.tar.gz" : "faq.dump");
  const written = await command("db-backup.ts", [file], source);
  assert.match(written, /^db:backup: wrote .*\(.*55 faqs, 1 users/m);
  assert.equal(statSync(file).mode & 0o777, 0o600, "only the operator reads a backup");
  assert.equal(existsSync(`${file}.partial`), false);
  await assert.rejects(command("db-backup.ts", [file], source), /exists already/);

  // Changes after the backup: an FAQ edited, the searches deleted, the Admin's address changed.
  await source.inspect(async (query) => {
    await query(
      `UPDATE faqs SET question = '<p>Changed after the backup?</p>' WHERE id = ${String(before.faq?.id)}`,
    );
    await query("DELETE FROM search_events");
    await query(`UPDATE users SET email = 'moved@example.org' WHERE email = '${ADMIN.email}'`);
  });
  const changed = await snapshot(source);
  assert.notDeepEqual(changed, before);

  // A database with rows is replaced only with --force.
  await assert.rejects(
    command("db-restore.ts", [file], source),
    /is not empty \(55 faqs, 1 users.*nothing was changed.*--force/s,
  );
  assert.deepEqual(await snapshot(source), changed, "the refused restore changed nothing");

  const restored = await command("db-restore.ts", ["--force", file], source);
  assert.match(restored, /^db:restore: restored .*55 faqs, 1 users/m);
  assert.deepEqual(await snapshot(source), before, "every table, the FAQ and the Admin as before");
  if (source.folder) {
    assert.match(restored, /the folder it replaced is kept at .*\.before-restore-/);
    assert.equal(existsSync(`${source.folder}.restoring`), false);
  }

  // A server on the restored database: the Admin signs in, the FAQ reads as backed up, and new
  // writes and searches work (identity sequences, search vocabulary and triggers came back too).
  await withSignedInAdmin(source, async (admin) => {
    const faq = await admin.faq.getFaq(`id=${String(before.faq?.id)}`);
    assert.equal(faq.status, 200, JSON.stringify(faq.body));
    assert.equal(faq.body.question, before.faq?.question);
    const created = await admin.faq.postFaq({
      question: "<p>Was this added after the restore?</p>",
      answer: "<p>Yes.</p>",
      tags: "restore",
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const found = await admin.faq.getQueriedFaqs("searchQuery=restore");
    assert.equal(found.status, 200, JSON.stringify(found.body));
    assert.ok(
      JSON.stringify(found.body).includes("added after the restore"),
      'JSON.stringify(found.body).includes("added after the restore")',
    );
    if (engine === "pglite") {
      // The embedded database is one process's: no backup or restore while the server runs.
      await assert.rejects(command("db-backup.ts", [`${file}.2`], source), /in use by process/);
      await assert.rejects(command("db-restore.ts", ["--force", file], source), /in use by/);
    }
  });

  // Into an empty database (a fresh folder, or a database with no tables): no --force needed.
  const empty = await newTarget({ migrated: false });
  await command("db-restore.ts", [file], empty);
  assert.deepEqual(await snapshot(empty), before);
  await withSignedInAdmin(empty, async () => Promise.resolve());
});

test(`db:restore on ${engine} refuses a file that is not a backup for this database`, async () => {
  const target = await newTarget({ migrated: true });
  const folder = temporaryFolder("faq-backup-files-");
  const text = path.join(folder, "notes.txt");
  writeFileSync(text, "not a backup\n");
  await assert.rejects(command("db-restore.ts", [text], target), /is not a backup/);
  // The other engine's kind of backup, by its first bytes.
  const other = path.join(folder, "other");
  writeFileSync(
    other,
    engine === "pglite" ? Buffer.from("PGDMP\x01\x0f\x00") : Buffer.from([0x1f, 0x8b, 8, 0]),
  );
  await assert.rejects(
    command("db-restore.ts", [other], target),
    engine === "pglite" ? /set DATABASE_URL to restore it/ : /unset DATABASE_URL to restore it/,
  );
  await assert.rejects(command("db-restore.ts", [], target), /Name one backup file/);
  await assert.rejects(
    command("db-restore.ts", [path.join(folder, "missing.dump")], target),
    /does not exist/,
  );
});
