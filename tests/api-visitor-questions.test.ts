import { db, engine, insertFaq, rows } from "./helpers/database";
import { mailbox, type CapturedMail } from "./helpers/smtp";

import assert from "node:assert/strict";
import { beforeEach, describe, test } from "node:test";

import { sql } from "drizzle-orm";

import { faqTranslations } from "@/db/schema";
import { countOpenContentGaps } from "@/lib/data/content-gaps";
import { mailedAddressKey, sweepQuestionMail } from "@/lib/data/question-mail";
import { VISITOR_QUESTION_MESSAGES } from "@/lib/contract/visitor-question-codes";
import { answeredSearchesClosed } from "@/lib/server/content-gap-closer";
import { searchesRecorded } from "@/lib/server/search-recording";

import type { ApiClient, TestClient } from "../harness/api-client";
import { startApp } from "../harness/app";
import { signedOut } from "../harness/sign-in";
import { startOver, type Editors } from "./helpers/faq";
import { type Gap, gapsOf } from "./helpers/translation-requests";
import { faqPageStart } from "@/lib/routes";

/**
 * Issue 39 "Send us your question" (docs/decisions/0049-send-us-your-question.md):
 * PostVisitorQuestion, the `question` entries of Content Gaps, Link to an FAQ and dismissal of
 * them, and the one e-mail to each address that waits, with nothing the visitor wrote in it.
 */

const app = await startApp();

const THANKS = "Thank you. We have your question.";
const THANKS_EMAIL = "Thank you. We have your question. We will e-mail you when we answer it.";
const SUBJECT = /^We have answered your question$/;

let addressNumber = 0;
/** An address no other test uses (the daily limit's hashes outlive a test's database). */
function address(name = "learner"): string {
  addressNumber += 1;
  return `${name}-${String(addressNumber)}-${String(process.pid)}@example.org`;
}

const visitor = (): Promise<TestClient> => signedOut(app.url);
const ask = (client: ApiClient, body: unknown, headers?: Record<string, string>) =>
  client.faq.postVisitorQuestion(body, headers);

/** Waits for what follows a write (Content Gaps, and with it the mails). */
const settled = () => answeredSearchesClosed();

/** Every question and waiter stored, as text, to show that a refusal changes none. */
const stored = async () =>
  JSON.stringify([
    await rows(sql`SELECT * FROM visitor_questions ORDER BY id`),
    await rows(sql`SELECT * FROM question_waiters ORDER BY id`),
  ]);

/** The addresses waiting, of every question. */
const waiting = async () =>
  (await rows<{ email: string }>(sql`SELECT email FROM question_waiters ORDER BY email`)).map(
    (row) => row.email,
  );

/** Every mail of this test so far (the mailbox is cleared before each). */
function allMail(addresses: string[]): CapturedMail[] {
  return addresses.flatMap((to) => mailbox.to(to));
}

/** None of `words` anywhere in the mail: subject, both parts, headers, the raw message. */
function assertNoneOf(mail: CapturedMail, words: string[]): void {
  const whole = `${mail.subject}\n${mail.text}\n${mail.html}\n${mail.raw}`.toLowerCase();
  for (const word of words) {
    assert.ok(!whole.includes(word.toLowerCase()), `the mail holds "${word}"`);
  }
}

describe(`"Send us your question" (issue 39) on ${engine}`, () => {
  const editors = { admin: {}, coach: {} } as Editors;

  beforeEach(async () => {
    await startOver(app, editors);
    // The day's hashes are not tied to anything the reset empties.
    await db.execute(sql`DELETE FROM question_mail_days`);
    mailbox.clear();
  });

  const gaps = (status = "open") => gapsOf(editors.coach.client, status);
  const questionEntry = async (text: string, status = "open"): Promise<Gap | undefined> =>
    (await gaps(status)).find((gap) => gap.kind === "question" && gap.text === text);

  async function link(id: number, faqId: number) {
    const response = await editors.coach.client.faq.linkContentGap({ id, faqId, kind: "question" });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    await settled();
    return response;
  }

  let faqNumber = 0;
  /** An FAQ of words no question of the tests asks, unless given. */
  async function newFaq(question = `How do I borrow book ${String((faqNumber += 1))}?`) {
    return insertFaq({ question: `<p>${question}</p>`, answer: "<p>Ask at the desk.</p>" });
  }

  test("a question with an address is kept as plain text and counted in Content Gaps", async () => {
    const badge = await countOpenContentGaps();
    const text = "How do I find a <b>tuter</b> near me? https://spam.example/x";
    const [a, b, c] = await Promise.all([visitor(), visitor(), visitor()]);
    const withEmail = await ask(a, { question: text, email: ` ${address().toUpperCase()} ` });
    assert.equal(withEmail.status, 200, JSON.stringify(withEmail.body));
    assert.deepEqual(withEmail.body, { message: THANKS_EMAIL });
    // The same words another way: one entry.
    const plain = await ask(b, {
      question: "how do i find a tuter   near me?  https://spam.example/x",
    });
    assert.deepEqual(plain.body, { message: THANKS });
    assert.equal((await ask(c, { question: text, email: address(), language: "en" })).status, 200);

    const entry = await questionEntry("How do I find a tuter near me? https://spam.example/x");
    assert.ok(entry, "the question is in the queue");
    assert.deepEqual(
      { ...entry, lastAt: undefined },
      {
        kind: "question",
        id: entry.id,
        text: "How do I find a tuter near me? https://spam.example/x",
        status: "open",
        weak: false,
        count: 3,
        searches: 0,
        lastAt: undefined,
        language: "en",
        reasons: null,
        comments: [],
      },
    );
    assert.equal(await countOpenContentGaps(), badge + 1, "the badge counts it once");
    const [kept] = await rows<{ text: string; key: string; asked: number }>(
      sql`SELECT text, key, asked FROM visitor_questions`,
    );
    assert.deepEqual(kept, {
      text: "How do I find a tuter near me? https://spam.example/x",
      key: "how do i find a tuter near me? https://spam.example/x",
      asked: 3,
    });
    const emails = await waiting();
    assert.equal(emails.length, 2, "two addresses wait");
    for (const email of emails) assert.equal(email, email.trim().toLowerCase());

    // A Spanish page's question is its own entry, thanked in Spanish.
    const spanish = await ask(await visitor(), {
      question: "¿Cómo encuentro un tutor?",
      email: address(),
      language: "es",
    });
    assert.deepEqual(spanish.body, {
      message: "Gracias. Recibimos su pregunta. Le escribiremos cuando la respondamos.",
    });
    const es = await questionEntry("¿Cómo encuentro un tutor?");
    assert.equal(es?.language, "es");
    assert.equal(es.count, 1);
  });

  test("a question stands for the search of the same words; dismissed, it dismisses both", async () => {
    const words = "zorbulent pelican ferry times";
    const searcher = await visitor();
    for (let i = 0; i < 2; i += 1) {
      const found = await searcher.faq.getQueriedFaqs({ searchQuery: words });
      assert.deepEqual(found.body, []);
    }
    await searchesRecorded();
    const searchEntry = (await gaps()).find((gap) => gap.kind === "search" && gap.text === words);
    assert.equal(searchEntry?.count, 2, "the search is a gap of its own first");
    const badge = await countOpenContentGaps();

    const email = address();
    assert.equal(
      (await ask(searcher, { question: "Zorbulent pelican ferry times?", email })).status,
      200,
    );
    // Grouped only when the words are the same once normalised (letter case and spaces aside):
    // the "?" makes the first its own entry; this one is the search's words.
    assert.equal(
      (await ask(await visitor(), { question: "Zorbulent Pelican ferry times" })).status,
      200,
    );
    const open = await gaps();
    const grouped = open.find(
      (gap) => gap.kind === "question" && gap.text === "Zorbulent Pelican ferry times",
    );
    assert.ok(grouped, "the question of the search's words is there");
    assert.equal(grouped.count, 1);
    assert.equal(grouped.searches, 2, "with the search's count");
    assert.equal(
      open.filter((gap) => gap.kind === "search" && gap.text === words).length,
      0,
      "the search entry is left out",
    );
    const other = open.find((gap) => gap.text === "Zorbulent pelican ferry times?");
    assert.equal(other?.searches, 0, "other words stand for no search");
    assert.equal(await countOpenContentGaps(), badge + 1, "the search is no longer counted apart");

    const dismissed = await editors.coach.client.faq.dismissContentGap({
      kind: "question",
      id: grouped.id,
    });
    assert.equal(dismissed.status, 200, JSON.stringify(dismissed.body));
    assert.equal(dismissed.body.status, "dismissed");
    const lists = await gaps("dismissed");
    assert.ok(
      lists.some((gap) => gap.kind === "question" && gap.id === grouped.id),
      "the question is dismissed",
    );
    assert.ok(
      !(await gaps()).some((gap) => gap.text === words),
      "the search was dismissed with it, and stays left out",
    );
    assert.ok(
      !lists.some((gap) => gap.kind === "search" && gap.text === words),
      "the dismissed search is left out too",
    );
  });

  test("Link to an FAQ mails each address once, with the FAQ's link and none of the visitor's words", async () => {
    const faq = await newFaq("How can my child get a reading tutor?");
    const text = "Where do I find a tuter for my son? Visit https://spam.example/win now";
    const [first, second] = [address("parent"), address("learner")];
    assert.equal((await ask(await visitor(), { question: text, email: first })).status, 200);
    assert.equal((await ask(await visitor(), { question: text, email: second })).status, 200);
    assert.equal((await ask(await visitor(), { question: text })).status, 200);
    const entry = await questionEntry(text);
    assert.ok(entry, "it is in the queue");
    assert.equal(entry.count, 3);

    const linked = await link(entry.id, faq.id);
    assert.equal(linked.body.id, faq.id);
    assert.deepEqual(linked.body.phrasings, [text], "its text is a way of asking the FAQ");

    for (const to of [first, second]) {
      const mails = mailbox.to(to);
      assert.equal(mails.length, 1, `one mail to ${to}`);
      const [mail] = mails;
      assert.ok(mail, "the mail is there");
      assert.match(mail.subject, SUBJECT);
      assert.ok(mail.text.includes("How can my child get a reading tutor?"), mail.text);
      const url = `http://localhost:3000/faq/q/${String(faq.id)}/how-can-my-child-get-a-reading-tutor`;
      assert.ok(mail.text.includes(url), mail.text);
      assert.ok(
        mail.html.includes(`<a href="${url}">How can my child get a reading tutor?</a>`),
        mail.html,
      );
      assertNoneOf(mail, ["tuter", "spam.example", "https://spam", "Visit", "son?"]);
    }
    // The addresses are gone; only the day's keyed hashes stay.
    assert.deepEqual(await waiting(), []);
    const everything =
      JSON.stringify(
        await rows(sql`SELECT row_to_json(t) FROM (
        SELECT * FROM visitor_questions) t`),
      ) + JSON.stringify(await rows(sql`SELECT * FROM audit_events`));
    assert.ok(!everything.includes(first) && !everything.includes(second), "no address kept");
    const days = await rows<{ email_hash: string }>(
      sql`SELECT email_hash FROM question_mail_days ORDER BY email_hash`,
    );
    assert.deepEqual(
      days.map((day) => day.email_hash),
      [mailedAddressKey(first), mailedAddressKey(second)].sort(),
    );
    assert.equal((await questionEntry(text, "closed"))?.id, entry.id, "the entry is closed");
    assert.equal(await questionEntry(text), undefined);

    // A second link: nothing more to mail.
    await link(entry.id, faq.id);
    assert.equal(allMail([first, second]).length, 2, "a second link sends nothing");
  });

  test("a Spanish page's question is answered in Spanish, with the Spanish question and page", async () => {
    const faq = await newFaq("How do I pay for a course?");
    await db.insert(faqTranslations).values({
      faqId: faq.id,
      language: "es",
      question: "<p>¿Cómo pago un curso?</p>",
      answer: "<p>En la oficina.</p>",
      status: "published",
      sourceVersion: 1,
    });
    const email = address();
    const text = "¿dónde se paga el curso de mi hija?";
    assert.equal(
      (await ask(await visitor(), { question: text, email, language: "es" })).status,
      200,
    );
    const entry = await questionEntry(text);
    assert.equal(entry?.language, "es");
    assert.ok(entry, "the question is in the queue");
    await link(entry.id, faq.id);
    const [mail, ...more] = mailbox.to(email);
    assert.ok(mail, "the mail is there");
    assert.equal(more.length, 0);
    assert.equal(mail.subject, "Hemos respondido su pregunta");
    assert.ok(mail.text.includes("¿Cómo pago un curso?"), mail.text);
    assert.ok(mail.text.includes(`http://localhost:3000/es/faq/q/${String(faq.id)}/`), mail.text);
    assertNoneOf(mail, ["hija", "dónde se paga"]);
  });

  test("a new FAQ that the search finds for the question answers it, and mails", async () => {
    const email = address();
    const text = "When does the quillworth phonics course start?";
    assert.equal((await ask(await visitor(), { question: text, email })).status, 200);
    // An FAQ from before the question does not answer it: the visitor searched and missed it.
    await newFaq();
    const posted = await editors.admin.client.faq.postFaq({
      question: "<p>When does the quillworth phonics course start?</p>",
      answer: "<p>Every Monday in September.</p>",
      tags: "courses",
    });
    assert.equal(posted.status, 201, JSON.stringify(posted.body));
    await settled();
    assert.equal((await questionEntry(text, "closed"))?.text, text, "answered by the new FAQ");
    const [mail, ...more] = mailbox.to(email);
    assert.ok(mail, "the address was mailed");
    assert.equal(more.length, 0);
    assert.ok(mail.text.includes(faqPageStart(posted.body.id)), mail.text);
    assert.deepEqual(await waiting(), []);
  });

  test("a dismissed question mails nobody and its addresses are deleted", async () => {
    const email = address();
    const text = "Is there a grimblewick reading club on Saturdays?";
    assert.equal((await ask(await visitor(), { question: text, email })).status, 200);
    const entry = await questionEntry(text);
    assert.ok(entry, "the question is in the queue");
    const dismissed = await editors.coach.client.faq.dismissContentGap({
      kind: "question",
      id: entry.id,
    });
    assert.equal(dismissed.status, 200, JSON.stringify(dismissed.body));
    assert.deepEqual(await waiting(), [], "the address went with the dismissal");
    // An FAQ that answers it now, or a link: nobody is left to mail.
    const posted = await editors.admin.client.faq.postFaq({
      question: "<p>Is there a grimblewick reading club on Saturdays?</p>",
      answer: "<p>Yes, at ten.</p>",
      tags: "clubs",
    });
    assert.equal(posted.status, 201);
    await settled();
    await link(entry.id, posted.body.id as number);
    await sweepQuestionMail();
    assert.deepEqual(mailbox.to(email), []);
    const [audit] = await rows<{ details: unknown }>(
      sql`SELECT details FROM audit_events WHERE action = 'content_gap.dismissed'`,
    );
    assert.deepEqual(audit?.details, { kind: "question" });
  });

  test("an address waits at most 90 days", async () => {
    const [old, recent] = [address("old"), address("recent")];
    const client = await visitor();
    assert.equal(
      (await ask(client, { question: "Can I bring my dog to class?", email: old })).status,
      200,
    );
    assert.equal(
      (await ask(client, { question: "Can I bring my cat to class?", email: recent })).status,
      200,
    );
    await db.execute(
      sql`UPDATE question_waiters SET asked_at = now() - interval '91 days' WHERE email = ${old}`,
    );
    await db.execute(
      sql`UPDATE question_waiters SET asked_at = now() - interval '89 days' WHERE email = ${recent}`,
    );
    const swept = await sweepQuestionMail();
    assert.equal(swept.expired, 1);
    assert.deepEqual(await waiting(), [recent]);
    assert.ok(await questionEntry("Can I bring my dog to class?"), "the question itself stays");
  });

  test("one address waits for at most 5 questions; the 6th is refused and nothing kept", async () => {
    const email = address();
    const client = await visitor();
    for (let n = 1; n <= 5; n += 1) {
      const response = await ask(client, {
        question: `Question number ${String(n)} about spelling?`,
        email,
      });
      assert.equal(response.status, 200, JSON.stringify(response.body));
    }
    const before = await stored();
    const sixth = await ask(client, { question: "Question number 6 about spelling?", email });
    assert.equal(sixth.status, 400);
    assert.deepEqual(sixth.body.errors, { Email: [VISITOR_QUESTION_MESSAGES.tooManyWaiting] });
    assert.equal(await stored(), before, "nothing kept");
    // One of the five again is no sixth; the sixth without an address is kept.
    assert.equal(
      (await ask(client, { question: "question number 1 about spelling?", email })).status,
      200,
    );
    assert.equal(
      (await ask(client, { question: "Question number 6 about spelling?" })).status,
      200,
    );
    assert.equal((await waiting()).length, 5);
  });

  test("refusals keep nothing: long, empty, a bad address, no token, a flood; a robot is thanked", async () => {
    const client = await visitor();
    const before = await stored();
    const cases: [unknown, string, string][] = [
      [{ question: "a".repeat(501) }, "Question", VISITOR_QUESTION_MESSAGES.questionTooLong],
      [{ question: "   " }, "Question", VISITOR_QUESTION_MESSAGES.questionMissing],
      [{ question: "<p><br></p>" }, "Question", VISITOR_QUESTION_MESSAGES.questionMissing],
      [{}, "Question", VISITOR_QUESTION_MESSAGES.questionMissing],
      [
        { question: "Hello?", email: "not-an-address" },
        "Email",
        "Enter a valid e-mail address, like name@example.com.",
      ],
      [
        { question: "Hello?", email: "a@b" },
        "Email",
        "Enter a valid e-mail address, like name@example.com.",
      ],
      [
        { question: "Hello?", language: "fr" },
        "Language",
        "Language must be en (English) or es (Spanish).",
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await ask(client, body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.deepEqual(response.body.errors, { [field]: [message] }, JSON.stringify(body));
    }
    const forged = await ask(client, { question: "Hello?" }, { "X-XSRF-TOKEN": "forged" });
    assert.equal(forged.status, 400);
    // A robot that fills the hidden field is thanked as anyone.
    const robot = await ask(client, {
      question: "Cheap pills at https://spam.example",
      email: address(),
      website: "https://spam.example",
    });
    assert.deepEqual(robot.body, { message: THANKS_EMAIL });
    assert.equal(await stored(), before, "nothing kept");

    // Markup does not count: 500 characters of text in tags are kept.
    const long = await ask(client, { question: `<b>${"b".repeat(500)}</b>` });
    assert.equal(long.status, 200, JSON.stringify(long.body));

    // A flood: past the address's budget (30 per 10 minutes), refused with its message.
    const flooder = await visitor();
    for (let n = 1; n <= 30; n += 1) {
      const response = await ask(flooder, { question: `Flood ${String(n)}?` });
      assert.equal(response.status, 200, `question ${String(n)}`);
    }
    const beforeFlood = await stored();
    const flood = await ask(flooder, { question: "Flood 31?", email: address() });
    assert.equal(flood.status, 429);
    assert.equal(flood.headers.get("content-type"), "application/problem+json");
    assert.equal(flood.body.detail, VISITOR_QUESTION_MESSAGES.flood);
    assert.ok(Number(flood.headers.get("retry-after")) > 0, "Retry-After says when");
    assert.equal(await stored(), beforeFlood, "nothing kept");
    // Another address has a budget of its own.
    assert.equal((await ask(await visitor(), { question: "Flood 31?" })).status, 200);
  });

  test("sweeps at once, as on several servers, mail each address once", async () => {
    const faq = await newFaq();
    const emails = [address(), address(), address()];
    const client = await visitor();
    for (const email of emails) {
      assert.equal((await ask(client, { question: "Who marks the homework?", email })).status, 200);
    }
    // Answered without the sweep that follows a link: every address is due at once.
    await db.execute(
      sql`UPDATE visitor_questions SET answered_at = now(), answered_faq_id = ${faq.id}`,
    );
    const sweeps = await Promise.all([
      sweepQuestionMail(),
      sweepQuestionMail(),
      sweepQuestionMail(),
    ]);
    assert.equal(
      sweeps.reduce((sum, sweep) => sum + sweep.sent, 0),
      3,
      JSON.stringify(sweeps),
    );
    for (const email of emails) assert.equal(mailbox.to(email).length, 1, email);
    assert.deepEqual(await waiting(), []);
  });

  test("an address gets at most one such mail a day; the next waits for a later sweep", async () => {
    const email = address();
    const client = await visitor();
    const faq = await newFaq();
    for (const question of ["Can I read on the bus?", "Can I read in the bath?"]) {
      assert.equal((await ask(client, { question, email })).status, 200);
    }
    const [bus, bath] = await Promise.all([
      questionEntry("Can I read on the bus?"),
      questionEntry("Can I read in the bath?"),
    ]);
    assert.ok(bus && bath, "both questions are in the queue");
    await link(bus.id, faq.id);
    assert.equal(mailbox.to(email).length, 1);
    await link(bath.id, faq.id);
    await sweepQuestionMail();
    assert.equal(mailbox.to(email).length, 1, "the second answer waits for the next day");
    assert.deepEqual(await waiting(), [email], "and its address with it");

    // A day later, the hourly sweep sends it.
    await db.execute(sql`UPDATE question_mail_days SET mailed_at = now() - interval '25 hours'`);
    const swept = await sweepQuestionMail();
    assert.equal(swept.sent, 1);
    assert.equal(mailbox.to(email).length, 2);
    assert.deepEqual(await waiting(), []);
  });
});
