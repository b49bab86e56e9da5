import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { before, describe, test, type TestContext } from "node:test";

import { sql } from "drizzle-orm";

import { PASSWORD } from "../harness/accounts";
import { TestClient, type TestClient as Client } from "../harness/api-client";
import { fetchPage, pageShows } from "../harness/page-fetch";
import { signIn } from "../harness/sign-in";
import { addTravellingFaq, editTravellingFaq, TRAVELLING_FAQ } from "./helpers/travelling-faq";
import { freePort } from "../harness/ports";
import { ServerProcess } from "../harness/server-process";
import { until } from "../harness/until";
import { postgresOnlyDatabase } from "./helpers/postgres-only-database";
import { serverPairEnv, serverPairInDescribe } from "./helpers/server-pair";
import { ROUTES } from "@/lib/routes";
import { faqPath } from "@/lib/faq/path";

/**
 * Issue 8: several app servers on one PostgreSQL (docs/decisions/0011-several-app-servers.md).
 * Two real production servers (`npm start`, each in a process group of its own) share one
 * database and one AUTH_SECRET, as behind a load balancer. An FAQ changed through A shows on B
 * within 5 seconds while B keeps serving its public pages from its cache; sessions, anti-forgery
 * tokens and rate limits hold across both. PostgreSQL only: embedded mode is one process.
 */

const { db, rows } = await postgresOnlyDatabase();
const { makeUser } = await import("./helpers/accounts");

/** A verified Coach account, as the sessions tests below use. */
const makeCoach = (email: string, firstName: string, lastName: string) =>
  makeUser({ email, firstName, lastName, role: "Coach" });

/** Issue 8: an edit made through one server is served by the other within 5 seconds. */
const PROPAGATION_LIMIT_MS = 5_000;
const LISTENING = "listening for FAQ changes on PostgreSQL";

const dataDir = mkdtempSync(path.join(tmpdir(), "faq-multi-server-"));
// As behind a balancer on this machine: each client's address comes in X-Forwarded-For.
const env = serverPairEnv({
  dataDir,
  // Low, so that the per-address limit is reached in a few attempts.
  loginAttemptsPerMinute: 6,
});

/** Times each server has (re)started listening to the channel of FAQ changes. */
function listens(server: ServerProcess): number {
  return server.output.split(LISTENING).length - 1;
}

/** The same browser (cookies, anti-forgery token, address) talking to another server. */
function sameBrowserOn(server: ServerProcess, client: Client): Client {
  const moved = new TestClient(server.url, client.address);
  for (const [name, value] of client.cookies) moved.cookies.set(name, value);
  moved.xsrfToken = client.xsrfToken;
  return moved;
}

describe("two app servers on one PostgreSQL", () => {
  let a: ServerProcess;
  let b: ServerProcess;
  serverPairInDescribe(env, dataDir, (servers) => ([a, b] = servers));

  before(async () => {
    await until(
      "both servers listen",
      () => Promise.resolve(listens(a) > 0 && listens(b) > 0),
      10_000,
    );
  });

  /** A new Admin, `firstName` Admin, signs in on A and adds an FAQ there. */
  async function addFaqOnA(
    firstName: string,
    body: { question: string; answer: string; tags?: string },
  ) {
    const email = `${firstName.toLowerCase()}@example.org`;
    await makeUser({ email, firstName, lastName: "Admin" });
    const admin = await signIn(a.url, email);
    const created = await admin.faq.postFaq(body);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    return { admin, faq: created.body };
  }

  test("an FAQ added, edited and archived through A shows on B within 5 seconds, B serving it from its cache", async (t: TestContext) => {
    await makeUser({ email: "ada@example.org", firstName: "Ada", lastName: "Admin" });
    const admin = await signIn(a.url, "ada@example.org");

    // B has cached /faq before the FAQ exists.
    await fetchPage(b.url, ROUTES.faq.path);
    assert.equal((await fetchPage(b.url, ROUTES.faq.path)).cache, "HIT");

    const { question } = TRAVELLING_FAQ;
    const created = { body: await addTravellingFaq(admin) };
    const added = await until(
      "the new FAQ on B's /faq",
      pageShows(b.url, ROUTES.faq.path, question),
      PROPAGATION_LIMIT_MS,
    );
    const faqPage = faqPath({ id: created.body.id, question });
    assert.equal((await fetchPage(b.url, faqPage)).status, 200);
    assert.equal((await fetchPage(b.url, faqPage)).cache, "HIT");
    assert.equal((await fetchPage(b.url, ROUTES.faq.path)).cache, "HIT");

    await editTravellingFaq(admin, created.body);
    const editOnList = await until(
      "the edit on B's /faq",
      pageShows(b.url, ROUTES.faq.path, "Forty-five minutes, second version."),
      PROPAGATION_LIMIT_MS,
    );
    const editOnPage = await until(
      "the edit on B's page of the FAQ",
      pageShows(b.url, faqPage, "Forty-five minutes, second version."),
      PROPAGATION_LIMIT_MS,
    );
    // Refreshed once, then served from B's cache again: no database query per visit.
    const again = await fetchPage(b.url, ROUTES.faq.path);
    assert.equal(again.cache, "HIT");
    assert.ok(
      again.html.includes("Forty-five minutes, second version."),
      'again.html.includes("Forty-five minutes, second version.")',
    );

    const archived = await admin.faq.deleteFaq({ id: created.body.id });
    assert.equal(archived.status, 200, JSON.stringify(archived.body));
    const gone = await until(
      "the archived FAQ gone from B's page",
      async () => (await fetchPage(b.url, faqPage)).status === 404,
      PROPAGATION_LIMIT_MS,
    );
    assert.ok(
      !(await fetchPage(b.url, ROUTES.faq.path)).html.includes(question),
      '!(await fetchPage(b.url, "/faq")).html.includes(question)',
    );

    t.diagnostic(
      `propagation A → B after the write's answer: added ${added.toFixed(0)} ms, edited ${editOnList.toFixed(0)} ms (/faq) + ${editOnPage.toFixed(0)} ms (its page), archived ${gone.toFixed(0)} ms`,
    );
  });

  test("Link to an FAQ through A: B's next search of that text finds the FAQ first (issue 26)", async (t: TestContext) => {
    const { admin, faq } = await addFaqOnA("Lin", {
      question: "<p>Where do the zebra club meetings happen?</p>",
      answer: "<p>In the hall by the main door.</p>",
      tags: "",
    });
    const search = "quokka marmalade";
    const searchOn = async (server: ServerProcess) => {
      const response = await fetch(
        `${server.url}/api/Faq/GetQueriedFaqs?searchQuery=${encodeURIComponent(search)}`,
      );
      assert.equal(response.status, 200);
      return ((await response.json()) as { id: number }[]).map((faq) => faq.id);
    };
    assert.deepEqual(await searchOn(b), [], "nothing answers it yet");
    const recorded = await until(
      "the search counted",
      async () =>
        (await rows(sql`SELECT id FROM search_queries WHERE search = ${search}`)).length > 0,
      5_000,
    );
    const [row] = await rows<{ id: number }>(
      sql`SELECT id FROM search_queries WHERE search = ${search}`,
    );
    assert.ok(row, "the search is kept");

    const linked = await admin.faq.linkContentGap({
      id: row.id,
      faqId: faq.id,
    });
    assert.equal(linked.status, 200, JSON.stringify(linked.body));
    // No waiting: B reads the version of the searched text with every search.
    assert.equal((await searchOn(b))[0], faq.id, "B finds the linked FAQ first");
    t.diagnostic(`search counted after ${recorded.toFixed(0)} ms; B found the link at once`);
  });

  test("after its PostgreSQL connection is cut, B listens again and hears the next edit", async (t: TestContext) => {
    const { admin, faq } = await addFaqOnA("Cleo", {
      question: "<p>Apples: can I change my coach?</p>",
      answer: "<p>Yes, before the next session.</p>",
    });
    await until(
      "the new FAQ on B",
      pageShows(b.url, ROUTES.faq.path, "Apples: can I change my coach?"),
      PROPAGATION_LIMIT_MS,
    );

    const before = listens(b);
    await db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = 'faq-corner-cache-sync' AND datname = current_database()`,
    );
    const relistened = await until(
      "B listens again",
      () => Promise.resolve(listens(b) > before),
      15_000,
    );

    const edited = await admin.faq.patchFaq({
      id: faq.id,
      question: "<p>Apples: can I change my coach?</p>",
      answer: "<p>Yes, at any time.</p>",
      tags: "",
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    const heard = await until(
      "the edit on B after the reconnection",
      pageShows(b.url, ROUTES.faq.path, "Yes, at any time."),
      PROPAGATION_LIMIT_MS,
    );
    t.diagnostic(
      `B listened again ${relistened.toFixed(0)} ms after its connection was cut; the next edit showed on B after ${heard.toFixed(0)} ms`,
    );
  });

  test("a session signed in on A works on B, with A's anti-forgery token, and the other way round", async () => {
    await makeCoach("una@example.org", "Una", "User");
    const onA = await signIn(a.url, "una@example.org");
    const onB = sameBrowserOn(b, onA);
    assert.deepEqual((await onB.user.getUserRole()).body, {
      userRole: "Coach",
      isVerified: true,
    });
    const renamed = await onB.user.changeName({ firstName: "Una", lastName: "Both" });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));

    // A token handed out by B is good on A.
    await onB.user.getXsrfToken();
    const back = sameBrowserOn(a, onB);
    const renamedBack = await back.user.changeName({
      firstName: "Una",
      lastName: "User",
    });
    assert.equal(renamedBack.status, 200, JSON.stringify(renamedBack.body));
  });

  test("logout through A ends the session on B at once", async () => {
    await makeCoach("leo@example.org", "Leo", "Logout");
    const onA = await signIn(a.url, "leo@example.org");
    const onB = sameBrowserOn(b, onA);
    assert.equal((await onB.user.getUserRole()).status, 200);
    assert.equal((await onA.user.logout()).status, 200);
    assert.equal((await onB.user.getUserRole()).status, 401);
  });

  test("5 wrong passwords spread over A and B lock the account on both", async () => {
    await makeCoach("max@example.org", "Max", "Locked");
    for (let i = 0; i < 5; i++) {
      const server = i % 2 === 0 ? a : b;
      const answer = await new TestClient(server.url).login(
        "max@example.org",
        `wrong ${String(i)}`,
      );
      assert.equal(answer.status, 401, `attempt ${String(i + 1)}`);
    }
    for (const server of [a, b]) {
      const locked = await new TestClient(server.url).login("max@example.org", PASSWORD);
      assert.equal(locked.status, 429, JSON.stringify(locked.body));
      assert.ok(
        Number(locked.headers.get("retry-after")) > 0,
        'Number(locked.headers.get("retry-after")) > 0',
      );
    }
  });

  test("the per-address login limit counts the attempts made on both servers", async () => {
    const address = "203.0.113.50";
    for (let i = 0; i < 6; i++) {
      const server = i % 2 === 0 ? a : b;
      const answer = await new TestClient(server.url, address).login(
        `nobody${String(i)}@example.org`,
        "x",
      );
      assert.equal(answer.status, 401, `attempt ${String(i + 1)}`);
    }
    for (const server of [a, b]) {
      const over = await new TestClient(server.url, address).login("someone@example.org", "x");
      assert.equal(over.status, 429, JSON.stringify(over.body));
    }
  });

  test("a production server on PostgreSQL without AUTH_SECRET refuses to start, naming it", async () => {
    await assert.rejects(
      ServerProcess.start({ port: await freePort(), env: { ...env, AUTH_SECRET: "" } }),
      /AUTH_SECRET is required in production/,
    );
  });
});
