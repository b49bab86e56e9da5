import { db, engine } from "./helpers/database";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { type SQLWrapper, sql } from "drizzle-orm";

import { findFaqs } from "@/lib/search/engine";
import { readFaqs } from "@/lib/search/faq-rows";
import { type FaqOrder, faqPageQuery } from "@/lib/data/faqs";
import { searchQueryPlan, type SearchQueryOrder } from "@/lib/search/user-searches";
import { listUsers, type UserOrder } from "@/lib/data/user-admin";

import { insertFaqs, insertSearches, insertUsers } from "../scripts/bench/data";

/**
 * Issue 8: every list and the search read their big tables through indexes, so that a page costs
 * the same at 1,000 rows as at 1,000,000. The plans come from EXPLAIN of the very queries the
 * endpoints run (the data modules hand them over unexecuted), on tables large enough, and
 * ANALYZEd, for the planner to prefer a sequential scan wherever no index fits.
 */

const BIG_TABLES = new Set([
  "faqs",
  "faq_translations",
  "search_queries",
  "search_events",
  "search_query_days",
  "users",
]);

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

async function planOf(query: SQLWrapper, executor: Pick<typeof db, "execute"> = db) {
  const result: unknown = await executor.execute(sql`EXPLAIN (FORMAT JSON) ${query}`);
  const [row] = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  const cell = Object.values(row as Record<string, unknown>)[0];
  const [plan] = (typeof cell === "string" ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  assert.ok(plan, "EXPLAIN gave a plan");
  return nodesOf(plan.Plan);
}

/** Asserts no big table is read by a sequential scan, and names the indexes that were used. */
function assertIndexed(nodes: PlanNode[], expectedIndexes: string[]) {
  const scans = nodes.filter(
    (node) => node["Node Type"] === "Seq Scan" && BIG_TABLES.has(node["Relation Name"] ?? ""),
  );
  assert.deepEqual(
    scans.map((node) => node["Relation Name"]),
    [],
    "no sequential scan of a big table",
  );
  const used = new Set(nodes.flatMap((node) => node["Index Name"] ?? []));
  for (const index of expectedIndexes)
    assert.ok(used.has(index), `uses ${index}: ${[...used].join(", ")}`);
}

describe(`query plans on ${engine}`, () => {
  before(async () => {
    await insertFaqs(db, 3000);
    // A tenth archived: the archive list reads them by the same indexes.
    await db.execute(sql`UPDATE faqs SET is_phantom_deleted = true WHERE id % 10 = 0`);
    // Issue 28: two thirds translated into Spanish, a fifth of those drafts; a seventh of the
    // FAQs edited in English since (content_version 2), so their translations need an update.
    await db.execute(sql`INSERT INTO faq_translations (faq_id, language, question, answer, status, source_version)
      SELECT id, 'es', question, answer, CASE WHEN id % 5 = 0 THEN 'draft' ELSE 'published' END, 1
      FROM faqs WHERE id % 3 <> 0`);
    await db.execute(sql`UPDATE faqs SET content_version = 2 WHERE id % 7 = 0`);
    await insertSearches(db, { queries: 4000, events: 50_000 });
    await insertUsers(db, 3000);
    await db.execute(sql`ANALYZE`);
  });

  const faqIndexes: Record<FaqOrder, string> = {
    0: "faqs_alphabetical_idx",
    1: "faqs_ranking_idx",
    2: "faqs_recently_changed_idx",
    3: "faqs_reading_grade_idx",
  };
  for (const archived of [false, true]) {
    for (const orderBy of [0, 1, 2, 3] as const) {
      test(`GetFaqs/GetAdminFaqs order ${String(orderBy)}${archived ? " (archive)" : ""}: first and a later page by ${faqIndexes[orderBy]}`, async () => {
        // A later page well inside the list (300 archived FAQs, 2,700 active).
        for (const skip of [0, archived ? 100 : 500]) {
          const nodes = await planOf(faqPageQuery({ limit: 10, skip, orderBy, archived }));
          assertIndexed(nodes, [faqIndexes[orderBy]]);
        }
      });
    }
  }

  // Issue 28: Display FAQ's filters keep the list's order index, and look each FAQ's Spanish
  // translation up by its primary key.
  for (const translation of ["missing-es", "outdated-es"] as const) {
    for (const orderBy of [0, 1, 2, 3] as const) {
      test(`GetAdminFaqs translation=${translation} order ${String(orderBy)}: by ${faqIndexes[orderBy]} and faq_translations_faq_id_language_pk`, async () => {
        for (const skip of [0, 100]) {
          const query = faqPageQuery({ limit: 10, skip, orderBy, archived: false, translation });
          assert.equal((await query).length, 10, "a full page");
          assertIndexed(await planOf(query), [
            faqIndexes[orderBy],
            "faq_translations_faq_id_language_pk",
          ]);
        }
      });
    }
  }

  const searchIndexes: Record<SearchQueryOrder, string> = {
    0: "search_queries_recent_idx",
    1: "search_queries_popular_idx",
    2: "search_queries_day_popular_idx",
  };
  for (const orderBy of [0, 1, 2] as const) {
    test(`GetFaqSearchQueries order ${String(orderBy)}: the page by ${searchIndexes[orderBy]}, its dates by search_events_query_time_idx`, async () => {
      const page = await searchQueryPlan.page({ limit: 10, skip: 0, orderBy });
      assert.equal(page.length, 10);
      assertIndexed(await planOf(searchQueryPlan.page({ limit: 10, skip: 0, orderBy })), [
        searchIndexes[orderBy],
      ]);
      assertIndexed(
        await planOf(searchQueryPlan.dates({ searchQueryIds: page.map((row) => row.id) })),
        ["search_events_query_time_idx"],
      );
    });
  }

  test("GetFaqSearchQueryDays: the text by search_queries_language_search_key, its days by their primary key", async () => {
    const [popular] = await searchQueryPlan.page({ limit: 1, skip: 0, orderBy: 1 });
    assert.ok(popular, "popular is there");
    assert.ok(
      (await searchQueryPlan.days({ search: popular.search, language: "en" })).length > 1,
      "the popular search has several days",
    );
    assertIndexed(await planOf(searchQueryPlan.days({ search: popular.search, language: "en" })), [
      "search_queries_language_search_key",
      "search_query_days_search_query_id_day_pk",
    ]);
  });

  const userIndexes: Record<UserOrder, string> = {
    0: "users_first_name_idx",
    1: "users_last_name_idx",
    2: "users_email_order_idx",
  };
  for (const orderBy of [0, 1, 2] as const) {
    test(`GetAllUsers order ${String(orderBy)}: by ${userIndexes[orderBy]}`, async () => {
      assertIndexed(await planOf(listUsers({ limit: 10, skip: 0, orderBy })), [
        userIndexes[orderBy],
      ]);
    });
  }

  // A common word, a prefix being typed, a typo, a word spelt by sound, and a word nothing
  // contains. The search itself runs in the app server's memory (docs/decisions/0037); what it
  // reads of the database is the FAQs it found, by primary key.
  const searches: [string, string[]][] = [
    ["reading at home", ["faqs_pkey"]],
    ["phon", ["faqs_pkey"]],
    ["redaing", ["faqs_pkey"]],
    ["reedin", ["faqs_pkey"]],
    ["xylophonic", []],
  ];
  for (const [text, indexes] of searches) {
    test(`search "${text}": its FAQs read by an index`, async () => {
      const { matches } = await findFaqs(text);
      assert.equal(matches.length > 0, indexes.length > 0, "the search finds FAQs");
      if (matches.length > 0) {
        assertIndexed(await planOf(readFaqs(matches.map((match) => match.id))), indexes);
      }
    });
  }
});
