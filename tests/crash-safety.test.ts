/**
 * Crash safety (issue #7 item 5): 500 writes (FAQ edits, public searches, registrations) against
 * the production server in a process of its own, and mid-way a crash:
 * - on PostgreSQL (TEST_DB=postgres): `kill -9` of the app server's process group, then,
 *   separately, `pg_ctl stop -m immediate` of the database server, which the app outlives and
 *   reconnects to by itself;
 * - on embedded PGlite (TEST_DB=pglite): `kill -9` of the app server, which then reopens the
 *   folder it left.
 * Afterwards every write that got a 2xx must be in the database, and no row may be half-written:
 * the schema's CHECK and foreign-key constraints are run again as SELECTs, the running totals
 * must match the rows they count, and amcheck reads every table and B-tree index.
 *
 * A public search is answered once it is kept in pending_searches (docs/decisions/0013), and
 * counted just after; every answered search must be counted once the restarted server has been
 * stopped, before the crash as after it (the restart counts what the crash left pending). While PostgreSQL is down the API
 * answers 503 (worth a retry), never another 5xx.
 *
 * The PostgreSQL restart (issue 42): the load goes on while the database is down for 3 s, and every
 * request sent is answered, a 2xx or a 503 with Retry-After, within 10 s of the database being
 * back (a query on a connection that died used to stay unsettled: docs/decisions/0054); the app
 * server logs no uncaught exception nor unhandled rejection.
 *
 * This file spawns its own servers on databases of its own (a PostgreSQL server, 15 or newer,
 * with fsync on, or a PGlite folder), so it does not use tests/helpers/database.ts. It needs the
 * production build (`npm run build`; NEXT_DIST_DIR names another build folder).
 */
import assert from "node:assert/strict";

import path from "node:path";
import { describe, test, type TestContext } from "node:test";

import { PGlite } from "@electric-sql/pglite";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";

import { pgliteExtensions } from "@/db/pglite-extensions";

import { ApiClient } from "../harness/api-client";
import { cleanups, temporaryFolder } from "./helpers/cleanups";
import { createAdmin, operatorCommand } from "../harness/operator";
import { PostgresCluster } from "../harness/postgres-cluster";
import { freePort } from "../harness/ports";
import { ServerProcess, serverEnv } from "../harness/server-process";
import { signIn } from "../harness/sign-in";

const engine = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

const WRITES = 500;
/** Requests in flight at once; each worker edits an FAQ of its own, so edits of one FAQ are ordered. */
const WORKERS = 8;
/** The write whose turn sets off the crash: the others are in flight when it happens. */
const CRASH_AT = 250;
/** The order of write kinds: 200 edits, 200 searches, 100 registrations. */
const KINDS = ["edit", "search", "register", "edit", "search"] as const;
/** Texts searched before the crash has been recovered from, and after. */
const SEARCHES_BEFORE = ["reading", "phonics practice"];
const SEARCHES_AFTER = ["spelling", "writing help"];
const ADMIN = { email: "crash.admin@example.org", password: "reading is fun" };
const AUTH_SECRET = "crash-safety-test-secret-of-forty-eight-characters";

type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

/** How long the database is down in the PostgreSQL restart: a quick restart, as in issue 42. */
const DATABASE_DOWN_MS = 3_000;
/** Every request of the PostgreSQL restart is answered within this long of the database's return. */
const ANSWERED_WITHIN_MS = 10_000;
/**
 * During the restart a refused writer comes back this much later, as a person trying again would,
 * so that the load goes on through the outage without spending the run's writes on it.
 */
const AGAIN_AFTER_MS = 300;
/** A request still unanswered after this long is recorded as not answered, and the run goes on. */
const CLIENT_PATIENCE_MS = 30_000;

/** When the database of a PostgreSQL restart was stopped, and when it was back (performance.now). */
interface DatabaseRestart {
  stoppedAt?: number;
  backAt?: number;
}

/** One request of the load: when it was sent and answered, and how. */
interface SentRequest {
  kind: (typeof KINDS)[number];
  sentAt: number;
  answeredAt?: number;
  status?: number;
  retryAfter?: string | null;
}

interface Scenario {
  name: string;
  /** Starts the app server (again) on the scenario's database, on the same port each time. */
  startServer: () => Promise<ServerProcess>;
  /** The crash, and the recovery from it; `server` is the app server at the time. */
  crash: (server: ServerProcess) => Promise<ServerProcess>;
  /** Opens the database after the run (the app server has stopped) and runs `work` on it. */
  inspect: <T>(work: (query: Query) => Promise<T>) => Promise<T>;
  /** Set when the crash is a restart of the database under the running app server. */
  databaseRestart?: DatabaseRestart;
}

/** What the load sent and what the server acknowledged. */
class Ledger {
  attempted = 0;
  readonly statuses = new Map<string, number>();
  readonly requests: SentRequest[] = [];
  /** Per FAQ id: the edit numbers sent, and the last one acknowledged. */
  readonly edits = new Map<number, { sent: Set<number>; acknowledged: number[] }>();
  /** Per search text: searches acknowledged. */
  readonly searches = new Map<string, number>();
  readonly searchesBeforeRecovery = { acknowledged: 0 };
  readonly registered: string[] = [];
  acknowledgedBeforeCrash = 0;
  acknowledgedAfterRecovery = 0;

  status(key: string): void {
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
  }
}

/** FAQ `owner`'s question after edit `edit`: the number is read back from the database. */
const question = (owner: number, edit: number) => `<p>Reading practice ${owner}: edit ${edit}?</p>`;
const EDIT_NUMBER = /edit (\d+)\?/;

async function runScenario(t: TestContext, scenario: Scenario): Promise<void> {
  let server = await scenario.startServer();
  cleanups.push(() => server.kill("SIGKILL"));
  const admin = await signIn(server.url, ADMIN, { client: new ApiClient(server.url) });
  const visitor = new ApiClient(server.url);
  const ledger = new Ledger();

  const faqIds: number[] = [];
  for (let owner = 0; owner < WORKERS; owner++) {
    const created = await admin.faq.postFaq({
      question: question(owner, 0),
      answer: "<p>Phonics and spelling help with reading and writing.</p>",
      tags: "reading, phonics, spelling, writing",
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    faqIds.push(created.body.id);
    ledger.edits.set(created.body.id, { sent: new Set([0]), acknowledged: [] });
  }

  const timings = { writes: 0, outage: 0, stop: 0 };
  const writesStarted = performance.now();
  let next = 0;
  let crash: Promise<void> | undefined;
  let recovered = false;

  async function write(kind: (typeof KINDS)[number], n: number, owner: number): Promise<void> {
    const afterRecovery = recovered;
    let send: () => Promise<{ status: number; headers: Headers; body: any }>;
    let acknowledge: (body: any) => void;
    if (kind === "edit") {
      const id = faqIds[owner]!;
      const edits = ledger.edits.get(id)!;
      const number = n + 1;
      edits.sent.add(number);
      send = () =>
        admin.faq.patchFaq({
          id,
          question: question(owner, number),
          answer: `<p>Phonics and spelling help with reading and writing (edit ${number}).</p>`,
          tags: "reading, phonics, spelling, writing",
        });
      acknowledge = () => {
        edits.acknowledged.push(number);
      };
    } else if (kind === "search") {
      const texts = afterRecovery ? SEARCHES_AFTER : SEARCHES_BEFORE;
      const text = texts[n % texts.length]!;
      send = () => visitor.faq.getQueriedFaqs(`searchQuery=${encodeURIComponent(text)}`);
      acknowledge = () => {
        ledger.searches.set(text, (ledger.searches.get(text) ?? 0) + 1);
        if (!afterRecovery) ledger.searchesBeforeRecovery.acknowledged += 1;
      };
    } else {
      const email = `crash-${String(n)}@example.org`;
      send = () =>
        admin.user.register({
          firstName: "Crash",
          lastName: `Tester ${String(n)}`,
          email,
          password: ADMIN.password,
          confirmPassword: ADMIN.password,
        });
      acknowledge = () => ledger.registered.push(email);
    }

    ledger.attempted += 1;
    let status: number | undefined;
    const request: SentRequest = { kind, sentAt: performance.now() };
    ledger.requests.push(request);
    let patience: NodeJS.Timeout | undefined;
    try {
      const response = await Promise.race([
        send(),
        new Promise<never>((_, reject) => {
          patience = setTimeout(() => {
            reject(new Error("no answer"));
          }, CLIENT_PATIENCE_MS);
        }),
      ]);
      status = response.status;
      Object.assign(request, {
        answeredAt: performance.now(),
        status,
        retryAfter: response.headers.get("Retry-After"),
      });
      if (status >= 200 && status < 300) {
        acknowledge(response.body);
        if (recovered) ledger.acknowledgedAfterRecovery += 1;
        else ledger.acknowledgedBeforeCrash += 1;
      }
    } catch {
      // The server went away mid-request, or never answered: not acknowledged.
    } finally {
      clearTimeout(patience);
    }
    ledger.status(status === undefined ? "no answer" : String(status));
    // After a failure, wait for the recovery instead of spending the writes on a server that is
    // down; each worker fails at most once per outage. The app server outlives a database
    // restart: there the load goes on.
    if ((status === undefined || status >= 300) && crash) {
      await (scenario.databaseRestart
        ? new Promise((resolve) => setTimeout(resolve, AGAIN_AFTER_MS))
        : crash);
    }
  }

  async function worker(owner: number): Promise<void> {
    for (;;) {
      const n = next++;
      if (n >= WRITES) return;
      if (n === CRASH_AT) {
        const crashedAt = performance.now();
        crash = scenario.crash(server).then((restarted) => {
          server = restarted;
          recovered = true;
          timings.outage = performance.now() - crashedAt;
        });
      }
      await write(KINDS[n % KINDS.length]!, n, owner);
    }
  }
  await Promise.all(Array.from({ length: WORKERS }, (_, owner) => worker(owner)));
  await crash;
  timings.writes = performance.now() - writesStarted;

  // A deploy's stop: the server finishes its requests and writes the searches it answered.
  const stopping = performance.now();
  await server.kill("SIGTERM");
  timings.stop = performance.now() - stopping;

  const found = await scenario.inspect((query) => inspectDatabase(query, faqIds, ledger));

  const acknowledged = ledger.acknowledgedBeforeCrash + ledger.acknowledgedAfterRecovery;
  t.diagnostic(
    `${scenario.name}: writes attempted ${String(ledger.attempted)}, acknowledged ${String(acknowledged)} ` +
      `(${String(ledger.acknowledgedBeforeCrash)} before the crash, ${String(ledger.acknowledgedAfterRecovery)} after the recovery), ` +
      `found after restart ${String(found.found)} of ${String(acknowledged)} ` +
      `(edits: ${String(found.editsFound)}/${String(found.editsAcknowledged)} held by their FAQ or overwritten by a later edit; ` +
      `searches: ${String(found.searchesFound)}/${String(found.searchesAcknowledged)}, of which answered before the recovery ` +
      `${String(found.searchesBeforeFound)}/${String(ledger.searchesBeforeRecovery.acknowledged)}; ` +
      `registrations: ${String(found.registrationsFound)}/${String(ledger.registered.length)}), ` +
      `half-written rows ${String(found.halfWritten)}; statuses ${JSON.stringify(Object.fromEntries(ledger.statuses))}; ` +
      `${(timings.writes / 1000).toFixed(1)} s of writes, outage ${(timings.outage / 1000).toFixed(1)} s, stop ${(timings.stop / 1000).toFixed(1)} s`,
  );
  for (const problem of found.problems) t.diagnostic(`${scenario.name}: ${problem}`);
  if (scenario.databaseRestart) {
    assertAnsweredThroughRestart(t, scenario.databaseRestart, ledger.requests, server.output);
  }

  assert.equal(ledger.attempted, WRITES);
  assert.ok(ledger.acknowledgedBeforeCrash > 0, "writes were acknowledged before the crash");
  assert.ok(ledger.acknowledgedAfterRecovery > 0, "writes were acknowledged after the recovery");
  const refused = [...ledger.statuses.keys()].filter((key) => key.startsWith("4"));
  assert.deepEqual(refused, [], "a crash is never answered with a 4xx");
  const failed = [...ledger.statuses.keys()].filter((key) => key.startsWith("5") && key !== "503");
  assert.deepEqual(failed, [], "an outage is answered with a 503, never another 5xx");
  assert.deepEqual(found.problems, [], "every acknowledged write is there, and none is torn");
  assert.equal(found.halfWritten, 0);
}

/**
 * The PostgreSQL restart: every request answered, a 2xx or a 503 with Retry-After, within
 * ANSWERED_WITHIN_MS of the database's return (or of being sent, when sent later), and no
 * uncaught exception or unhandled rejection in the app server's log.
 */
function assertAnsweredThroughRestart(
  t: TestContext,
  restart: DatabaseRestart,
  requests: SentRequest[],
  serverLog: string,
): void {
  const { stoppedAt, backAt } = restart;
  assert.ok(stoppedAt !== undefined && backAt !== undefined, "the database was stopped and back");
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const during = requests.filter((r) => r.sentAt >= stoppedAt && r.sentAt < backAt);
  const waits = requests.map((r) => (r.answeredAt ?? Infinity) - r.sentAt);
  const lastAround = Math.max(
    ...requests.filter((r) => r.sentAt < backAt).map((r) => r.answeredAt ?? Infinity),
  );
  t.diagnostic(
    `database restart: down ${seconds(backAt - stoppedAt)}, ${String(during.length)} requests sent meanwhile; ` +
      `longest wait ${seconds(Math.max(...waits))}; the last request sent before the return answered ` +
      `${seconds(lastAround - backAt)} after it`,
  );

  const late = requests
    .filter((r) => (r.answeredAt ?? Infinity) > Math.max(r.sentAt, backAt) + ANSWERED_WITHIN_MS)
    .map(
      (r) =>
        `${r.kind} sent ${seconds(r.sentAt - stoppedAt)} after the stop: ` +
        (r.answeredAt === undefined
          ? "no answer"
          : `answered ${seconds(r.answeredAt - backAt)} after the return`),
    );
  assert.deepEqual(late, [], "every request is answered within 10 s of the database's return");
  const unanswered = requests.filter((r) => r.status === undefined).length;
  assert.equal(unanswered, 0, "every request is answered");
  const without = requests.filter((r) => r.status === 503 && !r.retryAfter).length;
  assert.equal(without, 0, "every 503 says when to try again (Retry-After)");

  const uncaught = serverLog
    .split("\n")
    .filter((line) => /uncaughtException|unhandledRejection/.test(line));
  assert.deepEqual(uncaught, [], "no uncaught exception or unhandled rejection in the app's log");
}

interface Inspection {
  found: number;
  editsAcknowledged: number;
  editsFound: number;
  searchesAcknowledged: number;
  searchesFound: number;
  searchesBeforeFound: number;
  registrationsFound: number;
  halfWritten: number;
  problems: string[];
}

/** Compares the database with the ledger, and runs the schema's constraints as SELECTs. */
async function inspectDatabase(
  query: Query,
  faqIds: number[],
  ledger: Ledger,
): Promise<Inspection> {
  const problems: string[] = [];
  let halfWritten = 0;

  // FAQ edits: each FAQ holds its last acknowledged edit, or a later one that was sent.
  const faqRows = await query<{ id: number; question_text: string; answer: string }>(
    "SELECT id, question_text, answer FROM faqs WHERE id = ANY($1::int[]) ORDER BY id",
    [faqIds],
  );
  let editsFound = 0;
  let editsAcknowledged = 0;
  for (const id of faqIds) {
    const edits = ledger.edits.get(id)!;
    const row = faqRows.find((candidate) => candidate.id === id);
    const stored = Number(EDIT_NUMBER.exec(row?.question_text ?? "")?.[1] ?? -1);
    const lastAcknowledged = Math.max(0, ...edits.acknowledged);
    editsAcknowledged += edits.acknowledged.length;
    if (stored >= lastAcknowledged && edits.sent.has(stored)) {
      editsFound += edits.acknowledged.length;
    } else {
      editsFound += edits.acknowledged.filter((number) => number <= stored).length;
      problems.push(
        `FAQ ${String(id)} holds edit ${String(stored)}, not edit ${String(lastAcknowledged)} or a later one`,
      );
    }
    const answer = stored === 0 ? "reading and writing." : `(edit ${String(stored)})`;
    if (row && !row.answer.includes(answer)) {
      problems.push(`FAQ ${String(id)}: the answer is not the one of edit ${String(stored)}`);
    }
  }

  // Searches: every answered search has its event (a search may be counted and its answer lost).
  const recorded = await query<{ search: string; total: number; events: number }>(
    `SELECT q.search, q.total_searches AS total,
            (SELECT count(*)::int FROM search_events e WHERE e.search_query_id = q.id) AS events
     FROM search_queries q`,
  );
  let searchesFound = 0;
  let searchesBeforeFound = 0;
  for (const [text, acknowledged] of ledger.searches) {
    const events = recorded.find((row) => row.search === text)?.events ?? 0;
    searchesFound += Math.min(events, acknowledged);
    if (SEARCHES_BEFORE.includes(text)) searchesBeforeFound += Math.min(events, acknowledged);
    if (events < acknowledged) {
      problems.push(
        `"${text}": ${String(events)} searches recorded, ${String(acknowledged)} answered`,
      );
    }
  }
  // Kept but not yet counted when the server was killed: counted by the restarted server.
  const [pending] = await query<{ n: number }>("SELECT count(*)::int AS n FROM pending_searches");
  if (pending?.n) {
    problems.push(`${String(pending.n)} searches are still pending after a restart and a stop`);
  }
  const searchesAcknowledged = [...ledger.searches.values()].reduce((sum, n) => sum + n, 0);
  for (const row of recorded) {
    if (row.total !== row.events) {
      halfWritten += 1;
      problems.push(
        `"${row.search}": total_searches ${String(row.total)} but ${String(row.events)} events`,
      );
    }
  }
  // Each recorded search added 1 to the ranking of each FAQ it found, in the same transaction.
  const [sums] = await query<{ rankings: number; results: number }>(
    `SELECT (SELECT coalesce(sum(ranking), 0)::int FROM faqs) AS rankings,
            (SELECT coalesce(sum(result_count), 0)::int FROM search_events) AS results`,
  );
  if (sums?.rankings !== sums?.results) {
    halfWritten += 1;
    problems.push(
      `rankings add up to ${String(sums?.rankings)} but the recorded searches found ${String(sums?.results)} FAQs`,
    );
  }

  // Registrations: the account, complete, with its verification code (one transaction).
  const users = await query<{
    email: string;
    last_name: string;
    role: string;
    is_verified: boolean;
    codes: number;
  }>(
    `SELECT u.email, u.last_name, u.role::text AS role, u.is_verified,
            (SELECT count(*)::int FROM one_time_codes c
             WHERE c.user_id = u.id AND c.purpose = 'VerifyAccount') AS codes
     FROM users u WHERE u.email LIKE 'crash-%'`,
  );
  let registrationsFound = 0;
  for (const email of ledger.registered) {
    if (users.some((user) => user.email === email)) registrationsFound += 1;
    else problems.push(`${email} was registered (2xx) but has no account`);
  }
  for (const user of users) {
    const n = /^crash-(\d+)@/.exec(user.email)?.[1];
    if (
      user.last_name !== `Tester ${String(n)}` ||
      user.role !== "Guest" ||
      user.is_verified ||
      user.codes !== 1
    ) {
      halfWritten += 1;
      problems.push(`${user.email} is incomplete: ${JSON.stringify(user)}`);
    }
  }

  halfWritten += await checkConstraints(query, problems);

  return {
    found: editsFound + searchesFound + registrationsFound,
    editsAcknowledged,
    editsFound,
    searchesAcknowledged,
    searchesFound,
    searchesBeforeFound,
    registrationsFound,
    halfWritten,
    problems,
  };
}

/**
 * The schema's CHECK and foreign-key constraints, run again over every row, and amcheck over
 * every table and B-tree index: the number of rows that break one, and what they break.
 */
async function checkConstraints(query: Query, problems: string[]): Promise<number> {
  let broken = 0;
  const checks = await query<{ table: string; name: string; definition: string }>(
    `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
     FROM pg_constraint WHERE contype = 'c' AND connamespace = 'public'::regnamespace`,
  );
  assert.ok(checks.length >= 10, "the schema's CHECK constraints are found");
  for (const check of checks) {
    const condition = check.definition.replace(/^CHECK /, "").replace(/ NOT VALID$/, "");
    const [row] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${check.table} WHERE NOT ${condition}`,
    );
    if (row?.n) {
      broken += row.n;
      problems.push(`${String(row.n)} rows of ${check.table} break ${check.name}`);
    }
  }

  const foreignKeys = await query<{
    child: string;
    parent: string;
    columns: string[];
    references: string[];
  }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent,
            array(SELECT quote_ident(a.attname) FROM unnest(c.conkey) WITH ORDINALITY k(n, i)
                  JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.i) AS columns,
            array(SELECT quote_ident(a.attname) FROM unnest(c.confkey) WITH ORDINALITY k(n, i)
                  JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.i) AS references
     FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`,
  );
  assert.ok(foreignKeys.length >= 3, "the schema's foreign keys are found");
  for (const key of foreignKeys) {
    const present = key.columns.map((column) => `c.${column} IS NOT NULL`).join(" AND ");
    const join = key.columns
      .map((column, i) => `p.${key.references[i]!} = c.${column}`)
      .join(" AND ");
    const [row] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${key.child} c
       WHERE ${present} AND NOT EXISTS (SELECT 1 FROM ${key.parent} p WHERE ${join})`,
    );
    if (row?.n) {
      broken += row.n;
      problems.push(`${String(row.n)} rows of ${key.child} point at no row of ${key.parent}`);
    }
  }

  await query("CREATE EXTENSION IF NOT EXISTS amcheck");
  const tables = await query<{ name: string }>(
    `SELECT c.oid::regclass::text AS name FROM pg_class c
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'`,
  );
  for (const table of tables) {
    const corrupt = await query<{ msg: string }>("SELECT msg FROM verify_heapam($1::regclass)", [
      table.name,
    ]);
    broken += corrupt.length;
    for (const { msg } of corrupt) problems.push(`${table.name}: ${msg}`);
  }
  const indexes = await query<{ name: string }>(
    `SELECT c.oid::regclass::text AS name FROM pg_class c JOIN pg_am a ON a.oid = c.relam
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'i' AND a.amname = 'btree'`,
  );
  for (const index of indexes) {
    try {
      await query("SELECT bt_index_check($1::regclass, true)", [index.name]);
    } catch (error) {
      broken += 1;
      problems.push(`${index.name}: ${(error as Error).message}`);
    }
  }
  return broken;
}

if (engine === "postgres") {
  describe("crash safety on PostgreSQL", () => {
    /** One server for both tests, with a migrated template that each test's database copies. */
    let started: Promise<PostgresCluster> | undefined;
    const postgresServer = () =>
      (started ??= (async () => {
        const created = await PostgresCluster.create({ port: await freePort() });
        cleanups.push(() => created.destroy());
        await created.asSuperuser((sql) => sql.unsafe("CREATE DATABASE faq_template OWNER faq"));
        const env = serverEnv({ DATABASE_URL: created.url("faq_template"), AUTH_SECRET });
        await operatorCommand("db-migrate.ts", [], env);
        return created;
      })());

    async function database(name: string): Promise<string> {
      const cluster = await postgresServer();
      await cluster.asSuperuser((sql) =>
        sql.unsafe(`CREATE DATABASE ${name} TEMPLATE faq_template OWNER faq`),
      );
      const url = cluster.url(name);
      await createAdmin(serverEnv({ DATABASE_URL: url, AUTH_SECRET }), {
        ...ADMIN,
        firstName: "Crash",
        lastName: "Admin",
      });
      return url;
    }

    /**
     * The crash of a PostgreSQL scenario; `startServer` starts the app server again, and a
     * database restart notes its times in `restart`.
     */
    type Crash = (
      server: ServerProcess,
      startServer: () => Promise<ServerProcess>,
      restart: DatabaseRestart,
    ) => Promise<ServerProcess>;

    /** A scenario on a database of its own, `databaseName`, copied from the template. */
    async function scenario(
      name: string,
      databaseName: string,
      crash: Crash,
      restartsDatabase: boolean,
    ): Promise<Scenario> {
      const url = await database(databaseName);
      const dataDir = temporaryFolder("faq-crash-data-");
      const port = freePort();
      const startServer = async () =>
        ServerProcess.start({
          port: await port,
          env: serverEnv({
            DATABASE_URL: url,
            DATA_DIR: dataDir,
            AUTH_SECRET,
            LOG_LEVEL: "warn",
          }),
        });
      const databaseRestart: DatabaseRestart | undefined = restartsDatabase ? {} : undefined;
      return {
        name,
        crash: (server) => crash(server, startServer, databaseRestart ?? {}),
        startServer,
        databaseRestart,
        inspect: async (work) =>
          (await postgresServer()).asSuperuser(
            (sql) => work((text, params) => sql.unsafe(text, params as never[]) as never),
            databaseName,
          ),
      };
    }

    const crashes: {
      test: string;
      scenario: string;
      databaseName: string;
      crash: Crash;
      restartsDatabase?: boolean;
    }[] = [
      {
        test: "kill -9 of the app server loses no acknowledged write",
        scenario: "app server kill -9 on PostgreSQL",
        databaseName: "crash_app_kill",
        crash: async (server, startServer) => {
          await server.kill("SIGKILL");
          return startServer();
        },
      },
      {
        test:
          "pg_ctl stop -m immediate and a start 3 s later under load: nothing acknowledged is lost, " +
          "every request is answered within 10 s of the return, nothing uncaught",
        scenario: "PostgreSQL stop -m immediate",
        databaseName: "crash_pg_stop",
        restartsDatabase: true,
        crash: async (server, _startServer, restart) => {
          const cluster = await postgresServer();
          await cluster.stop("immediate");
          restart.stoppedAt = performance.now();
          // Requests meanwhile fail (503); none of them was acknowledged.
          await new Promise((resolve) => setTimeout(resolve, DATABASE_DOWN_MS));
          await cluster.start();
          restart.backAt = performance.now();
          assert.ok(server.running, "the app server outlives its database's crash");
          return server;
        },
      },
    ];
    for (const crash of crashes) {
      test(crash.test, { timeout: 150_000 }, async (t) => {
        await runScenario(
          t,
          await scenario(
            crash.scenario,
            crash.databaseName,
            crash.crash,
            crash.restartsDatabase ?? false,
          ),
        );
      });
    }
  });
} else {
  describe("crash safety on embedded PGlite", () => {
    test(
      "kill -9 of the app server loses no acknowledged write, and the folder opens again",
      { timeout: 150_000 },
      async (t) => {
        const dataDir = temporaryFolder("faq-crash-pglite-");
        const pgliteDir = path.join(dataDir, "pglite");
        const env = serverEnv({ DATA_DIR: dataDir, AUTH_SECRET, LOG_LEVEL: "warn" });
        await createAdmin(env, { ...ADMIN, firstName: "Crash", lastName: "Admin" });
        const outputs: string[] = [];
        const port = await freePort();
        const startServer = async () => {
          const server = await ServerProcess.start({ port, env });
          outputs.push(server.output);
          return server;
        };
        await runScenario(t, {
          name: "app server kill -9 on embedded PGlite",
          startServer,
          crash: async (server) => {
            await server.kill("SIGKILL");
            return startServer();
          },
          inspect: async (work) => {
            const pg = new PGlite({
              dataDir: pgliteDir,
              extensions: { ...pgliteExtensions, amcheck },
            });
            try {
              return await work(
                async (text, params) => (await pg.query(text, params)).rows as never,
              );
            } finally {
              await pg.close();
            }
          },
        });
        // PGlite never flushes its files to disk (no fsync): what survives a killed process may
        // not survive a power cut. The server says so when it starts (README "Embedded database").
        for (const output of outputs)
          assert.match(output, /"level":"warn"[^\n]*not safe from a power cut/);
      },
    );
  });
}
