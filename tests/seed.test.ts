import { engine, db, resetDatabase } from "./helpers/database";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { eq, sql } from "drizzle-orm";

import { faqs, searchEvents, searchQueries } from "@/db/schema";
import { seedDemoContent } from "@/db/seed";
import { FAQ_PAGE_SIZE } from "@/lib/constants";
import { listFaqs } from "@/lib/data/faqs";

describe(`demo content on ${engine}`, () => {
  before(async () => {
    await resetDatabase();
    const summary = await seedDemoContent({ supportEmail: "help@example.org" });
    assert.equal(summary.skipped, false);
  });

  test("at least 40 FAQs with tags, some in rich HTML", async () => {
    const all = await db.select().from(faqs);
    assert.ok(all.length >= 40, `${String(all.length)} FAQs`);
    assert.ok(
      all.every((faq) => faq.tags.length > 0 && faq.questionText.endsWith("?")),
      'all.every((faq) => faq.tags.length > 0 && faq.questionText.endsWith("?"))',
    );
    const rich = all.filter(
      (faq) => /<(strong|em|ul|ol|a) /.test(faq.answer) || /<(strong|em|ul|ol)>/.test(faq.answer),
    );
    assert.ok(rich.length >= 10, `${String(rich.length)} rich answers`);
    assert.ok(
      all.some((faq) => faq.answer.includes("mailto:help@example.org")),
      "support address filled in",
    );
    assert.ok(!all.some((faq) => faq.answer.includes("{{")), "no placeholder left");
  });

  test("a few weeks of search history, including searches that found nothing", async () => {
    const queries = await db.select().from(searchQueries);
    assert.ok(queries.length >= 30, "queries.length >= 30");
    assert.ok(
      queries.some((query) => query.lastResultCount === 0),
      "queries.some((query) => query.lastResultCount === 0)",
    );
    const [events] = await db.select({ count: sql<number>`count(*)::int` }).from(searchEvents);
    const total = queries.reduce((sum, query) => sum + query.totalSearches, 0);
    assert.equal(events?.count, total, "totals match the events");
    const oldest = Math.min(...queries.map((query) => query.createdAt.getTime()));
    assert.ok(oldest > 0, "oldest > 0");
  });

  test("the totals of every search text agree with its events", async () => {
    const [query] = await db
      .select()
      .from(searchQueries)
      .where(eq(searchQueries.search, "redaing"));
    assert.ok(query, "the typo 'redaing' is in the history");
    const events = await db
      .select()
      .from(searchEvents)
      .where(eq(searchEvents.searchQueryId, query.id));
    assert.equal(events.length, query.totalSearches);
    const latest = Math.max(...events.map((event) => event.searchedAt.getTime()));
    assert.equal(latest, query.lastSearchedAt.getTime());
  });

  test("seeding again adds nothing", async () => {
    const summary = await seedDemoContent({ supportEmail: "help@example.org" });
    assert.equal(summary.skipped, true);
  });

  test("the FAQ list pages through every order without repeats or gaps", async () => {
    const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(faqs);
    for (const orderBy of [0, 1, 2] as const) {
      const seen: number[] = [];
      for (let skip = 0; ; skip += FAQ_PAGE_SIZE) {
        const page = await listFaqs({ limit: FAQ_PAGE_SIZE, skip, orderBy });
        if (page.length === 0) break;
        seen.push(...page.map((faq) => faq.id));
      }
      assert.equal(seen.length, total?.count, `order ${String(orderBy)}`);
      assert.equal(new Set(seen).size, seen.length, `order ${String(orderBy)} repeats nothing`);
    }
    const alphabetical = await listFaqs({ limit: 100, skip: 0, orderBy: 0 });
    const texts = alphabetical.map((faq) => faq.question.replace(/<[^>]+>/g, "").toLowerCase());
    assert.deepEqual(
      texts,
      [...texts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const popular = await listFaqs({ limit: 100, skip: 0, orderBy: 1 });
    assert.ok(
      popular.every((faq, i) => i === 0 || (popular[i - 1]?.ranking ?? 0) >= faq.ranking),
      "popular.every((faq, i) => i === 0 || (popular[i - 1]?.ranking ?? 0) >= faq.ranking)",
    );
  });
});
