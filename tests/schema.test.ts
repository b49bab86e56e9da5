import { engine, db, insertFaq, resetDatabase, rows } from "./helpers/database";

import assert from "node:assert/strict";
import { beforeEach, describe, test } from "node:test";

import { eq, sql } from "drizzle-orm";

import { faqs, oneTimeCodes, searchEvents, searchQueries, users } from "@/db/schema";

const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA";

async function insertUser(email: string, extra: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db
    .insert(users)
    .values({ firstName: "Test", lastName: "Person", email, passwordHash: HASH, ...extra })
    .returning();
  assert.ok(user, "user is there");
  return user;
}

describe(`schema on ${engine}`, () => {
  beforeEach(resetDatabase);

  test("one account per e-mail address among users that are not deleted", async () => {
    const first = await insertUser("reader@example.org");
    await assert.rejects(insertUser("reader@example.org"));
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, first.id));
    const again = await insertUser("reader@example.org");
    assert.notEqual(again.id, first.id);
  });

  test("e-mail addresses are stored normalised", async () => {
    await assert.rejects(insertUser("Reader@Example.org"));
    await assert.rejects(insertUser(" reader@example.org"));
    await assert.rejects(insertUser("not-an-address"));
  });

  test("only argon2id hashes are accepted as passwords", async () => {
    await assert.rejects(insertUser("a@example.org", { passwordHash: "plain text" }));
  });

  test("roles are Guest, Student, Coach or Admin, and a new account is an unverified Guest", async () => {
    const user = await insertUser("guest@example.org");
    assert.equal(user.role, "Guest");
    assert.equal(user.isVerified, false);
    assert.equal(user.sessionVersion, 1);
    await assert.rejects(db.execute(sql`UPDATE users SET role = 'Owner' WHERE id = ${user.id}`));
  });

  test("an FAQ keeps its question text without markup; the search's own tables are gone", async () => {
    const faq = await insertFaq({
      question: "<p>How can I help with <strong>reading</strong> &amp; writing?</p>",
      answer: "<ul><li>Read together every day.</li></ul>",
      tags: "parents, home",
    });
    assert.equal(faq.questionText, "How can I help with reading & writing?");
    // Issue 26: the search runs in the app server's memory (docs/decisions/0037); the database
    // keeps the FAQs and the version of their searched text, nothing of the old SQL search.
    const left = await rows<{ name: string }>(
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_name IN ('faq_terms', 'faq_lexemes', 'faq_postings', 'faq_search_stats')
          UNION ALL
          SELECT column_name FROM information_schema.columns
          WHERE table_name = 'faqs' AND column_name = 'search_document'`,
    );
    assert.deepEqual(left, [], "no table or column of the SQL search is left");
    const [version] = await rows<{ version: string }>(
      sql`SELECT version FROM search_index_version WHERE id = 1`,
    );
    assert.ok(version, "search_index_version has its row");
  });

  test("an FAQ's ranking cannot go below zero and an edit stamp names both editor and time", async () => {
    const editor = await insertUser("coach@example.org", { role: "Coach" });
    await assert.rejects(
      db.insert(faqs).values({ question: "<p>Q?</p>", answer: "<p>A</p>", ranking: -1 }),
    );
    await assert.rejects(
      db
        .insert(faqs)
        .values({ question: "<p>Q?</p>", answer: "<p>A</p>", editedByUserId: editor.id }),
    );
    await assert.rejects(
      db.insert(faqs).values({ question: "<p> </p>", answer: "<p>A</p>" }),
      "a question with no text is refused",
    );
  });

  test("search events belong to a normalised search text and are anonymous", async () => {
    await assert.rejects(
      db.insert(searchQueries).values({
        search: "Phonics ",
        lastSearchedAt: new Date(),
        lastSearchedOn: "2026-01-01",
      }),
    );
    await assert.rejects(db.insert(searchEvents).values({ searchQueryId: 999, resultCount: 1 }));
    const columns = await rows<{ column_name: string }>(
      sql`SELECT column_name FROM information_schema.columns WHERE table_name IN ('search_queries', 'search_events')`,
    );
    const names = columns.map((column) => column.column_name);
    for (const personal of ["ip", "ip_address", "user_id", "cookie", "session_id"]) {
      assert.ok(!names.includes(personal), `no ${personal} column`);
    }
  });

  test("one live one-time code per person and purpose, with its tries capped at 5", async () => {
    const user = await insertUser("learner@example.org");
    const code = {
      userId: user.id,
      purpose: "VerifyAccount" as const,
      codeHash: "hash",
      expiresAt: new Date(Date.now() + 15 * 60_000),
    };
    const [first] = await db.insert(oneTimeCodes).values(code).returning();
    assert.ok(first, "first is there");
    await assert.rejects(db.insert(oneTimeCodes).values(code), "a second live code is refused");
    await db
      .update(oneTimeCodes)
      .set({ revokedAt: new Date() })
      .where(eq(oneTimeCodes.id, first.id));
    await db.insert(oneTimeCodes).values(code);
    await assert.rejects(
      db.update(oneTimeCodes).set({ failedAttempts: 6 }).where(eq(oneTimeCodes.userId, user.id)),
    );
    await assert.rejects(
      db.insert(oneTimeCodes).values({ ...code, purpose: "ChangeEmail" }),
      "a ChangeEmail code names the new address",
    );
    await assert.rejects(
      db.insert(oneTimeCodes).values({ ...code, purpose: "ChangePassword" }),
      "a ChangePassword code carries the new hash",
    );
  });

  test("an FAQ has no phrasings unless given, and at most 20", async () => {
    const faq = await insertFaq({ question: "<p>Q?</p>", answer: "<p>A.</p>" });
    assert.deepEqual(faq.phrasings, []);
    const many = Array.from({ length: 21 }, (_, i) => `way ${i}`);
    await assert.rejects(db.update(faqs).set({ phrasings: many }).where(eq(faqs.id, faq.id)));
    const [kept] = await db
      .update(faqs)
      .set({ phrasings: many.slice(0, 20) })
      .where(eq(faqs.id, faq.id))
      .returning();
    assert.equal(kept?.phrasings.length, 20);
  });
});
