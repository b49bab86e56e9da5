import { db, engine, firstAuditEvent, insertFaq, resetDatabase, rows } from "./helpers/database";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { eq, sql } from "drizzle-orm";

import { faqVotes } from "@/db/schema";
import { answeredSearchesClosed } from "@/lib/server/content-gap-closer";
import { searchesRecorded } from "@/lib/server/search-recording";

import type { ContentGap } from "@/lib/contract";

import { ApiClient, query, TestClient } from "../harness/api-client";
import { startApp } from "../harness/app";
import { signedOut, signIn, type SignedIn } from "../harness/sign-in";
import { editFaq, signInEditors, suiteEditors } from "./helpers/faq";

/** Issue 16: "Was this helpful?" votes and the Content Gaps queue. */

const app = await startApp();

/** A visitor from an address of its own, holding an anti-forgery token as the widget does. */
const visitor = (): Promise<TestClient> => signedOut(app.url);

const vote = (client: ApiClient, body: unknown, headers?: Record<string, string>) =>
  client.faq.rateFaq(body, headers);

async function votesOf(faqId: number) {
  return db.select().from(faqVotes).where(eq(faqVotes.faqId, faqId));
}

let faqNumber = 0;
/** An active FAQ of its own words, so that searches in one test do not find another's. */
async function newFaq(words: string) {
  faqNumber += 1;
  return insertFaq({
    question: `<p>${words} question ${String(faqNumber)}</p>`,
    answer: `<p>An answer about ${words}.</p>`,
  });
}

async function gaps(client: ApiClient, params: Record<string, string | number> = {}) {
  const response = await client.faq.getContentGaps(query({ limit: 100, ...params }));
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body as ContentGap[];
}

async function publicSearch(text: string) {
  const response = await new TestClient(app.url).faq.getQueriedFaqs(query({ searchQuery: text }));
  assert.equal(response.status, 200);
  await searchesRecorded();
  return response.body as unknown[];
}

describe(`"Was this helpful?" votes on ${engine}`, () => {
  let admin: SignedIn;

  before(async () => {
    await resetDatabase();
    ({ admin } = await signInEditors(app));
  });

  test("a Yes and a No with its reason and comment are kept and counted in the staff list", async () => {
    const faq = await newFaq("phonics");
    const yes = await vote(await visitor(), { id: faq.id, helpful: true });
    assert.equal(yes.status, 200, JSON.stringify(yes.body));
    assert.equal(yes.body.message, "Thank you! Your answer helps us improve.");
    const no = await vote(await visitor(), {
      id: faq.id,
      helpful: false,
      reason: "tooHard",
      comment: "  <b>Too many long words</b>  ",
    });
    assert.equal(no.status, 200, JSON.stringify(no.body));
    await vote(await visitor(), { id: faq.id, helpful: false, reason: "otherLanguage" });

    const kept = await votesOf(faq.id);
    assert.equal(kept.length, 3);
    // Plain text as typed (trimmed), never turned into or out of HTML.
    assert.ok(
      kept.some((row) => row.comment === "<b>Too many long words</b>"),
      'kept.some((row) => row.comment === "<b>Too many long words</b>")',
    );

    const list = await admin.client.faq.getAdminFaqs(query({ limit: 100 }));
    const listed = (list.body as { id: number; feedback: unknown }[]).find((f) => f.id === faq.id);
    assert.deepEqual(listed?.feedback, {
      yes: 1,
      no: 2,
      reasons: { tooHard: 1, notAnswered: 0, otherLanguage: 1, somethingElse: 0 },
    });
    const searched = await admin.client.get(
      `/api/Faq/GetAdminQueriedFaqs?${query({ searchQuery: "phonics" })}`,
    );
    const found = (searched.body as { id: number; feedback: { no: number } }[]).find(
      (f) => f.id === faq.id,
    );
    assert.equal(found?.feedback.no, 2);
  });

  test("nothing that could identify a voter is stored", async () => {
    const faq = await newFaq("rhymes");
    await vote(await visitor(), { id: faq.id, helpful: false, reason: "notAnswered" });
    const columns = await rows<{ column_name: string }>(
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'faq_votes' ORDER BY column_name`,
    );
    assert.deepEqual(
      columns.map((column) => column.column_name),
      // Issue 28: the language of the text voted on says nothing of who voted.
      ["comment", "faq_id", "helpful", "id", "language", "reason", "voted_at"],
    );
    // The budget's key names the address, as the search budget's does, and nothing else.
    const keys = await rows<{ key: string }>(
      sql`SELECT key FROM rate_limits WHERE key LIKE 'vote-ip:%'`,
    );
    assert.ok(keys.length > 0, "keys.length > 0");
  });

  test("bad votes are refused with a message for the field, and nothing is kept", async () => {
    const faq = await newFaq("spelling");
    const archived = await insertFaq({
      question: "<p>Archived spelling</p>",
      answer: "<p>Gone.</p>",
      isPhantomDeleted: true,
    });
    const client = await visitor();
    const cases: [unknown, string][] = [
      [{ id: faq.id, helpful: false, reason: "boring" }, "Reason"],
      [{ id: faq.id, helpful: true, reason: "tooHard" }, "Reason"],
      [{ id: faq.id, helpful: true, comment: "Nice" }, "Comment"],
      [{ id: faq.id, helpful: false, comment: "x".repeat(501) }, "Comment"],
      [{ id: faq.id, helpful: false, comment: "bell\u0007" }, "Comment"],
      [{ id: faq.id, helpful: false, comment: "half \uD800 pair" }, "Comment"],
      [{ id: faq.id, helpful: "no" }, "Helpful"],
      [{ id: faq.id }, "Helpful"],
      [{ id: "one", helpful: true }, "Id"],
      [{ id: 0, helpful: true }, "Id"],
    ];
    for (const [body, field] of cases) {
      const response = await vote(client, body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.ok(response.body.errors[field], `${field}: ${JSON.stringify(response.body)}`);
    }
    const exactly500 = await vote(client, { id: faq.id, helpful: false, comment: "y".repeat(500) });
    assert.equal(exactly500.status, 200);

    assert.equal((await vote(client, { id: 999_999, helpful: true })).status, 404);
    assert.equal((await vote(client, { id: archived.id, helpful: true })).status, 404);
    assert.equal((await votesOf(archived.id)).length, 0);
    assert.equal((await votesOf(faq.id)).length, 1, "only the 500-character comment");

    const noToken = new TestClient(app.url);
    const refused = await vote(noToken, { id: faq.id, helpful: true });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.title, "Invalid anti-forgery token.");
    assert.equal((await votesOf(faq.id)).length, 1);
  });

  test("past its address's budget a vote is thanked but not kept; another site's is refused", async () => {
    const faq = await newFaq("vowels");
    const client = await visitor();
    for (let i = 0; i < 40; i += 1) {
      const response = await vote(client, { id: faq.id, helpful: true });
      assert.equal(response.status, 200, JSON.stringify(response.body));
      assert.equal(response.body.message, "Thank you! Your answer helps us improve.");
    }
    assert.equal((await votesOf(faq.id)).length, 30, "the budget of searches: 30 in 10 minutes");
    await vote(await visitor(), { id: faq.id, helpful: true });
    assert.equal((await votesOf(faq.id)).length, 31, "another address has its own budget");

    const crossSite = await vote(
      await visitor(),
      { id: faq.id, helpful: false, reason: "tooHard" },
      { "Sec-Fetch-Site": "cross-site" },
    );
    // Anti-forgery refuses a POST another site sends before it is counted (docs/api.md §2).
    assert.equal(crossSite.status, 400, JSON.stringify(crossSite.body));
    assert.equal(crossSite.body.title, "Invalid anti-forgery token.");
    assert.equal((await votesOf(faq.id)).length, 31);
  });
});

describe(`the Content Gaps queue on ${engine}`, () => {
  const { admin, coach } = suiteEditors(app);

  test("a No opens an entry with its reasons; an edit closes it; a later No reopens it", async () => {
    const faq = await newFaq("blending");
    await vote(await visitor(), { id: faq.id, helpful: true });
    assert.equal((await gaps(coach.client)).filter((gap) => gap.id === faq.id).length, 0);

    await vote(await visitor(), {
      id: faq.id,
      helpful: false,
      reason: "tooHard",
      comment: "Long words",
    });
    await vote(await visitor(), { id: faq.id, helpful: false, reason: "tooHard" });
    const [open] = (await gaps(coach.client)).filter((g) => g.kind === "faq" && g.id === faq.id);
    assert.equal(open?.status, "open");
    assert.equal(open.count, 2);
    assert.equal(open.text, `blending question ${String(faqNumber)}`);
    assert.deepEqual(open.reasons, {
      tooHard: 2,
      notAnswered: 0,
      otherLanguage: 0,
      somethingElse: 0,
    });
    assert.deepEqual(open.comments, ["Long words"]);

    await editFaq(coach.client, {
      id: faq.id,
      question: "<p>How do I blend sounds?</p>",
      answer: "<p>Say each sound, then say them fast.</p>",
      tags: "",
    });
    assert.equal((await gaps(coach.client)).filter((g) => g.id === faq.id).length, 0);
    const [closed] = (await gaps(coach.client, { status: "closed" })).filter(
      (g) => g.kind === "faq" && g.id === faq.id,
    );
    assert.equal(closed?.status, "closed");

    await vote(await visitor(), { id: faq.id, helpful: false, reason: "notAnswered" });
    const [reopened] = (await gaps(coach.client)).filter(
      (g) => g.kind === "faq" && g.id === faq.id,
    );
    assert.equal(reopened?.status, "open");
    assert.equal(reopened.count, 1, "the votes since the edit");
    assert.equal(reopened.reasons?.notAnswered, 1);
    assert.deepEqual(reopened.comments, []);
  });

  test("a search that found nothing is open until an FAQ answers it", async () => {
    assert.deepEqual(await publicSearch("volcano eruption"), []);
    const [open] = (await gaps(admin.client)).filter((g) => g.text === "volcano eruption");
    assert.equal(open?.kind, "search");
    assert.equal(open.status, "open");
    assert.equal(open.count, 1);

    const added = await admin.client.faq.postFaq({
      question: "<p>What is a volcano eruption?</p>",
      answer: "<p>Hot rock comes out of a mountain.</p>",
      tags: "",
    });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    // Closed just after the answer, which does not wait for the searches to be run again.
    await answeredSearchesClosed();
    assert.equal((await gaps(admin.client)).filter((g) => g.text === "volcano eruption").length, 0);
    const closed = (await gaps(admin.client, { status: "closed" })).filter(
      (g) => g.text === "volcano eruption",
    );
    assert.equal(closed.length, 1);

    // Archived again, the next search finds nothing and reopens it.
    const archive = await admin.client.faq.deleteFaq({ id: added.body.id });
    assert.equal(archive.status, 200);
    await publicSearch("volcano eruption");
    const [reopened] = (await gaps(admin.client)).filter((g) => g.text === "volcano eruption");
    assert.equal(reopened?.count, 2);

    // Restored, the FAQ answers it again.
    const restore = await admin.client.faq.restoreFaq({ id: added.body.id });
    assert.equal(restore.status, 200);
    await answeredSearchesClosed();
    assert.equal((await gaps(admin.client)).filter((g) => g.text === "volcano eruption").length, 0);
  });

  test("dismissing an entry moves it to Dismissed, audited; a later search reopens it", async () => {
    await publicSearch("submarine licence");
    const [entry] = (await gaps(coach.client)).filter((g) => g.text === "submarine licence");
    assert.ok(entry, "entry is there");
    const dismissed = await coach.client.faq.dismissContentGap({
      kind: "search",
      id: entry.id,
    });
    assert.equal(dismissed.status, 200, JSON.stringify(dismissed.body));
    assert.equal(dismissed.body.status, "dismissed");
    assert.equal((await gaps(coach.client)).filter((g) => g.id === entry.id).length, 0);
    const shown = (await gaps(coach.client, { status: "dismissed" })).filter(
      (g) => g.kind === "search" && g.id === entry.id,
    );
    assert.equal(shown.length, 1);

    const audit = await firstAuditEvent("content_gap.dismissed");
    assert.equal(audit.actorUserId, coach.userId);
    assert.equal(audit.targetType, "search_query");
    assert.equal(audit.targetId, String(entry.id));
    assert.equal(audit.details.text, "submarine licence");

    const again = await coach.client.faq.dismissContentGap({
      kind: "search",
      id: entry.id,
    });
    assert.equal(again.status, 409);
    const unknown = await coach.client.faq.dismissContentGap({
      kind: "faq",
      id: 999_999,
    });
    assert.equal(unknown.status, 404);
    const bad = await coach.client.faq.dismissContentGap({ kind: "page", id: 1 });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.errors.Kind, "the answer names the field Kind");

    await publicSearch("submarine licence");
    const [back] = (await gaps(coach.client)).filter((g) => g.text === "submarine licence");
    assert.equal(back?.status, "open");
  });

  test("the queue orders by most frequent or most recent, and checks its parameters", async () => {
    await publicSearch("glacier walking");
    await publicSearch("glacier walking");
    await publicSearch("glacier walking");
    await publicSearch("desert camping");
    const frequent = (await gaps(admin.client, { orderBy: 0 })).map((g) => g.text);
    const recent = (await gaps(admin.client, { orderBy: 1 })).map((g) => g.text);
    assert.ok(
      frequent.indexOf("glacier walking") < frequent.indexOf("desert camping"),
      'frequent.indexOf("glacier walking") < frequent.indexOf("desert camping")',
    );
    assert.ok(
      recent.indexOf("desert camping") < recent.indexOf("glacier walking"),
      'recent.indexOf("desert camping") < recent.indexOf("glacier walking")',
    );
    const firstPage = await gaps(admin.client, { limit: 1 });
    assert.equal(firstPage.length, 1);
    for (const params of ["status=gone", "orderBy=2", "limit=0", "skip=-1"]) {
      const response = await admin.client.faq.getContentGaps(params);
      assert.equal(response.status, 400, params);
    }
  });

  test("only Coaches and Admins may read or dismiss the queue", async () => {
    const anyone = new ApiClient(app.url);
    await anyone.user.getXsrfToken();
    assert.equal((await anyone.faq.getContentGaps()).status, 401);
    assert.equal((await anyone.faq.dismissContentGap({ kind: "search", id: 1 })).status, 401);
    for (const role of ["Student", "Guest"] as const) {
      const other = await signIn(app.url, { role });
      assert.equal((await other.client.faq.getContentGaps()).status, 403, role);
      const dismiss = await other.client.faq.dismissContentGap({
        kind: "search",
        id: 1,
      });
      assert.equal(dismiss.status, 403, role);
    }
    const unverified = await signIn(app.url, { role: "Coach", verified: false });
    assert.equal((await unverified.client.faq.getContentGaps()).status, 403);
    assert.equal((await coach.client.faq.getContentGaps()).status, 200);
    assert.equal((await admin.client.faq.getContentGaps()).status, 200);
  });
});
