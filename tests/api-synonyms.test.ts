import { db, engine, resetDatabase, rows } from "./helpers/database";

import assert from "node:assert/strict";
import { before, beforeEach, describe, test } from "node:test";

import { sql } from "drizzle-orm";

import { faqs, synonymGroups } from "@/db/schema";
import { SEARCH_INTERPRETATION_HEADER } from "@/lib/search/interpretation";

import { ApiClient } from "../harness/api-client";
import { startApp } from "../harness/app";
import { query } from "../harness/api-client";
import { plainQuestion as questionText } from "../harness/relevance/scoring";
import { signIn, type SignedIn } from "../harness/sign-in";

const app = await startApp();

interface Group {
  id: number;
  words: string[];
  updatedAt: string;
}

/** The Admin screen "Search words" (issue 13): its API, its rules and the search that follows. */
describe(`search words (synonym groups) on ${engine}`, () => {
  let admin: SignedIn;
  let coach: SignedIn;

  before(async () => {
    await resetDatabase();
    admin = await signIn(app.url, { role: "Admin" });
    coach = await signIn(app.url, { role: "Coach" });
  });

  beforeEach(async () => {
    await db.execute(sql`TRUNCATE synonym_groups, faqs RESTART IDENTITY CASCADE`);
  });

  const words = async () =>
    (
      await db.select({ words: synonymGroups.words }).from(synonymGroups).orderBy(synonymGroups.id)
    ).map((row) => row.words);
  const auditSince = async (since: number) =>
    rows<{ action: string; actor_user_id: number; target_type: string; details: unknown }>(
      sql`SELECT action, actor_user_id, target_type, details FROM audit_events WHERE id > ${since} ORDER BY id`,
    );
  /** A group written straight to the table, as if an Admin had added it earlier. */
  const storedGroup = async (groupWords: string[]) => {
    const [group] = await db.insert(synonymGroups).values({ words: groupWords }).returning();
    assert.ok(group, "group is there");
    return group;
  };
  const lastAuditId = async () =>
    (await rows<{ id: number }>(sql`SELECT coalesce(max(id), 0)::int AS id FROM audit_events`))[0]
      ?.id ?? 0;

  test("an Admin adds, lists, edits and deletes a group; each change is audited with it", async () => {
    const since = await lastAuditId();
    const added = await admin.client.faq.postSynonymGroup({
      words: ["Kid", "child", "  CAFÉ ", "kid"],
    });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    const group = added.body as Group;
    assert.deepEqual(group.words, ["kid", "child", "cafe"], "lower case, no accents, once each");

    const listed = await admin.client.faq.getSynonymGroups();
    assert.equal(listed.status, 200);
    assert.deepEqual(
      (listed.body as Group[]).map((item) => item.words),
      [["kid", "child", "cafe"]],
    );

    const edited = await admin.client.faq.patchSynonymGroup({
      id: group.id,
      words: ["kid", "child", "son"],
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.deepEqual(await words(), [["kid", "child", "son"]]);

    const deleted = await admin.client.faq.deleteSynonymGroup({ id: group.id });
    assert.equal(deleted.status, 200);
    assert.deepEqual(await words(), []);

    const trail = await auditSince(since);
    assert.deepEqual(
      trail.map((event) => [event.action, event.actor_user_id, event.target_type]),
      [
        ["synonyms.created", admin.userId, "synonym_group"],
        ["synonyms.edited", admin.userId, "synonym_group"],
        ["synonyms.deleted", admin.userId, "synonym_group"],
      ],
    );
    assert.deepEqual(trail[1]?.details, { words: "kid, child, son", before: "kid, child, cafe" });
  });

  test("bad words are a 400 under Words, and change nothing", async () => {
    const kept = await storedGroup(["cost", "price"]);
    const since = await lastAuditId();
    const cases: [body: unknown, message: RegExp][] = [
      [{}, /at least 2 words/],
      [{ words: "kid, child" }, /at least 2 words/],
      [{ words: [1, 2] }, /at least 2 words/],
      [{ words: ["kid"] }, /at least 2 words/],
      [{ words: ["kid", "KID", " kid "] }, /at least 2 words/],
      [{ words: ["kid", ""] }, /at least 2 words/],
      [{ words: ["kid", "grown up"] }, /only letters and numbers/],
      [{ words: ["kid", "child!"] }, /only letters and numbers/],
      [{ words: ["kid", "<script>"] }, /only letters and numbers/],
      [{ words: ["kid", "a".repeat(41)] }, /at most 40 letters/],
      [{ words: Array.from({ length: 21 }, (_, i) => `word${String(i)}`) }, /at most 20 words/],
      [{ words: ["fee", "price"] }, /“price” is already in another group/],
      [{ words: ["fee", "PRICE", "Cost"] }, /“price” is already in another group/],
    ];
    for (const [body, message] of cases) {
      const response = await admin.client.faq.postSynonymGroup(body);
      assert.equal(response.status, 400, JSON.stringify(body));
      const problem = response.body as { title: string; errors: Record<string, string[]> };
      assert.equal(problem.title, "One or more validation errors occurred.");
      assert.match(problem.errors.Words?.join(" ") ?? "", message, JSON.stringify(body));
    }
    // 40 letters is allowed; 20 words too.
    const longest = await admin.client.faq.postSynonymGroup({
      words: ["a".repeat(40), "b".repeat(40)],
    });
    assert.equal(longest.status, 201);
    const most = await admin.client.faq.postSynonymGroup({
      words: Array.from({ length: 20 }, (_, i) => `many${String(i)}`),
    });
    assert.equal(most.status, 201);

    // An edit may keep its own words, but not take another group's.
    const own = await admin.client.faq.patchSynonymGroup({
      id: kept.id,
      words: ["cost", "price", "fee"],
    });
    assert.equal(own.status, 200);
    const taking = await admin.client.faq.patchSynonymGroup({
      id: kept.id,
      words: ["cost", "many3"],
    });
    assert.equal(taking.status, 400);
    assert.deepEqual((taking.body as { errors: unknown }).errors, {
      Words: ["“many3” is already in another group."],
    });
    const missing = await admin.client.faq.patchSynonymGroup({
      id: 999_999,
      words: ["x1", "x2"],
    });
    assert.equal(missing.status, 404);
    assert.equal((await admin.client.faq.deleteSynonymGroup({ id: 999_999 })).status, 404);
    assert.equal((await admin.client.faq.deleteSynonymGroup({ id: "1" })).status, 400);

    const stored = await words();
    assert.deepEqual(stored.length, 3);
    assert.deepEqual(stored[0], ["cost", "price", "fee"]);
    assert.equal(
      (await auditSince(since)).filter((event) => event.action !== "synonyms.created").length,
      1,
      "only the accepted edit is audited",
    );
  });

  test("only an Admin may read or change the groups", async () => {
    const group = await storedGroup(["kid", "child"]);
    const anyone = new ApiClient(app.url);
    await anyone.user.getXsrfToken();
    for (const [client, status] of [
      [anyone, 401],
      [coach.client, 403],
    ] as const) {
      assert.equal((await client.faq.getSynonymGroups()).status, status);
      const posted = await client.faq.postSynonymGroup({ words: ["x1", "x2"] });
      assert.equal(posted.status, status);
      const patched = await client.faq.patchSynonymGroup({
        id: group.id,
        words: ["x1", "x2"],
      });
      assert.equal(patched.status, status);
      const deleted = await client.faq.deleteSynonymGroup({ id: group.id });
      assert.equal(deleted.status, status);
    }
    assert.deepEqual(await words(), [["kid", "child"]]);
  });

  test("the next search uses a change at once, with no re-indexing", async () => {
    await db.insert(faqs).values([
      { question: "<p>What ages are the courses for?</p>", answer: "<p>All.</p>", tags: "age" },
      { question: "<p>Where is the car park?</p>", answer: "<p>Behind.</p>", tags: "parking" },
    ]);
    const search = async (text: string) => {
      const response = await admin.client.faq.getAdminQueriedFaqs(query({ searchQuery: text }));
      assert.equal(response.status, 200);
      return {
        questions: (response.body as { question: string }[]).map((faq) =>
          questionText(faq.question),
        ),
        interpretation: response.headers.get(SEARCH_INTERPRETATION_HEADER),
      };
    };
    assert.deepEqual((await search("youngsters")).questions, []);

    const added = await admin.client.faq.postSynonymGroup({
      words: ["course", "youngsters"],
    });
    assert.equal(added.status, 201);
    const found = await search("youngsters");
    assert.deepEqual(found.questions, ["What ages are the courses for?"]);
    assert.match(decodeURIComponent(found.interpretation ?? ""), /course/);

    const group = added.body as Group;
    await admin.client.faq.patchSynonymGroup({
      id: group.id,
      words: ["parking", "youngsters"],
    });
    assert.deepEqual((await search("youngsters")).questions, ["Where is the car park?"]);

    await admin.client.faq.deleteSynonymGroup({ id: group.id });
    assert.deepEqual((await search("youngsters")).questions, []);
  });

  test("a Spanish group is not the Search words screen's: changing or removing it is a 404", async () => {
    const [spanish] = await db
      .insert(synonymGroups)
      .values([
        { language: "es", words: ["ayuda", "apoyo"] },
        { language: "es", words: ["clase", "curso"] },
      ])
      .returning();
    assert.ok(spanish, "group is there");
    const stored = async () =>
      (
        await db
          .select({ language: synonymGroups.language, words: synonymGroups.words })
          .from(synonymGroups)
          .orderBy(synonymGroups.id)
      ).map((row) => `${row.language}: ${row.words.join(", ")}`);
    const before = await stored();
    const since = await lastAuditId();

    const listed = await admin.client.faq.getSynonymGroups();
    assert.deepEqual(listed.body, [], "the screen lists the English groups only");
    // Its words would otherwise be checked against the English groups only, and "curso" would
    // stand in two Spanish groups.
    const edited = await admin.client.faq.patchSynonymGroup({
      id: spanish.id,
      words: ["ayuda", "curso"],
    });
    assert.equal(edited.status, 404, JSON.stringify(edited.body));
    const deleted = await admin.client.faq.deleteSynonymGroup({ id: spanish.id });
    assert.equal(deleted.status, 404, JSON.stringify(deleted.body));

    assert.deepEqual(await stored(), before);
    assert.equal(await lastAuditId(), since, "nothing audited");
  });

  test("two Admins adding the same word at once: one group has it", async () => {
    const other = await signIn(app.url, { role: "Admin" });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? admin : other).client.faq.postSynonymGroup({
          words: ["shared", `own${String(i)}`],
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    assert.deepEqual(statuses, [201, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    assert.equal((await words()).filter((group) => group.includes("shared")).length, 1);
  });
});
