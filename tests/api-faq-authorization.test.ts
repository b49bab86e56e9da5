import { db, engine, resetDatabase } from "./helpers/database";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { and, eq, sql } from "drizzle-orm";

import {
  answerSignals,
  contentGaps,
  faqRevisions,
  faqs,
  faqTranslations,
  searchQueries,
  suggestionDecisions,
  synonymGroups,
  topics,
  users,
} from "@/db/schema";
import { seedDemoContent } from "@/db/seed";
import { ENDPOINTS } from "@/lib/api/endpoints";

import {
  ACCESS_TABLE,
  type Caller,
  type Cell,
  NARROWER_LINES,
  refusalOf,
  type Row,
} from "./helpers/access-table";

import { ApiClient } from "../harness/api-client";
import { startApp } from "../harness/app";
import { signIn } from "../harness/sign-in";

const app = await startApp();

/** Issue 38: a suggestion for the suite's FAQ (its reading as lib/search/reading.ts makes it). */
const SUGGESTION = { language: "en", search: "fonics at hom", reading: "fonic hom" };

/**
 * docs/api.md §4, the FAQ rows (tests/helpers/access-table.ts), each endpoint by its name, and
 * the lines that narrow an endpoint by what is asked: the archive, the Admin's orders and an
 * archived FAQ. "yes" is a 2xx answer.
 */
const MATRIX: Record<string, Row> = {
  ...Object.fromEntries(
    Object.entries(ACCESS_TABLE)
      .filter(([path]) => path.startsWith("/api/Faq/"))
      .map(([path, cells]) => [path.replace("/api/Faq/", ""), cells]),
  ),
  Archive: NARROWER_LINES.archive,
  // docs/api.md §6: order 2, most recently changed, is Admin only.
  RecentlyChanged: NARROWER_LINES.adminOrders,
  // Issue 17: order 3, hardest to read, is Admin only as order 2 is.
  HardestToRead: NARROWER_LINES.adminOrders,
  // Issue 27: an archived FAQ, its history and its versions, and an edit of it.
  ArchivedGetFaq: NARROWER_LINES.archivedFaq,
  ArchivedGetFaqRevisions: NARROWER_LINES.archivedFaq,
  ArchivedGetFaqRevision: NARROWER_LINES.archivedFaq,
  ArchivedPatchFaq: NARROWER_LINES.archivedFaq,
};

describe(`FAQ authorization (docs/api.md §4) on ${engine}`, () => {
  const callers = new Map<Caller, ApiClient>();
  let faqId: number;
  /** A group of search words of the demo content, and its words. */
  let group: { id: number; words: string[] };
  /** A revision of the FAQ (the demo content's first), and a search of the demo that found nothing. */
  let revisionId: number;
  let gapSearchId: number;
  /** An archived FAQ of the demo content (its second), and one of its revisions. */
  let archived: { faqId: number; revisionId: number };
  /** An active FAQ of the demo content with no published Spanish translation. */
  let untranslatedId: number;
  /** Issue 40: a topic of the suite's own, which the topic writes change and put back. */
  let topicId: number;

  before(async () => {
    await resetDatabase();
    await seedDemoContent({ supportEmail: "help@example.org" });
    const [first] = await db.select({ id: faqs.id }).from(faqs).orderBy(faqs.id).limit(1);
    assert.ok(first, "first is there");
    faqId = first.id;
    const [firstGroup] = await db
      .select({ id: synonymGroups.id, words: synonymGroups.words })
      .from(synonymGroups)
      .orderBy(synonymGroups.id)
      .limit(1);
    assert.ok(firstGroup, "firstGroup is there");
    group = firstGroup;
    const [revision] = await db
      .select({ id: faqRevisions.id })
      .from(faqRevisions)
      .where(eq(faqRevisions.faqId, faqId))
      .limit(1);
    const [gap] = await db
      .select({ id: searchQueries.id })
      .from(searchQueries)
      .where(eq(searchQueries.lastResultCount, 0))
      .limit(1);
    assert.ok(revision && gap, "revision and gap are there");
    revisionId = revision.id;
    gapSearchId = gap.id;
    const [second] = await db
      .select({ id: faqs.id })
      .from(faqs)
      .orderBy(faqs.id)
      .offset(1)
      .limit(1);
    assert.ok(second, "the demo content has a second FAQ");
    await db.update(faqs).set({ isPhantomDeleted: true }).where(eq(faqs.id, second.id));
    const [archivedRevision] = await db
      .select({ id: faqRevisions.id })
      .from(faqRevisions)
      .where(eq(faqRevisions.faqId, second.id))
      .limit(1);
    assert.ok(archivedRevision, "the archived FAQ has a revision");
    archived = { faqId: second.id, revisionId: archivedRevision.id };
    const [untranslated] = await db
      .select({ id: faqs.id })
      .from(faqs)
      .leftJoin(
        faqTranslations,
        and(eq(faqTranslations.faqId, faqs.id), eq(faqTranslations.status, "published")),
      )
      .where(and(eq(faqs.isPhantomDeleted, false), sql`${faqTranslations.faqId} IS NULL`))
      .orderBy(faqs.id)
      .limit(1);
    assert.ok(untranslated, "the demo content leaves an FAQ untranslated");
    untranslatedId = untranslated.id;
    topicId = await storedTopic("Authorization", "Autorización");
    const anyone = new ApiClient(app.url);
    await anyone.user.getXsrfToken();
    callers.set("anyone", anyone);
    callers.set("unverified", (await signIn(app.url, { role: "Admin", verified: false })).client);
    for (const role of ["Student", "Guest", "Coach", "Admin"] as const) {
      callers.set(role, (await signIn(app.url, { role })).client);
    }
  });

  /** One call of each row, with valid input, so that only the caller decides the answer. */
  async function call(client: ApiClient, row: string) {
    const content = { id: faqId, question: "<p>What is phonics?</p>", answer: "<p>A way.</p>" };
    switch (row) {
      case "GetFaqs":
        return client.faq.getFaqs();
      case "GetQueriedFaqs":
        return client.faq.getQueriedFaqs("searchQuery=phonics");
      case "GetAdminFaqs":
        return client.faq.getAdminFaqs();
      case "GetAdminQueriedFaqs":
        return client.faq.getAdminQueriedFaqs("searchQuery=phonics");
      case "GetFaq":
        return client.faq.getFaq(`id=${String(faqId)}`);
      case "GetFaqSearchQueries":
        return client.faq.getFaqSearchQueries();
      case "GetFaqSearchQuerySummaries":
        return client.faq.getFaqSearchQuerySummaries();
      case "GetFaqSearchQueryDays":
        return client.faq.getFaqSearchQueryDays("search=phonics");
      case "PatchFaq":
        return client.faq.patchFaq(content);
      case "Archive":
        return client.faq.getAdminFaqs("isPhantomDeleted=true");
      case "RecentlyChanged":
        return client.faq.getAdminFaqs("orderBy=2");
      case "HardestToRead":
        return client.faq.getAdminFaqs("orderBy=3");
      case "PostFaq":
        return client.faq.postFaq({ ...content, tags: "x" });
      case "DeleteFaq": {
        const response = await client.faq.deleteFaq({ id: faqId });
        // Put it back, so the next caller meets the same state.
        if (response.status === 200) {
          await db.update(faqs).set({ isPhantomDeleted: false }).where(eq(faqs.id, faqId));
        }
        return response;
      }
      case "RestoreFaq": {
        await db.update(faqs).set({ isPhantomDeleted: true }).where(eq(faqs.id, faqId));
        const response = await client.faq.restoreFaq({ id: faqId });
        await db.update(faqs).set({ isPhantomDeleted: false }).where(eq(faqs.id, faqId));
        return response;
      }
      case "GetSynonymGroups":
        return client.faq.getSynonymGroups();
      case "PostSynonymGroup": {
        const response = await client.faq.postSynonymGroup({
          words: ["Tutoring", "mentoring"],
        });
        // Take it away, so the next caller's words are not already in a group.
        if (response.status === 201) {
          await db.delete(synonymGroups).where(eq(synonymGroups.id, response.body.id as number));
        }
        return response;
      }
      case "PatchSynonymGroup": {
        const response = await client.faq.patchSynonymGroup({
          id: group.id,
          words: [...group.words, "youngster"],
        });
        if (response.status === 200) {
          await db
            .update(synonymGroups)
            .set({ words: group.words })
            .where(eq(synonymGroups.id, group.id));
        }
        return response;
      }
      case "DeleteSynonymGroup": {
        const [added] = await db
          .insert(synonymGroups)
          .values({ words: ["scratchpad", "jotter"] })
          .returning({ id: synonymGroups.id });
        assert.ok(added, "added is there");
        const response = await client.faq.deleteSynonymGroup({ id: added.id });
        await db.delete(synonymGroups).where(eq(synonymGroups.id, added.id));
        return response;
      }
      case "GetFaqRevisions":
        return client.faq.getFaqRevisions(`id=${String(faqId)}`);
      case "GetFaqRevision":
        return client.faq.getFaqRevision(`id=${String(revisionId)}`);
      case "RestoreFaqRevision":
        return client.faq.restoreFaqRevision({ id: revisionId });
      case "ArchivedGetFaq":
        return client.faq.getFaq(`id=${String(archived.faqId)}`);
      case "ArchivedGetFaqRevisions":
        return client.faq.getFaqRevisions(`id=${String(archived.faqId)}`);
      case "ArchivedGetFaqRevision":
        return client.faq.getFaqRevision(`id=${String(archived.revisionId)}`);
      case "ArchivedPatchFaq":
        return client.faq.patchFaq({ ...content, id: archived.faqId });
      case "RateFaq":
        return client.faq.rateFaq({ id: faqId, helpful: true });
      case "GetContentGaps":
        return client.faq.getContentGaps();
      case "DismissContentGap": {
        // Open again, so the next caller meets the same state.
        await db.delete(contentGaps).where(eq(contentGaps.searchQueryId, gapSearchId));
        return client.faq.dismissContentGap({ kind: "search", id: gapSearchId });
      }
      case "LinkContentGap": {
        const response = await client.faq.linkContentGap({ id: gapSearchId, faqId });
        // Open again and without the phrasing, so the next caller meets the same state.
        await db.delete(contentGaps).where(eq(contentGaps.searchQueryId, gapSearchId));
        await db.update(faqs).set({ phrasings: [] }).where(eq(faqs.id, faqId));
        return response;
      }
      case "RequestFaqTranslation":
        return client.faq.requestFaqTranslation({
          id: untranslatedId,
          language: "es",
        });
      case "PostSearchAnswered":
        return client.faq.postSearchAnswered({ id: faqId, searchQuery: "phonics at home" });
      case "PostVisitorQuestion":
        return client.faq.postVisitorQuestion({ question: "How do I join a class?" });
      case "GetPhrasingSuggestions":
        return client.faq.getPhrasingSuggestions();
      case "AcceptPhrasingSuggestion": {
        await suggest();
        const response = await client.faq.acceptPhrasingSuggestion({
          ...SUGGESTION,
          faqId,
          phrasings: [SUGGESTION.search],
        });
        await forgetSuggestion();
        return response;
      }
      case "RejectPhrasingSuggestion": {
        await suggest();
        const response = await client.faq.rejectPhrasingSuggestion({ ...SUGGESTION, faqId });
        await forgetSuggestion();
        return response;
      }
      case "GetTopics":
        return client.faq.getTopics();
      case "GetAdminTopics":
        return client.faq.getAdminTopics();
      case "PostTopic": {
        const response = await client.faq.postTopic({
          nameEn: "Added by a caller",
          nameEs: "Añadido",
          picture: "star",
        });
        // Gone again, so the next caller may add it too.
        await db.delete(topics).where(eq(topics.nameEn, "Added by a caller"));
        return response;
      }
      case "PatchTopic":
        return client.faq.patchTopic({ id: topicId, picture: "star" });
      case "MoveTopic":
        return client.faq.moveTopic({ id: topicId, position: 1 });
      case "DeleteTopic": {
        const id = await storedTopic("To delete", "Para borrar");
        const response = await client.faq.deleteTopic({ id });
        await db.delete(topics).where(eq(topics.id, id));
        return response;
      }
      default:
        throw new Error(`no call for ${row}`);
    }
  }

  /** Issue 40: a topic written straight to the table, as if an Admin had added it earlier. */
  async function storedTopic(nameEn: string, nameEs: string): Promise<number> {
    const slug = (name: string) => name.toLowerCase().replaceAll(" ", "-").replace("ó", "o");
    const [row] = await db
      .insert(topics)
      .values({
        nameEn,
        nameEs,
        slugEn: slug(nameEn),
        slugEs: slug(nameEs),
        picture: "book",
        position: 99,
      })
      .returning({ id: topics.id });
    assert.ok(row, "the topic is stored");
    return row.id;
  }

  /** A suggestion of two visitors for the FAQ, written as PostSearchAnswered keeps them. */
  async function suggest() {
    const { search, reading } = SUGGESTION;
    await db
      .insert(answerSignals)
      .values(["a", "b"].map((key) => ({ faqId, search, reading, visitor: key.repeat(64) })))
      .onConflictDoNothing();
  }

  /** The suggestion, its answer and the phrasing gone: the next caller meets the same state. */
  async function forgetSuggestion() {
    await db.delete(suggestionDecisions).where(eq(suggestionDecisions.faqId, faqId));
    await db.update(faqs).set({ phrasings: [] }).where(eq(faqs.id, faqId));
  }

  test("every FAQ endpoint has a row", () => {
    const faqEndpoints = ENDPOINTS.filter((endpoint) => endpoint.path.startsWith("/api/Faq/"));
    for (const endpoint of faqEndpoints) {
      assert.ok(MATRIX[endpoint.path.replace("/api/Faq/", "")], endpoint.path);
    }
  });

  for (const [row, expectations] of Object.entries(MATRIX)) {
    test(`${row}: anyone, unverified, Student, Guest, Coach, Admin`, async () => {
      for (const [caller, expected] of Object.entries(expectations) as [Caller, Cell][]) {
        const client = callers.get(caller);
        assert.ok(client, "client is there");
        const response = await call(client, row);
        const label = `${row} as ${caller}: ${String(response.status)} ${JSON.stringify(response.body).slice(0, 200)}`;
        if (expected === "yes") {
          assert.ok(response.status >= 200 && response.status < 300, label);
          continue;
        }
        const refusal = refusalOf(expected);
        assert.equal(response.status, refusal.status, label);
        assert.equal(response.body.title, refusal.title, label);
        assert.equal(response.headers.get("content-type"), "application/problem+json", label);
      }
    });
  }

  test("a refused write changes nothing", async () => {
    const [before] = await db.select().from(faqs).where(eq(faqs.id, faqId));
    const groupsBefore = await db.select().from(synonymGroups).orderBy(synonymGroups.id);
    const topicsBefore = await db.select().from(topics).orderBy(topics.id);
    for (const caller of ["anyone", "unverified", "Student", "Guest", "Coach"] as const) {
      const client = callers.get(caller);
      assert.ok(client, "client is there");
      await client.faq.deleteFaq({ id: faqId });
      await client.faq.postFaq({ question: "<p>New?</p>", answer: "<p>A</p>" });
      await client.faq.postSynonymGroup({ words: ["refused", "denied"] });
      await client.faq.patchSynonymGroup({ id: group.id, words: ["x1", "x2"] });
      await client.faq.deleteSynonymGroup({ id: group.id });
      await client.faq.postTopic({ nameEn: "Refused", nameEs: "Rechazado", picture: "star" });
      await client.faq.patchTopic({ id: topicId, nameEn: "Renamed" });
      await client.faq.moveTopic({ id: topicId, position: 1 });
      await client.faq.deleteTopic({ id: topicId });
    }
    const [after] = await db.select().from(faqs).where(eq(faqs.id, faqId));
    assert.deepEqual(after, before);
    const added = await db.select().from(faqs).where(eq(faqs.questionText, "New?"));
    assert.deepEqual(added, []);
    const groupsAfter = await db.select().from(synonymGroups).orderBy(synonymGroups.id);
    assert.deepEqual(groupsAfter, groupsBefore);
    assert.deepEqual(await db.select().from(topics).orderBy(topics.id), topicsBefore);
  });

  test("a Coach gets the same 404 for an archived FAQ and its history as for one that does not exist, and an edit changes nothing", async () => {
    const coach = callers.get("Coach");
    assert.ok(coach, "the Coach signed in");
    const [before] = await db.select().from(faqs).where(eq(faqs.id, archived.faqId));
    const missing = 999_999;
    const pairs = [
      [`/api/Faq/GetFaq?id=${String(archived.faqId)}`, `/api/Faq/GetFaq?id=${String(missing)}`],
      [
        `/api/Faq/GetFaqRevisions?id=${String(archived.faqId)}`,
        `/api/Faq/GetFaqRevisions?id=${String(missing)}`,
      ],
      [
        `/api/Faq/GetFaqRevision?id=${String(archived.revisionId)}`,
        `/api/Faq/GetFaqRevision?id=${String(missing)}`,
      ],
    ];
    const withoutTrace = ({ traceId: _, ...rest }: Record<string, unknown>) => rest;
    for (const [archivedPath = "", missingPath = ""] of pairs) {
      const seen = await coach.get(archivedPath);
      const none = await coach.get(missingPath);
      assert.equal(seen.status, 404, `${archivedPath}: ${JSON.stringify(seen.body)}`);
      assert.deepEqual(withoutTrace(seen.body), withoutTrace(none.body), archivedPath);
    }
    const edit = await coach.faq.patchFaq({
      id: archived.faqId,
      question: "<p>Changed by a Coach?</p>",
      answer: "<p>No.</p>",
    });
    assert.equal(edit.status, 404, JSON.stringify(edit.body));
    const [after] = await db.select().from(faqs).where(eq(faqs.id, archived.faqId));
    assert.deepEqual(after, before, "the archived FAQ is as it was");

    // The Admin still opens it, and its history; once restored, the Coach does too.
    const admin = callers.get("Admin");
    assert.ok(admin, "the Admin signed in");
    assert.equal((await admin.get(pairs[0]?.[0] ?? "")).status, 200);
    assert.equal((await admin.get(pairs[1]?.[0] ?? "")).status, 200);
    await db.update(faqs).set({ isPhantomDeleted: false }).where(eq(faqs.id, archived.faqId));
    assert.equal((await coach.get(pairs[0]?.[0] ?? "")).status, 200);
    await db.update(faqs).set({ isPhantomDeleted: true }).where(eq(faqs.id, archived.faqId));
  });

  test("the role is read on every request: a coach demoted to Student loses access at once", async () => {
    const coach = await signIn(app.url, { role: "Coach" });
    assert.equal((await coach.client.faq.getAdminFaqs()).status, 200);
    await db.update(users).set({ role: "Student" }).where(eq(users.id, coach.userId));
    assert.equal((await coach.client.faq.getAdminFaqs()).status, 403);
  });
});
