/**
 * Gives each test file a database of its own, on the engine chosen by TEST_DB:
 * - `pglite` (default): an in-memory embedded PGlite, loaded from a migrated snapshot
 *   (./pglite-snapshot.ts);
 * - `postgres`: a fresh database on the PostgreSQL server at TEST_DATABASE_URL, copied from the
 *   migrated template that scripts/test/test.sh prepares (TEST_TEMPLATE_DB).
 *
 * Import this module before anything that reads the configuration.
 */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { after } from "node:test";

import { desc, eq, sql } from "drizzle-orm";
import postgres from "postgres";

import {
  type AuditEvent,
  auditEvents,
  type Faq,
  faqRevisions,
  type FaqRevision,
  faqs,
} from "@/db/schema";

import { dropDatabase as dropScratchDatabase } from "../../harness/scratch-database";

export const engine = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

Object.assign(process.env, { NODE_ENV: "test" });
process.env.DATA_DIR ??= `/tmp/faq-corner-test-${String(process.pid)}`;
// Admins without a phone: tests of other features sign in as them. The default rule, that Admins
// must use two-step login, is tested in tests/api-users-two-factor.test.ts, which sets it first.
process.env.ADMIN_TWO_FACTOR ??= "optional";
let dropDatabase: (() => Promise<void>) | undefined;

if (engine === "postgres") {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.TEST_TEMPLATE_DB;
  if (!serverUrl || !template) {
    throw new Error(
      "TEST_DB=postgres needs TEST_DATABASE_URL and TEST_TEMPLATE_DB (scripts/test/test.sh sets them)",
    );
  }
  const name = `faq_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  dropDatabase = () => dropScratchDatabase(admin, name);
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
}

const { closeDb, db, openEmbeddedFrom } = await import("@/db/client");
if (engine === "pglite") {
  const { migratedPglite } = await import("./pglite-snapshot");
  openEmbeddedFrom(await migratedPglite());
}

after(async () => {
  // The last test's work after its answers (recording searches, closing Content Gaps and mailing
  // answered questions) finishes before the database goes, or it fails on a closed connection.
  await appWorkDone();
  await closeDb();
  await dropDatabase?.();
});

/**
 * Resolves once the work the app does outside its answers, started so far, is done: the jobs at
 * its start (the search index built, old rate-limit rows deleted, answered questions mailed),
 * mails sent after an answer, searches recorded, Content Gaps closed after an FAQ write, and
 * index reads.
 */
export async function appWorkDone(): Promise<void> {
  const [
    { backgroundWorkDone },
    { answeredSearchesClosed },
    { searchesRecorded },
    { searchIndexesBuilt },
  ] = await Promise.all([
    import("@/lib/server/background-work"),
    import("@/lib/server/content-gap-closer"),
    import("@/lib/server/search-recording"),
    import("@/lib/search/store"),
  ]);
  await backgroundWorkDone();
  await searchesRecorded();
  await answeredSearchesClosed();
  await searchIndexesBuilt();
}

export { db };

/**
 * Empties every table, so that a test starts from nothing. It first waits for the work the app
 * does outside its answers (appWorkDone): run into the TRUNCATE, which takes its tables' locks
 * one by one, that work would write rows of the last test into the next one's tables, or
 * deadlock with it (issue 42: a search index built at the server's start once did, and the
 * TRUNCATE was run again; it is not: a deadlock here is a piece of work nobody waits for).
 */
export async function resetDatabase(): Promise<void> {
  await appWorkDone();
  await db.execute(
    sql`TRUNCATE users, faqs, topics, search_queries, search_events, one_time_codes, rate_limits, synonym_groups RESTART IDENTITY CASCADE`,
  );
}

/** Rows of a raw query, whichever driver answered (postgres.js gives an array, PGlite an object). */
export async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  // A plain array either way: postgres.js answers an Array subclass with extra fields.
  return Array.isArray(result) ? Array.from(result as T[]) : (result as { rows: T[] }).rows;
}

/** An FAQ written straight to the table, past the API and its sanitiser, as stored. */
export async function insertFaq(values: typeof faqs.$inferInsert): Promise<Faq> {
  const [faq] = await db.insert(faqs).values(values).returning();
  assert.ok(faq, "the FAQ was stored");
  return faq;
}

/** The audit trail's first event of `action`, which the test expects to be there. */
export async function firstAuditEvent(action: string): Promise<AuditEvent> {
  const [event] = await db.select().from(auditEvents).where(eq(auditEvents.action, action));
  assert.ok(event, `an audit event ${action}`);
  return event;
}

/** An FAQ's latest revision (History's newest row); fails when it has none. */
export async function latestRevision(faqId: number): Promise<FaqRevision> {
  const [revision] = await db
    .select()
    .from(faqRevisions)
    .where(eq(faqRevisions.faqId, faqId))
    .orderBy(desc(faqRevisions.id))
    .limit(1);
  assert.ok(revision, `a revision of FAQ ${String(faqId)}`);
  return revision;
}
