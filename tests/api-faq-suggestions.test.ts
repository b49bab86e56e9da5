import { db, engine, firstAuditEvent, latestRevision } from "./helpers/database";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { eq } from "drizzle-orm";

import { answerSignals, faqs, suggestionDecisions } from "@/db/schema";
import type { PhrasingSuggestion } from "@/lib/contract/suggestions";

import { ApiClient, query, type TestClient } from "../harness/api-client";
import { startAppAndClients } from "./helpers/app-clients";
import { signIn, signedOut } from "../harness/sign-in";
import { suiteEditors } from "./helpers/faq";

/**
 * Issue 38 "Visitors teach, staff decide": a visitor's "this answers my question" is a signal;
 * signals for one FAQ from searches that read the same, sent by two different visitors, are a
 * suggestion; staff accept (the ways of asking become phrasings) or reject (never again).
 */

const { app, anonymous } = await startAppAndClients();

let number = 0;

describe(`suggested phrasings (issue 38) on ${engine}`, () => {
  const { admin, coach } = suiteEditors(app);

  before(async () => {
    await anonymous.user.getXsrfToken();
  });

  /** An FAQ of its own, about a made-up word, so that no other test's signals reach it. */
  async function addFaq() {
    number += 1;
    const word = `zorb${String(number)}`;
    const response = await admin.client.faq.postFaq({
      question: `<p>How do I borrow a ${word} kit?</p>`,
      answer: "<p>Ask at the library desk.</p>",
      tags: "kits",
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return { id: (response.body as { id: number }).id, word };
  }

  async function answered(visitor: TestClient, id: number, searchQuery: string, language = "en") {
    const response = await visitor.faq.postSearchAnswered({ id, searchQuery, language });
    assert.equal(response.status, 200, JSON.stringify(response.body));
  }

  async function suggestions(faqId?: number): Promise<PhrasingSuggestion[]> {
    const response = await coach.client.faq.getPhrasingSuggestions(
      query({ limit: 100, ...(faqId === undefined ? {} : { faqId }) }),
    );
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body as PhrasingSuggestion[];
  }

  test("two visitors whose searches read the same make one suggestion; one visitor, however often, makes none", async () => {
    const faq = await addFaq();
    const first = await signedOut(app.url);
    for (let i = 0; i < 5; i += 1)
      await answered(first, faq.id, `wen can i borrow the ${faq.word}`);
    await answered(first, faq.id, `wen can i borow a ${faq.word}`);
    assert.deepEqual(await suggestions(faq.id), [], "one address is one visitor");

    const second = await signedOut(app.url);
    await answered(second, faq.id, `wen can i borow a ${faq.word}`);
    const [suggestion, ...others] = await suggestions(faq.id);
    assert.deepEqual(others, []);
    assert.ok(suggestion, "a suggestion");
    assert.equal(suggestion.visitors, 2);
    assert.equal(suggestion.language, "en");
    assert.equal(suggestion.question, `How do I borrow a ${faq.word} kit?`);
    assert.deepEqual(suggestion.ways, [
      { text: `wen can i borow a ${faq.word}`, visitors: 2 },
      { text: `wen can i borrow the ${faq.word}`, visitors: 1 },
    ]);
    assert.ok(
      (await suggestions()).some((listed) => listed.faqId === faq.id),
      "the list of every FAQ's suggestions has it",
    );

    // The signals hold neither the address nor the words as HTML.
    const kept = await db.select().from(answerSignals).where(eq(answerSignals.faqId, faq.id));
    for (const signal of kept) {
      assert.match(signal.visitor, /^[0-9a-f]{64}$/);
      assert.ok(![first.address, second.address].includes(signal.visitor), "never the address");
    }

    // Nothing a visitor did changed the FAQ.
    const [row] = await db.select().from(faqs).where(eq(faqs.id, faq.id));
    assert.deepEqual(row?.phrasings, []);
  });

  test("staff accept the ways they choose: phrasings, audited, in History; the search then finds the FAQ first", async () => {
    const faq = await addFaq();
    const wording = `how do i borow a ${faq.word} kit`;
    for (const text of [wording, `how do i borrow the ${faq.word} kits`]) {
      await answered(await signedOut(app.url), faq.id, text);
      await answered(await signedOut(app.url), faq.id, text);
    }
    const [suggestion] = await suggestions(faq.id);
    assert.ok(suggestion, "a suggestion of four visitors");
    assert.equal(suggestion.visitors, 4);

    const accepted = await coach.client.faq.acceptPhrasingSuggestion({
      faqId: faq.id,
      language: "en",
      reading: suggestion.reading,
      phrasings: [wording],
    });
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    assert.deepEqual(accepted.body.phrasings, [wording]);
    assert.equal(accepted.body.editedByUserId, coach.userId);
    assert.deepEqual(await suggestions(faq.id), [], "an answered suggestion goes");

    const revision = await latestRevision(faq.id);
    assert.equal(revision.kind, "edited");
    assert.deepEqual(revision.phrasings, [wording]);
    const audit = await firstAuditEvent("suggestion.accepted");
    assert.equal(audit.targetId, String(faq.id));
    assert.equal(audit.details.phrasingsAdded, 1);

    const search = await anonymous.faq.getQueriedFaqs(query({ searchQuery: wording }));
    assert.equal((search.body as { id: number }[])[0]?.id, faq.id);

    // The same visitors again: the pair is answered, and no suggestion comes back.
    await answered(await signedOut(app.url), faq.id, wording);
    assert.deepEqual(await suggestions(faq.id), []);
  });

  test("a rejected suggestion never returns, and changes nothing", async () => {
    const faq = await addFaq();
    const text = `can my nan get a ${faq.word}`;
    await answered(await signedOut(app.url), faq.id, text);
    await answered(await signedOut(app.url), faq.id, text);
    const [suggestion] = await suggestions(faq.id);
    assert.ok(suggestion, "a suggestion of two visitors");
    const key = { faqId: faq.id, language: "en", reading: suggestion.reading };

    const rejected = await coach.client.faq.rejectPhrasingSuggestion(key);
    assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
    for (let i = 0; i < 3; i += 1) await answered(await signedOut(app.url), faq.id, text);
    assert.deepEqual(await suggestions(faq.id), []);
    const [row] = await db.select().from(faqs).where(eq(faqs.id, faq.id));
    assert.deepEqual(row?.phrasings, []);
    const [decision] = await db
      .select()
      .from(suggestionDecisions)
      .where(eq(suggestionDecisions.faqId, faq.id));
    assert.equal(decision?.decision, "rejected");
    assert.equal((await firstAuditEvent("suggestion.rejected")).targetId, String(faq.id));

    // Answered already: both answers are a 404 now.
    assert.equal((await coach.client.faq.rejectPhrasingSuggestion(key)).status, 404);
    const late = await coach.client.faq.acceptPhrasingSuggestion({ ...key, phrasings: [text] });
    assert.equal(late.status, 404);
  });

  test('a "Yes" under an FAQ reached from a search is a signal too', async () => {
    const faq = await addFaq();
    const text = `wher r the ${faq.word} kits`;
    for (let i = 0; i < 2; i += 1) {
      const visitor = await signedOut(app.url);
      const vote = await visitor.faq.rateFaq({ id: faq.id, helpful: true, searchQuery: text });
      assert.equal(vote.status, 200, JSON.stringify(vote.body));
    }
    const [suggestion] = await suggestions(faq.id);
    assert.deepEqual(suggestion?.ways, [{ text, visitors: 2 }]);
  });

  test("refusals: bad input, unknown suggestions and FAQs, ways not suggested, strangers", async () => {
    const faq = await addFaq();
    const text = `<b>how</b> to book a ${faq.word}`;
    await answered(await signedOut(app.url), faq.id, text);
    await answered(await signedOut(app.url), faq.id, text);
    const [suggestion] = await suggestions(faq.id);
    assert.ok(suggestion, "a suggestion of two visitors");
    assert.deepEqual(
      suggestion.ways.map((way) => way.text),
      [`how to book a ${faq.word}`],
      "markup is never kept",
    );
    const key = { faqId: faq.id, language: "en", reading: suggestion.reading };

    const visitor = await signedOut(app.url);
    const noFaq = await visitor.faq.postSearchAnswered({ id: 2_000_000_000, searchQuery: "x y" });
    assert.equal(noFaq.status, 404);
    const empty = await visitor.faq.postSearchAnswered({ id: faq.id, searchQuery: "   " });
    assert.equal(empty.status, 400);
    assert.ok(empty.body.errors.SearchQuery, JSON.stringify(empty.body));
    const long = await visitor.faq.postSearchAnswered({ id: faq.id, searchQuery: "a".repeat(201) });
    assert.equal(long.status, 400);
    const forged = await visitor.faq.postSearchAnswered(
      { id: faq.id, searchQuery: "forged" },
      { "X-XSRF-TOKEN": "forged" },
    );
    assert.equal(forged.status, 400);

    const accept = (body: unknown, client: ApiClient = coach.client) =>
      client.faq.acceptPhrasingSuggestion(body);
    const notOffered = await accept({ ...key, phrasings: ["something else"] });
    assert.equal(notOffered.status, 400, JSON.stringify(notOffered.body));
    assert.deepEqual(notOffered.body.errors.Phrasings, [
      "Choose ways of asking from the suggestion.",
    ]);
    assert.equal((await accept({ ...key, phrasings: [] })).status, 400);
    // A control character never reaches SQL: the reading is cleaned, and names no suggestion.
    const nul = await accept({ ...key, reading: "a\u0000b", phrasings: ["x"] });
    assert.equal(nul.status, 404, JSON.stringify(nul.body));
    assert.equal(
      (await accept({ ...key, reading: "no such reading", phrasings: ["x"] })).status,
      404,
    );
    assert.equal(
      (await accept({ ...key, phrasings: [`how to book a ${faq.word}`] }, anonymous)).status,
      401,
    );
    const student = await signIn(app.url, { role: "Student" });
    assert.equal((await student.client.faq.getPhrasingSuggestions(query({}))).status, 403);
    assert.equal((await anonymous.faq.getPhrasingSuggestions(query({}))).status, 401);

    const [row] = await db.select().from(faqs).where(eq(faqs.id, faq.id));
    assert.deepEqual(row?.phrasings, [], "no refusal changed the FAQ");
    assert.equal((await suggestions(faq.id)).length, 1, "the suggestion is still there");
  });
});
