import { db, engine } from "./helpers/database";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { eq, gte, sql } from "drizzle-orm";

import { faqs, users } from "@/db/schema";

import { type ApiClient, query } from "../harness/api-client";
import { startAppAndClients } from "./helpers/app-clients";
import { assertFieldErrors, suiteEditors } from "./helpers/faq";
import { plainQuestion as questionText } from "../harness/relevance/scoring";

const { app, anonymous } = await startAppAndClients();

interface Listed {
  id: number;
  question: string;
  ranking: number;
  isPhantomDeleted: boolean;
  editedAt: string | null;
}

/** Every page of a list, 7 at a time (a size that does not divide 55), until an empty page. */
async function pageThrough(
  client: ApiClient,
  path: string,
  params: Record<string, string | number | boolean>,
) {
  const seen: Listed[] = [];
  for (let skip = 0; ; skip += 7) {
    const page = await client.get(`${path}?${query({ limit: 7, skip, ...params })}`);
    assert.equal(page.status, 200, JSON.stringify(page.body));
    assert.ok(page.body.length <= 7, "page.body.length <= 7");
    if (page.body.length === 0) break;
    seen.push(...(page.body as Listed[]));
  }
  return seen;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe(`FAQ lists on ${engine}`, () => {
  const { admin, coach } = suiteEditors(app, { demoContent: true });
  let total: number;

  before(async () => {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(faqs);
    total = row?.count ?? 0;
    assert.equal(total, 55);
    // Two FAQs edited by the coach, one archived, so that every order and filter has work.
    const [first, second, third] = await db.select({ id: faqs.id }).from(faqs).orderBy(faqs.id);
    assert.ok(first && second && third, "first && second && third");
    await db
      .update(faqs)
      .set({ editedByUserId: coach.userId, editedAt: new Date() })
      .where(eq(faqs.id, second.id));
    await db
      .update(faqs)
      .set({ editedByUserId: coach.userId, editedAt: new Date(Date.now() - 60_000) })
      .where(eq(faqs.id, third.id));
    await db.update(faqs).set({ isPhantomDeleted: true }).where(eq(faqs.id, first.id));
  });

  test("GetFaqs pages through every public order without repeats or gaps", async () => {
    for (const orderBy of [0, 1]) {
      const seen = await pageThrough(anonymous, "/api/Faq/GetFaqs", { orderBy });
      assert.equal(seen.length, total - 1, `order ${String(orderBy)}: every active FAQ once`);
      assert.equal(new Set(seen.map((faq) => faq.id)).size, seen.length);
      assert.ok(
        seen.every((faq) => !faq.isPhantomDeleted),
        "seen.every((faq) => !faq.isPhantomDeleted)",
      );
    }
  });

  test("order 0 is alphabetical by question text without HTML, 1 is most searched first", async () => {
    const alphabetical = await pageThrough(anonymous, "/api/Faq/GetFaqs", { orderBy: 0 });
    const texts = alphabetical.map((faq) => questionText(faq.question).toLowerCase());
    assert.deepEqual(texts, [...texts].sort(compareText));
    const popular = await pageThrough(anonymous, "/api/Faq/GetFaqs", { orderBy: 1 });
    for (let i = 1; i < popular.length; i += 1) {
      const [before, after] = [popular[i - 1]!, popular[i]!];
      assert.ok(
        before.ranking > after.ranking ||
          (before.ranking === after.ranking && before.id < after.id),
        "ranking descending, ties by id",
      );
    }
  });

  test("ties break by id, so equal rankings page without repeats", async () => {
    await db.update(faqs).set({ ranking: 5 }).where(gte(faqs.id, 1));
    const seen = await pageThrough(anonymous, "/api/Faq/GetFaqs", { orderBy: 1 });
    const ids = seen.map((faq) => faq.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
    );
    assert.equal(seen.length, total - 1);
  });

  test("the public list shows no editor, the staff list shows the editor's current name", async () => {
    const page = await anonymous.faq.getFaqs("limit=100");
    const edited = (page.body as Record<string, unknown>[]).find((faq) => faq.editedAt !== null);
    assert.ok(edited, "an edited FAQ is listed");
    assert.match(String(edited.editedAt), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    for (const faq of page.body as Record<string, unknown>[]) {
      assert.deepEqual(Object.keys(faq).sort(), [
        "answer",
        "editedAt",
        "id",
        "isPhantomDeleted",
        "language",
        "question",
        "ranking",
        "tags",
        "topicId",
      ]);
      assert.equal(faq.language, "en", "issue 28: each FAQ says its language");
    }

    await db.update(users).set({ firstName: "Corinna" }).where(eq(users.id, coach.userId));
    const staff = await admin.client.faq.getAdminFaqs("limit=100&orderBy=2");
    assert.equal(staff.status, 200);
    const [latest] = staff.body as Record<string, unknown>[];
    assert.ok(latest, "latest is there");
    assert.equal(latest.editedByUserId, coach.userId);
    assert.equal(latest.editedByUserFirstName, "Corinna", "the name is read now, not copied");
    assert.equal(latest.editedByUserLastName, "Coach");
    const never = (staff.body as Record<string, unknown>[]).find((faq) => faq.editedAt === null);
    assert.ok(never, "never is there");
    assert.equal(never.editedByUserId, null);
    assert.equal(never.editedByUserFirstName, null);
  });

  test("GetAdminFaqs pages through orders 0, 1 and 2; 2 is most recently changed", async () => {
    for (const orderBy of [0, 1, 2]) {
      const seen = await pageThrough(admin.client, "/api/Faq/GetAdminFaqs", { orderBy });
      assert.equal(seen.length, total - 1, `order ${String(orderBy)}`);
      assert.equal(new Set(seen.map((faq) => faq.id)).size, seen.length);
    }
    const recent = await pageThrough(admin.client, "/api/Faq/GetAdminFaqs", { orderBy: 2 });
    const [firstEdited, secondEdited] = recent;
    assert.ok(firstEdited?.editedAt && secondEdited?.editedAt, "the two edits lead");
    assert.ok(
      firstEdited.editedAt > secondEdited.editedAt,
      "firstEdited.editedAt > secondEdited.editedAt",
    );
    const created = await db
      .select({ id: faqs.id, createdAt: faqs.createdAt })
      .from(faqs)
      .where(sql`${faqs.editedAt} is null and not ${faqs.isPhantomDeleted}`);
    const byCreation = created
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id - b.id)
      .map((row) => row.id);
    assert.deepEqual(
      recent.slice(2).map((faq) => faq.id),
      byCreation,
      "never-edited FAQs by creation time",
    );
  });

  test("the archive lists only archived FAQs, for an Admin", async () => {
    const archive = await pageThrough(admin.client, "/api/Faq/GetAdminFaqs", {
      isPhantomDeleted: true,
    });
    assert.equal(archive.length, 1);
    assert.ok(archive[0]?.isPhantomDeleted, "archive[0]?.isPhantomDeleted is there");
    const active = await admin.client.faq.getAdminFaqs("isPhantomDeleted=false&limit=100");
    assert.equal(active.body.length, total - 1);
    const capitalised = await admin.client.faq.getAdminFaqs("IsPhantomDeleted=True");
    assert.equal(capitalised.body.length, 1, "ASP.NET spelling works too");
  });

  test("defaults: 15 per page from the start, alphabetical", async () => {
    const page = await anonymous.faq.getFaqs();
    assert.equal(page.status, 200);
    assert.equal(page.body.length, 15);
    const explicit = await anonymous.faq.getFaqs("limit=15&skip=0&orderBy=0");
    assert.deepEqual(page.body, explicit.body);
  });

  test("query names match in any letter case, and a skip past the end answers []", async () => {
    const upper = await anonymous.get("/api/faq/getfaqs?Limit=3&SKIP=2&OrderBy=1");
    const lower = await anonymous.faq.getFaqs("limit=3&skip=2&orderby=1");
    assert.equal(upper.status, 200);
    assert.deepEqual(upper.body, lower.body);
    assert.equal(upper.body.length, 3);
    const past = await anonymous.faq.getFaqs("skip=1000");
    assert.equal(past.status, 200);
    assert.deepEqual(past.body, []);
  });

  test("malformed paging is a 400 naming the field", async () => {
    await assertFieldErrors(
      anonymous,
      "/api/Faq/GetFaqs",
      [
        ["limit=0", "Limit"],
        ["limit=101", "Limit"],
        ["limit=abc", "Limit"],
        ["limit=1.5", "Limit"],
        ["limit=", "Limit"],
        ["skip=-1", "Skip"],
        ["skip=99999999999", "Skip"],
        ["orderBy=2", "OrderBy"],
        ["orderBy=-1", "OrderBy"],
        ["orderBy=x", "OrderBy"],
      ],
      { only: true },
    );
    await assertFieldErrors(coach.client, "/api/Faq/GetAdminFaqs", [
      ["orderBy=4", "OrderBy"],
      ["isPhantomDeleted=maybe", "IsPhantomDeleted"],
      ["limit=500", "Limit"],
    ]);
  });

  test("GetFaq answers the fields the editor needs, an archived FAQ to an Admin only; unknown id is 404", async () => {
    const [row] = await db
      .select({ id: faqs.id })
      .from(faqs)
      .where(eq(faqs.isPhantomDeleted, true));
    assert.ok(row, "an archived FAQ is there");
    // Issue 27: the archive is an Admin screen; to a Coach the archived FAQ does not exist.
    const hidden = await coach.client.faq.getFaq(`id=${String(row.id)}`);
    assert.equal(hidden.status, 404, JSON.stringify(hidden.body));
    const found = await admin.client.faq.getFaq(`id=${String(row.id)}`);
    assert.equal(found.status, 200);
    assert.deepEqual(Object.keys(found.body).sort(), [
      "answer",
      "contentVersion",
      "editedAt",
      "id",
      "isPhantomDeleted",
      "language",
      "phrasings",
      "question",
      "tags",
      "topicId",
      "translations",
    ]);
    assert.equal(found.body.id, row.id);
    assert.equal(found.body.isPhantomDeleted, true);
    assert.equal((await admin.client.faq.getFaq(`Id=${String(row.id)}`)).status, 200);

    const missing = await coach.client.faq.getFaq("id=999999");
    assert.equal(missing.status, 404);
    assert.equal(missing.body.title, "Not Found");
    for (const params of ["", "id=", "id=abc", "id=0", "id=-3", "id=1.5", "id=99999999999"]) {
      const bad = await coach.client.faq.getFaq(params);
      assert.equal(bad.status, 400, params);
      assert.ok(bad.body.errors.Id, params);
    }
  });
});
