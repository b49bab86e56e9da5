import { db, engine } from "./helpers/database";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { eq, sql } from "drizzle-orm";

import { faqs } from "@/db/schema";

import { decodeInterpretation, SEARCH_INTERPRETATION_HEADER } from "@/lib/search/interpretation";
import { query } from "../harness/api-client";
import { startAppAndClients } from "./helpers/app-clients";
import { plainQuestion as questionText } from "../harness/relevance/scoring";
import { resetToDemoContent } from "./helpers/faq";
import { signIn, type SignedIn } from "../harness/sign-in";
import { HELD_BACK_QUESTIONS, TUNING_QUESTIONS } from "../harness/relevance/sets";
import {
  describeHalf,
  plainQuestion,
  scoreHalf,
  scoreRelevance,
} from "../harness/relevance/scoring";
import { miniSearchOfDemo } from "../scripts/bench/minisearch-peer";

const { app, anonymous } = await startAppAndClients();

type Found = { id: number; question: string; ranking: number }[];

describe(`FAQ search on ${engine}`, () => {
  let coach: SignedIn;

  before(async () => {
    await resetToDemoContent();
    coach = await signIn(app.url, { role: "Coach" });
  });

  test("relevance: every tidy search finds its FAQ in the top 3, and the natural questions reach hit@1 ≥ 70% and hit@3 ≥ 90%", async (t) => {
    const scores = await scoreRelevance(async (search) => {
      const response = await coach.client.faq.getAdminQueriedFaqs(query({ searchQuery: search }));
      assert.equal(response.status, 200, search);
      return (response.body as Found).map((faq) => plainQuestion(faq.question));
    });
    const { tidy, natural } = scores;
    const percent = (part: number, total: number) =>
      `${((100 * part) / total).toFixed(1)}% (${String(part)}/${String(total)})`;
    const summary = `tidy searches ${percent(tidy.hits, tidy.total)}; natural questions hit@1 ${percent(natural.hitAt1, natural.total)}, hit@3 ${percent(natural.hitAt3, natural.total)}`;
    t.diagnostic(summary);
    for (const miss of [...tidy.misses, ...natural.misses]) t.diagnostic(`miss: ${miss}`);
    assert.deepEqual(tidy.misses, [], summary);
    assert.ok(natural.hitAt1 >= 0.7 * natural.total, summary);
    assert.ok(
      natural.hitAt3 >= 0.9 * natural.total,
      `${summary}; misses: ${natural.misses.join("; ")}`,
    );
  });

  test("relevance, fresh set (issue 26): the held-back half, beside the tuning half and MiniSearch", async (t) => {
    const ours = async (search: string) => {
      const response = await coach.client.faq.getAdminQueriedFaqs(query({ searchQuery: search }));
      assert.equal(response.status, 200, search);
      const { confidence } = decodeInterpretation(
        response.headers.get(SEARCH_INTERPRETATION_HEADER),
      );
      return {
        questions: (response.body as Found).map((faq) => plainQuestion(faq.question)),
        confidence,
      };
    };
    const miniSearch = miniSearchOfDemo();
    const peer = (search: string) => {
      const questions = miniSearch(search);
      return Promise.resolve({ questions, confidence: "good" as const });
    };
    const heldBack = await scoreHalf(HELD_BACK_QUESTIONS, ours);
    const tuning = await scoreHalf(TUNING_QUESTIONS, ours);
    const peerHeldBack = await scoreHalf(HELD_BACK_QUESTIONS, peer);
    t.diagnostic(`held-back half: ${describeHalf(heldBack)}`);
    t.diagnostic(`tuning half: ${describeHalf(tuning)}`);
    t.diagnostic(`MiniSearch, held-back half: ${describeHalf(peerHeldBack)}`);
    t.diagnostic(
      `MiniSearch, tuning half: ${describeHalf(await scoreHalf(TUNING_QUESTIONS, peer))}`,
    );
    // Floors that hold today (docs/decisions/0037 gives the figures and the targets still
    // missed): ahead of MiniSearch on the held-back half, and at most 1 in 8 of the questions the
    // FAQs do not answer answered with confidence good.
    assert.ok(heldBack.hitAt3 > peerHeldBack.hitAt3, describeHalf(heldBack));
    assert.ok(heldBack.hitAt1 > peerHeldBack.hitAt1, describeHalf(heldBack));
    assert.ok(heldBack.hitAt3 >= 0.8 * heldBack.answerable, describeHalf(heldBack));
    assert.ok(heldBack.noAnswerGood * 8 <= heldBack.noAnswer, describeHalf(heldBack));
  });

  test("public and staff searches find the same FAQs in the same order", async () => {
    for (const search of ["reading at home", "phonicks", "guide bo", "bicycle parking"]) {
      const params = query({ searchQuery: search });
      const visitor = await anonymous.faq.getQueriedFaqs(params);
      const staff = await coach.client.faq.getAdminQueriedFaqs(params);
      assert.equal(visitor.status, 200);
      assert.deepEqual(
        (visitor.body as Found).map((faq) => faq.id),
        (staff.body as Found).map((faq) => faq.id),
        search,
      );
      for (const faq of visitor.body as Record<string, unknown>[]) {
        assert.ok(
          !("editedByUserId" in faq) && !("editedByUserFirstName" in faq),
          '!("editedByUserId" in faq) && !("editedByUserFirstName" in faq)',
        );
      }
      for (const faq of staff.body as Record<string, unknown>[]) {
        assert.ok(
          "editedByUserId" in faq && "editedByUserLastName" in faq,
          '"editedByUserId" in faq && "editedByUserLastName" in faq',
        );
      }
    }
  });

  test("a question match ranks above a tag match above an answer match", async () => {
    await db.insert(faqs).values([
      { question: "<p>Where is the zebra crossing?</p>", answer: "<p>Near us.</p>", tags: "roads" },
      { question: "<p>Where do we meet?</p>", answer: "<p>By the zebra.</p>", tags: "meeting" },
      { question: "<p>What do we pass?</p>", answer: "<p>A road.</p>", tags: "zebra, walks" },
    ]);
    const found = await coach.client.faq.getAdminQueriedFaqs("searchQuery=zebra");
    assert.deepEqual(
      (found.body as Found).map((faq) => questionText(faq.question)),
      ["Where is the zebra crossing?", "What do we pass?", "Where do we meet?"],
    );
  });

  test("at most 50 results", async () => {
    await db.insert(faqs).values(
      Array.from({ length: 60 }, (_, i) => ({
        question: `<p>Quokka question number ${String(i)}?</p>`,
        answer: "<p>About quokkas.</p>",
        tags: "quokka",
      })),
    );
    const found = await anonymous.faq.getQueriedFaqs("searchQuery=quokka");
    assert.equal(found.status, 200);
    assert.equal(found.body.length, 50);
    const ids = (found.body as Found).map((faq) => faq.id);
    assert.equal(new Set(ids).size, 50);
  });

  test("an archived FAQ leaves search at once and comes back when restored", async () => {
    const [phonics] = await db
      .select({ id: faqs.id })
      .from(faqs)
      .where(eq(faqs.questionText, "What is phonics?"));
    assert.ok(phonics, "phonics is there");
    const ids = async (search: string) =>
      ((await anonymous.faq.getQueriedFaqs(query({ searchQuery: search }))).body as Found).map(
        (faq) => faq.id,
      );
    assert.ok(
      (await ids("phonics")).includes(phonics.id),
      '(await ids("phonics")).includes(phonics.id)',
    );
    await db.update(faqs).set({ isPhantomDeleted: true }).where(eq(faqs.id, phonics.id));
    assert.ok(
      !(await ids("phonics")).includes(phonics.id),
      '!(await ids("phonics")).includes(phonics.id)',
    );
    assert.ok(
      !(await ids("phonicks")).includes(phonics.id),
      '!(await ids("phonicks")).includes(phonics.id)',
    );
    await db.update(faqs).set({ isPhantomDeleted: false }).where(eq(faqs.id, phonics.id));
    assert.ok(
      (await ids("phonicks")).includes(phonics.id),
      '(await ids("phonicks")).includes(phonics.id)',
    );
  });

  test("a word only archived FAQs use is no longer a typo target", async () => {
    await db.insert(faqs).values({
      question: "<p>Do you run a xylograph workshop?</p>",
      answer: "<p>Yes.</p>",
      tags: "",
    });
    assert.equal((await anonymous.faq.getQueriedFaqs("searchQuery=xylografh")).body.length, 1);
    await db
      .update(faqs)
      .set({ isPhantomDeleted: true })
      .where(eq(faqs.questionText, "Do you run a xylograph workshop?"));
    const after = await anonymous.faq.getQueriedFaqs("searchQuery=xylografh");
    assert.deepEqual(after.body, []);
    const { words } = decodeInterpretation(after.headers.get(SEARCH_INTERPRETATION_HEADER));
    assert.deepEqual(
      words.map(({ typed, match }) => [typed, match]),
      [["xylografh", "none"]],
      "the vocabulary forgot it",
    );
  });

  test("search text is 1–200 characters after trimming", async () => {
    for (const params of [
      "",
      "searchQuery=",
      "searchQuery=%20%20%20",
      `searchQuery=${"a".repeat(201)}`,
    ]) {
      const response = await anonymous.faq.getQueriedFaqs(params);
      assert.equal(response.status, 400, params);
      assert.equal(response.body.title, "One or more validation errors occurred.");
      assert.deepEqual(Object.keys(response.body.errors), ["SearchQuery"]);
    }
    const longest = await anonymous.get(
      `/api/Faq/GetQueriedFaqs?searchQuery=${"reading ".repeat(25)}`,
    );
    assert.equal(longest.status, 200, "200 characters once trimmed");
    const spelt = await anonymous.faq.getQueriedFaqs("SEARCHQUERY=phonics");
    assert.equal(spelt.status, 200);
    assert.ok(spelt.body.length > 0, "spelt.body.length > 0");
    const staff = await coach.client.faq.getAdminQueriedFaqs();
    assert.equal(staff.status, 400);
    assert.ok(staff.body.errors.SearchQuery, "the answer names the field SearchQuery");
  });

  test("no search text, however odd, is an error or reaches SQL as SQL", async () => {
    const odd = [
      "'; DROP TABLE faqs; --",
      "reading' OR '1'='1",
      "a & b | !c <-> (d)",
      "phonics:* & !",
      "(((",
      "\\",
      '"unclosed',
      "<script>alert(1)</script>",
      "日本語の本",
      "café crème",
      "📚 reading",
      "%00",
      "\u0000reading",
      "1e999",
      "-- comment",
      "$1 $2 ::regclass",
    ];
    for (const search of odd) {
      const response = await anonymous.faq.getQueriedFaqs(query({ searchQuery: search }));
      assert.ok([200, 400].includes(response.status), `${search}: ${String(response.status)}`);
      assert.ok(
        Array.isArray(response.body) || response.status === 400,
        "Array.isArray(response.body) || response.status === 400",
      );
    }
    const invalidUtf8 = await anonymous.faq.getQueriedFaqs("searchQuery=%ED%A0%80read");
    assert.equal(invalidUtf8.status, 200);
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(faqs);
    assert.ok((row?.count ?? 0) > 50, "the table is still there");
  });
});
