import { db, engine } from "./helpers/database";

import assert from "node:assert/strict";
import { after, before, describe, test, type TestContext } from "node:test";

import { faqs } from "@/db/schema";
import type { PhrasingSuggestion } from "@/lib/contract/suggestions";
import { searchesRecorded } from "@/lib/server/search-recording";

import { query, type TestClient } from "../harness/api-client";
import { startApp } from "../harness/app";
import { signIn, signedOut, type SignedIn } from "../harness/sign-in";
import { TEACH_PAIRS_R3, type TeachPair } from "../harness/relevance/sets";
import { plainQuestion } from "../harness/relevance/scoring";
import { resetToDemoContent } from "./helpers/faq";

/**
 * Issue 38, the learning loop measured (harness/relevance/questions-r3.json's teach-and-check
 * pairs): two visitors search the first asking of a pair, open its FAQ and say it answered them,
 * through the public API as the page does; staff accept every suggestion through the API; then
 * the second asking, written before any of this, is searched. Its hit@3 before and after, on the
 * held-back pairs (the figure that counts) and the tuning ones.
 */

const app = await startApp();

type Found = { id: number }[];

describe(`the learning loop (issue 38) on ${engine}`, () => {
  /** Each demo FAQ's id by its English question, as the pairs name it. */
  const ids = new Map<string, number>();
  let staff: SignedIn;
  let searcher: TestClient;

  before(async () => {
    await resetToDemoContent();
    for (const row of await db.select({ id: faqs.id, question: faqs.question }).from(faqs)) {
      ids.set(plainQuestion(row.question), row.id);
    }
    staff = await signIn(app.url, { role: "Coach" });
    searcher = await signedOut(app.url);
  });

  after(() => searchesRecorded());

  async function search(visitor: TestClient, text: string, language: string): Promise<number[]> {
    const response = await visitor.faq.getQueriedFaqs(query({ searchQuery: text, language }));
    assert.equal(response.status, 200, text);
    return (response.body as Found).map((faq) => faq.id);
  }

  function expectedId(pair: TeachPair): number {
    const id = ids.get(pair.expected);
    assert.ok(id !== undefined, `a demo FAQ asks “${pair.expected}”`);
    return id;
  }

  async function checkedHits(pairs: readonly TeachPair[]): Promise<number> {
    let hits = 0;
    for (const pair of pairs) {
      const found = await search(searcher, pair.checked, pair.language);
      if (found.slice(0, 3).includes(expectedId(pair))) hits += 1;
    }
    return hits;
  }

  /** Two visitors ask the first way, open the FAQ and say it answered them. */
  async function teach(pair: TeachPair): Promise<void> {
    for (let i = 0; i < 2; i += 1) {
      const visitor = await signedOut(app.url);
      await search(visitor, pair.taught, pair.language);
      const said = await visitor.faq.postSearchAnswered({
        id: expectedId(pair),
        searchQuery: pair.taught,
        language: pair.language,
      });
      assert.equal(said.status, 200, JSON.stringify(said.body));
    }
  }

  /** Staff accept every suggestion, every way of asking in it. */
  async function acceptAll(): Promise<number> {
    const response = await staff.client.faq.getPhrasingSuggestions(query({ limit: 100 }));
    assert.equal(response.status, 200, JSON.stringify(response.body));
    const suggestions = response.body as PhrasingSuggestion[];
    for (const { faqId, language, reading, ways } of suggestions) {
      const accepted = await staff.client.faq.acceptPhrasingSuggestion({
        faqId,
        language,
        reading,
        phrasings: ways.map((way) => way.text),
      });
      assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    }
    return suggestions.length;
  }

  test("two visitors teach the first asking; once staff accept, the second asking finds its FAQ", async (t: TestContext) => {
    const { heldBack, tuning } = TEACH_PAIRS_R3;
    const before = { heldBack: await checkedHits(heldBack), tuning: await checkedHits(tuning) };
    for (const pair of [...heldBack, ...tuning]) await teach(pair);
    const accepted = await acceptAll();
    const after = { heldBack: await checkedHits(heldBack), tuning: await checkedHits(tuning) };

    const share = (n: number, of: number) =>
      `${String(n)}/${String(of)} (${String(Math.round((100 * n) / of))}%)`;
    t.diagnostic(`suggestions accepted: ${String(accepted)}`);
    t.diagnostic(
      `held-back pairs, checked asking hit@3: before ${share(before.heldBack, heldBack.length)}, after ${share(after.heldBack, heldBack.length)}`,
    );
    t.diagnostic(
      `tuning pairs, checked asking hit@3: before ${share(before.tuning, tuning.length)}, after ${share(after.tuning, tuning.length)}`,
    );
    assert.equal(accepted, heldBack.length + tuning.length, "one suggestion a pair");
    assert.ok(after.heldBack >= before.heldBack, "teaching never loses an answer");
    // The issue's target: the held-back pairs' second askings, hit@3 ≥ 95% once taught.
    assert.ok(
      after.heldBack >= 0.95 * heldBack.length,
      `held-back after: ${String(after.heldBack)}`,
    );
  });
});
