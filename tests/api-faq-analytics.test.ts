import { db, engine } from "./helpers/database";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { eq, inArray, sql } from "drizzle-orm";

import { faqs, pendingSearches, rateLimits, searchEvents, searchQueries } from "@/db/schema";
import { purgeRateLimits } from "@/lib/data/rate-limits";
import {
  countPendingSearches,
  recordSearch,
  searchesRecorded,
} from "@/lib/server/search-recording";

import { type ApiClient, query, TestClient } from "../harness/api-client";
import { startAppAndClients } from "./helpers/app-clients";
import { assertFieldErrors, resetToDemoContent } from "./helpers/faq";
import { signIn, type SignedIn } from "../harness/sign-in";
import { ROUTES } from "@/lib/routes";

const { app, anonymous } = await startAppAndClients();

interface Recorded {
  search: string;
  dates: string[];
  recentlySearched: string;
  total: number;
  lastResultCount: number;
}

async function recordOf(search: string) {
  const [row] = await db.select().from(searchQueries).where(eq(searchQueries.search, search));
  if (!row) return null;
  const [events] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(searchEvents)
    .where(eq(searchEvents.searchQueryId, row.id));
  return { ...row, events: events?.count ?? 0 };
}

async function rankings(ids: number[]) {
  const rows = await db
    .select({ id: faqs.id, ranking: faqs.ranking })
    .from(faqs)
    .where(inArray(faqs.id, ids));
  return new Map(rows.map((row) => [row.id, row.ranking]));
}

/** A search, once it is counted (the answer waits for it to be kept; counting follows). */
async function search(client: ApiClient, path: string, text: string) {
  const response = await client.get(`/api/Faq/${path}?${query({ searchQuery: text })}`);
  await searchesRecorded();
  return response;
}

/** Every item of GetFaqSearchQueries in one order, 10 at a time. */
async function allSearches(client: ApiClient, orderBy: number | undefined) {
  const seen: Recorded[] = [];
  for (let skip = 0; ; skip += 10) {
    const params: Record<string, number> = { limit: 10, skip };
    if (orderBy !== undefined) params.orderBy = orderBy;
    const page = await client.faq.getFaqSearchQueries(query(params));
    assert.equal(page.status, 200, JSON.stringify(page.body));
    if (page.body.length === 0) break;
    seen.push(...(page.body as Recorded[]));
  }
  return seen;
}

describe(`search analytics on ${engine}`, () => {
  let coach: SignedIn;

  before(async () => {
    await resetToDemoContent();
    coach = await signIn(app.url, { role: "Coach" });
  });

  test("a public search is recorded, normalised, with the time it was answered", async () => {
    assert.equal(await recordOf("phonemic awareness"), null);
    const started = Date.now();
    const found = await search(anonymous, "GetQueriedFaqs", "  Phonemic \t AWARENESS ");
    assert.equal(found.status, 200);
    assert.ok(found.body.length > 0, "found.body.length > 0");
    const record = await recordOf("phonemic awareness");
    assert.ok(record, "recorded under its normalised text");
    assert.equal(record.totalSearches, 1);
    assert.equal(record.events, 1);
    assert.equal(record.lastResultCount, found.body.length);
    assert.ok(
      record.lastSearchedAt.getTime() >= started - 1000,
      "record.lastSearchedAt.getTime() >= started - 1000",
    );
    assert.equal(record.lastSearchedOn, record.lastSearchedAt.toISOString().slice(0, 10));

    const before = await recordOf("reading at home");
    assert.ok(before, "in the demo history");
    await search(anonymous, "GetQueriedFaqs", "Reading at HOME");
    const after = await recordOf("reading at home");
    assert.ok(after, "after is there");
    assert.equal(after.totalSearches, before.totalSearches + 1);
    assert.equal(after.events, before.events + 1);
  });

  test("a search that finds nothing is recorded with 0 results", async () => {
    const found = await search(anonymous, "GetQueriedFaqs", "bicycle parking");
    assert.deepEqual(found.body, []);
    const record = await recordOf("bicycle parking");
    assert.equal(record?.lastResultCount, 0);
  });

  test("each FAQ a public search returns gains 1 in ranking, and only those", async () => {
    const all = await db.select({ id: faqs.id }).from(faqs);
    const ids = all.map((row) => row.id);
    const before = await rankings(ids);
    const found = await search(anonymous, "GetQueriedFaqs", "dyslexia");
    const returned = new Set((found.body as { id: number }[]).map((faq) => faq.id));
    assert.ok(returned.size > 1, "returned.size > 1");
    const after = await rankings(ids);
    for (const id of ids) {
      assert.equal(
        after.get(id),
        (before.get(id) ?? 0) + (returned.has(id) ? 1 : 0),
        `FAQ ${String(id)}`,
      );
    }
    for (const faq of found.body as { id: number; ranking: number }[]) {
      assert.equal(faq.ranking, after.get(faq.id), "the answer shows the counted ranking");
    }
  });

  test("staff searches record nothing and change no ranking", async () => {
    const ids = (await db.select({ id: faqs.id }).from(faqs)).map((row) => row.id);
    const before = await rankings(ids);
    const [queriesBefore] = await db
      .select({ count: sql<number>`count(*)::int`, total: sql<number>`sum(total_searches)::int` })
      .from(searchQueries);
    const found = await search(coach.client, "GetAdminQueriedFaqs", "phonics for toddlers");
    assert.equal(found.status, 200);
    const again = await search(coach.client, "GetAdminQueriedFaqs", "dyslexia");
    assert.ok(again.body.length > 0, "again.body.length > 0");
    assert.equal(await recordOf("phonics for toddlers"), null);
    const [queriesAfter] = await db
      .select({ count: sql<number>`count(*)::int`, total: sql<number>`sum(total_searches)::int` })
      .from(searchQueries);
    assert.deepEqual(queriesAfter, queriesBefore);
    assert.deepEqual(await rankings(ids), before);
  });

  test("searches at the same moment are all counted", async () => {
    const before = await recordOf("delivery");
    assert.ok(before, "before is there");
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        anonymous.get(`/api/Faq/GetQueriedFaqs?${query({ searchQuery: "delivery" })}`),
      ),
    );
    await searchesRecorded();
    assert.ok(
      responses.every((response) => response.status === 200),
      "responses.every((response) => response.status === 200)",
    );
    const after = await recordOf("delivery");
    assert.ok(after, "after is there");
    assert.equal(after.totalSearches, before.totalSearches + 12);
    assert.equal(after.events, before.events + 12);
  });

  test("searches kept but not counted when a server stopped are counted by the next count", async () => {
    // What a server killed between keeping a search and counting it leaves behind.
    const [faq] = await db.select({ id: faqs.id, ranking: faqs.ranking }).from(faqs).limit(1);
    assert.ok(faq, "faq is there");
    const at = new Date(Date.now() - 60_000);
    await db.insert(pendingSearches).values([
      { search: "left pending", faqIds: [faq.id], searchedAt: at },
      { search: "left pending", faqIds: [], searchedAt: new Date(at.getTime() + 1000) },
    ]);
    await countPendingSearches();
    const record = await recordOf("left pending");
    assert.ok(record, "counted");
    assert.equal(record.totalSearches, 2);
    assert.equal(record.events, 2);
    assert.equal(record.lastResultCount, 0, "the later search's count");
    assert.equal(record.lastSearchedAt.getTime(), at.getTime() + 1000);
    assert.equal((await rankings([faq.id])).get(faq.id), faq.ranking + 1);
    const [left] = await db.select({ count: sql<number>`count(*)::int` }).from(pendingSearches);
    assert.equal(left?.count, 0, "nothing left pending");
  });

  test("a search the database refuses fails alone, not the others kept with it", async () => {
    const answeredAt = new Date();
    // Queued in one turn of the event loop: one batch. The second breaks the CHECK on texts.
    const good = recordSearch({ search: "kept beside a refused one", faqIds: [], answeredAt });
    const refused = recordSearch({ search: "  Not Normalised ", faqIds: [], answeredAt });
    await good;
    await assert.rejects(refused);
    await searchesRecorded();
    assert.equal((await recordOf("kept beside a refused one"))?.events, 1);
  });

  test("GetFaqSearchQueries: search, dates ascending (one per search), recentlySearched, total", async () => {
    const items = await allSearches(coach.client, 0);
    const [stored] = await db.select({ count: sql<number>`count(*)::int` }).from(searchQueries);
    assert.equal(items.length, stored?.count);
    for (const item of items) {
      assert.deepEqual(Object.keys(item).sort(), [
        "dates",
        "lastResultCount",
        "recentlySearched",
        "search",
        "total",
      ]);
      assert.equal(item.dates.length, item.total, item.search);
      assert.deepEqual(item.dates, [...item.dates].sort(), "ascending");
      assert.equal(item.dates.at(-1), item.recentlySearched);
      for (const date of item.dates) assert.match(date, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    assert.equal(new Set(items.map((item) => item.search)).size, items.length, "no repeats");
    const redaing = items.find((item) => item.search === "redaing");
    assert.equal(redaing?.total, 6, "the demo history");
  });

  test("order 0 most recent first, 1 most searched, 2 by day then most searched (the default)", async () => {
    const recent = await allSearches(coach.client, 0);
    for (let i = 1; i < recent.length; i += 1) {
      assert.ok(
        recent[i - 1]!.recentlySearched >= recent[i]!.recentlySearched,
        "recent[i - 1]!.recentlySearched >= recent[i]!.recentlySearched",
      );
    }
    const popular = await allSearches(coach.client, 1);
    for (let i = 1; i < popular.length; i += 1) {
      assert.ok(
        popular[i - 1]!.total >= popular[i]!.total,
        "popular[i - 1]!.total >= popular[i]!.total",
      );
    }
    const byDay = await allSearches(coach.client, 2);
    for (let i = 1; i < byDay.length; i += 1) {
      const [a, b] = [byDay[i - 1]!, byDay[i]!];
      const [dayA, dayB] = [a.recentlySearched.slice(0, 10), b.recentlySearched.slice(0, 10)];
      assert.ok(dayA > dayB || (dayA === dayB && a.total >= b.total), `${a.search} / ${b.search}`);
    }
    assert.deepEqual(await allSearches(coach.client, undefined), byDay, "2 is the default");
    for (const list of [recent, popular, byDay]) assert.equal(list.length, recent.length);
    assert.notDeepEqual(
      recent.map((item) => item.search),
      popular.map((item) => item.search),
    );
  });

  test("GetFaqSearchQueries validates its paging and answers [] past the end", async () => {
    assert.deepEqual((await coach.client.faq.getFaqSearchQueries("skip=5000")).body, []);
    const first = await coach.client.faq.getFaqSearchQueries();
    assert.equal(first.body.length, 15, "15 per page by default");
    await assertFieldErrors(coach.client, "/api/Faq/GetFaqSearchQueries", [
      ["orderBy=3", "OrderBy"],
      ["limit=0", "Limit"],
      ["limit=101", "Limit"],
      ["skip=-1", "Skip"],
    ]);
  });

  test("GetFaqSearchQuerySummaries: GetFaqSearchQueries' pages in each order, without the dates", async () => {
    for (const orderBy of [0, 1, 2]) {
      const full = await allSearches(coach.client, orderBy);
      const summaries: { language: string }[] = [];
      for (let skip = 0; ; skip += 10) {
        const page = await coach.client.faq.getFaqSearchQuerySummaries(
          query({ limit: 10, skip, orderBy }),
        );
        assert.equal(page.status, 200, JSON.stringify(page.body));
        if (page.body.length === 0) break;
        summaries.push(...(page.body as { language: string }[]));
      }
      assert.deepEqual(
        summaries.map(({ language: _language, ...summary }) => summary),
        full.map(({ dates: _dates, ...summary }) => summary),
        `order ${String(orderBy)}`,
      );
      // Issue 28: each says the language it was searched in; these were searched in English.
      assert.ok(
        summaries.every(({ language }) => language === "en"),
        "every summary is of an English search",
      );
    }
    const first = await coach.client.faq.getFaqSearchQuerySummaries();
    assert.deepEqual(
      first.body,
      (await coach.client.faq.getFaqSearchQuerySummaries("orderBy=2&limit=15")).body,
      "15 of order 2 by default",
    );
    assert.equal(first.body.length, 15);
    await assertFieldErrors(coach.client, "/api/Faq/GetFaqSearchQuerySummaries", [
      ["orderBy=3", "OrderBy"],
      ["limit=0", "Limit"],
      ["skip=-1", "Skip"],
    ]);
  });

  test("GetFaqSearchQueryDays: a text's searches per UTC day, oldest first, as its dates count them", async () => {
    const items = await allSearches(coach.client, 1);
    assert.ok(items.length > 10, "items.length > 10");
    for (const item of items) {
      const perDay = new Map<string, number>();
      for (const date of item.dates)
        perDay.set(date.slice(0, 10), (perDay.get(date.slice(0, 10)) ?? 0) + 1);
      const days = await coach.client.faq.getFaqSearchQueryDays(query({ search: item.search }));
      assert.equal(days.status, 200, JSON.stringify(days.body));
      assert.deepEqual(
        days.body,
        [...perDay].map(([day, count]) => ({ day, count })),
        item.search,
      );
    }
    const redaing = await coach.client.faq.getFaqSearchQueryDays("search=%20RedAing%20");
    assert.equal(
      (redaing.body as { count: number }[]).reduce((sum, day) => sum + day.count, 0),
      6,
      "the text as recorded: trimmed, lower case",
    );
    const never = await coach.client.faq.getFaqSearchQueryDays("search=never%20searched");
    assert.equal(never.status, 200);
    assert.deepEqual(never.body, []);
    await assertFieldErrors(coach.client, "/api/Faq/GetFaqSearchQueryDays", [
      ["", "Search"],
      ["search=%20%20", "Search"],
      [`search=${"a".repeat(201)}`, "Search"],
    ]);
  });

  test("the days follow the searches counted and the events deleted", async () => {
    const days = async (): Promise<unknown> =>
      (await coach.client.faq.getFaqSearchQueryDays("search=counted%20by%20day")).body as unknown;
    const at = (time: string) => ({
      search: "counted by day",
      faqIds: [],
      answeredAt: new Date(time),
    });
    await Promise.all([
      recordSearch(at("2025-05-01T23:59:59.000Z")),
      recordSearch(at("2025-05-02T00:00:00.000Z")),
      recordSearch(at("2025-05-02T13:00:00.000Z")),
    ]);
    await searchesRecorded();
    assert.deepEqual(await days(), [
      { day: "2025-05-01", count: 1 },
      { day: "2025-05-02", count: 2 },
    ]);
    await recordSearch(at("2025-05-01T08:00:00.000Z"));
    await searchesRecorded();
    assert.deepEqual(await days(), [
      { day: "2025-05-01", count: 2 },
      { day: "2025-05-02", count: 2 },
    ]);
    const record = await recordOf("counted by day");
    assert.ok(record, "record is there");
    await db.execute(
      sql`DELETE FROM search_events WHERE search_query_id = ${record.id} AND searched_at >= '2025-05-02T00:00:00Z'`,
    );
    await db.execute(
      sql`DELETE FROM search_events WHERE search_query_id = ${record.id} AND searched_at = '2025-05-01T08:00:00Z'`,
    );
    assert.deepEqual(await days(), [{ day: "2025-05-01", count: 1 }]);
  });

  test("past 30 searches per address in 10 minutes, a search is answered but not recorded", async () => {
    const visitor = new TestClient(app.url);
    const text = "reading together budget";
    const results: number[][] = [];
    let rankingsBefore: Map<number, number> | undefined;
    for (let i = 0; i < 60; i += 1) {
      const found = await search(visitor, "GetQueriedFaqs", text);
      assert.equal(found.status, 200);
      const ids = (found.body as { id: number }[]).map((faq) => faq.id);
      assert.ok(ids.length > 0, "ids.length > 0");
      rankingsBefore ??= await rankings(ids);
      results.push(ids);
    }
    // Every search is answered with the same FAQs ...
    for (const ids of results) assert.deepEqual(ids, results[0]);
    // ... but only the first 30 are counted, and move the rankings.
    const record = await recordOf(text);
    assert.equal(record?.totalSearches, 30);
    assert.equal(record.events, 30);
    const after = await rankings(results[0]!);
    for (const [id, ranking] of rankingsBefore!)
      assert.equal(after.get(id), ranking + 29, `#${id}`);

    // Another address has a budget of its own.
    await search(new TestClient(app.url), "GetQueriedFaqs", text);
    assert.equal((await recordOf(text))?.totalSearches, 31);
  });

  test("searches kept in one batch count against their address's budget in the order they came", async () => {
    const answeredAt = new Date();
    const budget = { key: "search-ip:198.51.100.77", limit: 3 };
    const other = { key: "search-ip:198.51.100.78", limit: 3 };
    // Queued in one turn of the event loop: one batch, one commit.
    const kept = await Promise.all([
      ...[1, 2, 3, 4, 5].map((n) =>
        recordSearch({ search: `one batch ${String(n)}`, faqIds: [], answeredAt, budget }),
      ),
      recordSearch({ search: "one batch other", faqIds: [], answeredAt, budget: other }),
      recordSearch({ search: "one batch unbudgeted", faqIds: [], answeredAt }),
    ]);
    assert.deepEqual(kept, [true, true, true, false, false, true, true]);
    await searchesRecorded();
    for (const [search, found] of [
      ["one batch 1", true],
      ["one batch 3", true],
      ["one batch 4", false],
      ["one batch other", true],
      ["one batch unbudgeted", true],
    ] as const) {
      assert.equal((await recordOf(search)) !== null, found, search);
    }
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, budget.key));
    assert.equal(row?.hits, 5, "every search counts against the budget, kept or not");

    // The next batch goes on from where the last left the budget.
    const later = await recordSearch({ search: "one batch 6", faqIds: [], answeredAt, budget });
    assert.equal(later, false);
  });

  test("a search another site makes a browser load is answered but not recorded", async () => {
    const visitor = new TestClient(app.url);
    const headers = { "Sec-Fetch-Site": "cross-site" };
    const text = "phonics cross site";
    const found = await visitor.faq.getQueriedFaqs(query({ searchQuery: text }), headers);
    await searchesRecorded();
    assert.equal(found.status, 200);
    assert.ok(found.body.length > 0, "found.body.length > 0");
    const page = await visitor.get(
      `${ROUTES.faq.path}?${query({ q: "phonics cross page" })}`,
      headers,
    );
    await searchesRecorded();
    assert.equal(page.status, 200);
    assert.equal(await recordOf(text), null);
    assert.equal(await recordOf("phonics cross page"), null);

    // The same searches from this site are.
    await search(visitor, "GetQueriedFaqs", text);
    assert.equal((await recordOf(text))?.totalSearches, 1);
  });

  test("rate-limit rows two days old are deleted, a block still in force is kept", async () => {
    const old = sql`now() - interval '3 days'`;
    await db.insert(rateLimits).values([
      { key: "purge-test:old", windowStartedAt: old, hits: 3 },
      {
        key: "purge-test:blocked",
        windowStartedAt: old,
        hits: 5,
        blockedUntil: sql`now() + interval '1 hour'`,
      },
      { key: "purge-test:recent", windowStartedAt: sql`now() - interval '1 hour'`, hits: 1 },
    ]);
    assert.ok((await purgeRateLimits()) >= 1, "(await purgeRateLimits()) >= 1");
    const left = await db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(sql`${rateLimits.key} like 'purge-test:%'`);
    assert.deepEqual(left.map((row) => row.key).sort(), [
      "purge-test:blocked",
      "purge-test:recent",
    ]);
  });
});
