import { db, engine, resetDatabase, rows } from "./helpers/database";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { eq, sql } from "drizzle-orm";

import { faqs } from "@/db/schema";
import { seedDemoContent } from "@/db/seed";

import { ApiClient, startApp } from "./helpers/app";
import { query, questionText, signIn, type SignedIn } from "./helpers/faq";

const app = await startApp();
const anonymous = new ApiClient(app.url);

/**
 * CONTRACT §6 relevance, against the demo FAQs of db/seed-data.ts: each search and the question
 * that must be among its first three results, or null for a search that must find nothing.
 */
const RELEVANCE: [search: string, expected: string | null][] = [
  // exact words
  ["phonics", "What is phonics?"],
  ["wheelchair", "Are your centres accessible for wheelchair users?"],
  ["cookies", "Do you use cookies or track me?"],
  ["forgot password", "I forgot my FAQ Corner password. How do I reset it?"],
  ["verification code", "Why do I need a verification code to sign in to FAQ Corner?"],
  ["damaged parcel", "My parcel arrived damaged. What should I do?"],
  ["how much does a course cost", "How much does a course cost?"],
  ["phonemic awareness", "What is phonemic awareness, and why does it matter?"],
  ["track my order", "How can I track my order?"],
  // word forms
  ["reads slowly", "My child reads slowly. Is that normal?"],
  ["reading slowly", "My child reads slowly. Is that normal?"],
  ["dyslexic child", "I think my child might be dyslexic. What should I do?"],
  ["adult learning to read", "Is it too late for an adult to learn to read?"],
  ["missed classes", "What happens if I miss a class?"],
  ["coaches training", "What training do coaches get?"],
  ["refunds", "How do refunds work?"],
  // misspellings
  ["redaing at home", "How can I help my child with reading at home?"],
  ["phonicks", "What is phonics?"],
  ["dislexia", "What is dyslexia?"],
  ["refund polcy", "How do refunds work?"],
  ["toddlr", "How can I read with my toddler?"],
  ["audiobok", "Is the guide book available as an ebook or audiobook?"],
  ["readng aloud", "Why does reading aloud help?"],
  ["boks for my child", "How do I choose the right books for my child?"],
  // tag words
  ["enrolment", "How do I sign up for a course?"],
  ["vocabulary", "How can I help my child learn new words?"],
  ["comprehension", "My child can read the words but doesn't understand the story. What can I do?"],
  ["overseas", "Do you ship to other countries?"],
  ["teenagers", "What ages are the courses for?"],
  // prefixes of a word being typed
  ["phon", "What is phonics?"],
  ["wheelch", "Are your centres accessible for wheelchair users?"],
  ["guide book eb", "Is the guide book available as an ebook or audiobook?"],
  ["verification co", "Why do I need a verification code to sign in to FAQ Corner?"],
  // some of the words match: the FAQs of those (CONTRACT §6 needs some words, not all)
  ["spanish classes", "What courses do you offer?"],
  ["gift card", "How do refunds work?"],
  // no word matches, by any spelling or sound
  ["bicycle parking", null],
  ["bus timetable", null],
  ["xylophone quantum", null],
  ["the and of", null],
];

type Found = { id: number; question: string; ranking: number }[];

describe(`FAQ search on ${engine}`, () => {
  let coach: SignedIn;

  before(async () => {
    await resetDatabase();
    await seedDemoContent({ supportEmail: "help@example.org" });
    coach = await signIn(app, "Coach");
  });

  test(`relevance: at least 90% of ${String(RELEVANCE.length)} searches find their FAQ in the top 3`, async (t) => {
    const misses: string[] = [];
    for (const [search, expected] of RELEVANCE) {
      const response = await coach.client.get(
        `/api/Faq/GetAdminQueriedFaqs?${query({ searchQuery: search })}`,
      );
      assert.equal(response.status, 200, search);
      const questions = (response.body as Found).map((faq) => questionText(faq.question));
      const hit =
        expected === null ? questions.length === 0 : questions.slice(0, 3).includes(expected);
      if (!hit) misses.push(`${search} → ${JSON.stringify(questions.slice(0, 3))}`);
    }
    const rate = (RELEVANCE.length - misses.length) / RELEVANCE.length;
    const summary = `relevance hit rate ${(rate * 100).toFixed(1)}% (${String(RELEVANCE.length - misses.length)}/${String(RELEVANCE.length)})`;
    t.diagnostic(summary);
    console.log(summary);
    for (const miss of misses) t.diagnostic(`miss: ${miss}`);
    assert.ok(rate >= 0.9, `${summary}; misses: ${misses.join("; ")}`);
  });

  test("public and staff searches find the same FAQs in the same order", async () => {
    for (const search of ["reading at home", "phonicks", "guide bo", "bicycle parking"]) {
      const params = query({ searchQuery: search });
      const visitor = await anonymous.get(`/api/Faq/GetQueriedFaqs?${params}`);
      const staff = await coach.client.get(`/api/Faq/GetAdminQueriedFaqs?${params}`);
      assert.equal(visitor.status, 200);
      assert.deepEqual(
        (visitor.body as Found).map((faq) => faq.id),
        (staff.body as Found).map((faq) => faq.id),
        search,
      );
      for (const faq of visitor.body as Record<string, unknown>[]) {
        assert.ok(!("editedByUserId" in faq) && !("editedByUserFirstName" in faq));
      }
      for (const faq of staff.body as Record<string, unknown>[]) {
        assert.ok("editedByUserId" in faq && "editedByUserLastName" in faq);
      }
    }
  });

  test("a question match ranks above a tag match above an answer match", async () => {
    await db.insert(faqs).values([
      { question: "<p>Where is the zebra crossing?</p>", answer: "<p>Near us.</p>", tags: "roads" },
      { question: "<p>Where do we meet?</p>", answer: "<p>By the zebra.</p>", tags: "meeting" },
      { question: "<p>What do we pass?</p>", answer: "<p>A road.</p>", tags: "zebra, walks" },
    ]);
    const found = await coach.client.get("/api/Faq/GetAdminQueriedFaqs?searchQuery=zebra");
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
    const found = await anonymous.get("/api/Faq/GetQueriedFaqs?searchQuery=quokka");
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
    assert.ok(phonics);
    const ids = async (search: string) =>
      (
        (await anonymous.get(`/api/Faq/GetQueriedFaqs?${query({ searchQuery: search })}`))
          .body as Found
      ).map((faq) => faq.id);
    assert.ok((await ids("phonics")).includes(phonics.id));
    await db.update(faqs).set({ isPhantomDeleted: true }).where(eq(faqs.id, phonics.id));
    assert.ok(!(await ids("phonics")).includes(phonics.id));
    assert.ok(!(await ids("phonicks")).includes(phonics.id));
    await db.update(faqs).set({ isPhantomDeleted: false }).where(eq(faqs.id, phonics.id));
    assert.ok((await ids("phonicks")).includes(phonics.id));
  });

  test("a word only archived FAQs use is no longer a typo target", async () => {
    await db.insert(faqs).values({
      question: "<p>Do you run a xylograph workshop?</p>",
      answer: "<p>Yes.</p>",
      tags: "",
    });
    assert.equal(
      (await anonymous.get("/api/Faq/GetQueriedFaqs?searchQuery=xylografh")).body.length,
      1,
    );
    await db
      .update(faqs)
      .set({ isPhantomDeleted: true })
      .where(eq(faqs.questionText, "Do you run a xylograph workshop?"));
    const known = await rows(sql`SELECT 1 FROM faq_terms WHERE term = 'xylograph'`);
    assert.deepEqual(known, [], "the vocabulary forgot it");
    assert.deepEqual(
      (await anonymous.get("/api/Faq/GetQueriedFaqs?searchQuery=xylografh")).body,
      [],
    );
  });

  test("search text is 1–200 characters after trimming", async () => {
    for (const params of [
      "",
      "searchQuery=",
      "searchQuery=%20%20%20",
      `searchQuery=${"a".repeat(201)}`,
    ]) {
      const response = await anonymous.get(`/api/Faq/GetQueriedFaqs?${params}`);
      assert.equal(response.status, 400, params);
      assert.equal(response.body.title, "One or more validation errors occurred.");
      assert.deepEqual(Object.keys(response.body.errors), ["SearchQuery"]);
    }
    const longest = await anonymous.get(
      `/api/Faq/GetQueriedFaqs?searchQuery=${"reading ".repeat(25)}`,
    );
    assert.equal(longest.status, 200, "200 characters once trimmed");
    const spelt = await anonymous.get("/api/Faq/GetQueriedFaqs?SEARCHQUERY=phonics");
    assert.equal(spelt.status, 200);
    assert.ok(spelt.body.length > 0);
    const staff = await coach.client.get("/api/Faq/GetAdminQueriedFaqs");
    assert.equal(staff.status, 400);
    assert.ok(staff.body.errors.SearchQuery);
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
      const response = await anonymous.get(
        `/api/Faq/GetQueriedFaqs?${query({ searchQuery: search })}`,
      );
      assert.ok([200, 400].includes(response.status), `${search}: ${String(response.status)}`);
      assert.ok(Array.isArray(response.body) || response.status === 400);
    }
    const invalidUtf8 = await anonymous.get("/api/Faq/GetQueriedFaqs?searchQuery=%ED%A0%80read");
    assert.equal(invalidUtf8.status, 200);
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(faqs);
    assert.ok((row?.count ?? 0) > 50, "the table is still there");
  });
});
