/**
 * A database of a test's own on the suite's PostgreSQL server (TEST_DATABASE_URL, which
 * scripts/test/test.sh gives in its PostgreSQL pass): a copy of the migrated template
 * (TEST_TEMPLATE_DB), or an empty one. For tests that hand the database to processes of their own
 * (a `next start` server, an operator command) rather than use ./database.
 */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";

import postgres from "postgres";

export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

export async function scratchDatabase({
  migrated,
}: {
  migrated: boolean;
}): Promise<ScratchDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.TEST_TEMPLATE_DB;
  assert.ok(
    serverUrl && template,
    "scripts/test/test.sh gives TEST_DATABASE_URL and TEST_TEMPLATE_DB",
  );
  const name = `faq_scratch_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}${migrated ? ` TEMPLATE ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropDatabase(admin, name),
  };
}

/**
 * Drops a test's database and closes the connection that made it, even when the drop fails (an
 * open connection would keep the test file's process, and so the whole run, from ever ending).
 * FORCE ends connections a stopped server left behind; PostgreSQL 15 refuses it while an
 * autovacuum worker is in the database (its role is no role the app's role belongs to), and a
 * plain DROP, which stops autovacuum workers itself, then does the job.
 */
export async function dropDatabase(admin: postgres.Sql, name: string): Promise<void> {
  try {
    try {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } catch (error) {
      if (!(error instanceof postgres.PostgresError) || error.code !== "42501") throw error;
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name}`);
    }
  } finally {
    await admin.end();
  }
}
