import { db, engine, insertFaq } from "./helpers/database";

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { eq } from "drizzle-orm";

import { faqs } from "@/db/schema";
import { backfillReadingGrades } from "@/lib/data/reading-grades";
import { readingGradeOfHtml } from "@/lib/reading/analysis";

import { query } from "../harness/api-client";
import { startAppAndClients } from "./helpers/app-clients";
import { assertFieldErrors, editFaq, suiteEditors } from "./helpers/faq";

/** Issue 17, item 2: each FAQ's reading grade, stored on save, listed, and "Hardest to Read". */

const { app, anonymous } = await startAppAndClients();

const HARD_ANSWER =
  "<p>Prospective participants should familiarise themselves with the comprehensive documentation regarding eligibility requirements, subsequently submitting the appropriate application materials before the designated registration deadline.</p>";
const EASY_ANSWER = "<p>Ask us. We will help you. It is free.</p>";

interface Listed {
  id: number;
  readingGrade: number | null;
}

async function storedGrade(id: number): Promise<number | null> {
  const [row] = await db
    .select({ readingGrade: faqs.readingGrade })
    .from(faqs)
    .where(eq(faqs.id, id));
  assert.ok(row, "the FAQ is stored");
  return row.readingGrade;
}

describe(`reading grades on ${engine}`, () => {
  const { admin, coach } = suiteEditors(app, { demoContent: true });

  test("PostFaq stores the answer's grade and PatchFaq the new answer's", async () => {
    const hard = readingGradeOfHtml(HARD_ANSWER);
    const easy = readingGradeOfHtml(EASY_ANSWER);
    assert.ok(
      hard !== null && easy !== null && hard > easy + 5,
      `${String(hard)} vs ${String(easy)}`,
    );

    // One FAQ: hard to read as added, easy as edited.
    const join = { question: "<p>How do I join?</p>", tags: "join" };
    const added = await admin.client.faq.postFaq({ ...join, answer: HARD_ANSWER });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    const id = added.body.id as number;
    assert.equal(added.body.readingGrade, hard);
    assert.equal(await storedGrade(id), hard);

    const edited = await editFaq(coach.client, { ...join, id, answer: EASY_ANSWER });
    assert.equal(edited.body.readingGrade, easy);
    assert.equal(await storedGrade(id), easy);
  });

  test("the seed's FAQs have grades, and the seed has one above grade 6 for the coach to show", async () => {
    const rows = await db.select({ readingGrade: faqs.readingGrade }).from(faqs);
    assert.ok(
      rows.every((row) => row.readingGrade !== null),
      "rows.every((row) => row.readingGrade !== null)",
    );
    assert.ok(
      rows.some((row) => (row.readingGrade ?? 0) > 6),
      "rows.some((row) => (row.readingGrade ?? 0) > 6)",
    );
  });

  test("GetAdminFaqs lists each grade; 'Hardest to Read' (3) pages from the highest, ties by id", async () => {
    const seen: Listed[] = [];
    for (let skip = 0; ; skip += 7) {
      const page = await admin.client.faq.getAdminFaqs(query({ limit: 7, skip, orderBy: 3 }));
      assert.equal(page.status, 200, JSON.stringify(page.body));
      if (page.body.length === 0) break;
      seen.push(...(page.body as Listed[]).map(({ id, readingGrade }) => ({ id, readingGrade })));
    }
    const active = await db
      .select({ id: faqs.id, readingGrade: faqs.readingGrade })
      .from(faqs)
      .where(eq(faqs.isPhantomDeleted, false));
    assert.equal(seen.length, active.length);
    const expected = [...active].sort(
      (a, b) => (b.readingGrade ?? -1) - (a.readingGrade ?? -1) || a.id - b.id,
    );
    assert.deepEqual(seen, expected);
    assert.ok(
      (seen[0]?.readingGrade ?? 0) > (seen.at(-1)?.readingGrade ?? 0),
      "(seen[0]?.readingGrade ?? 0) > (seen.at(-1)?.readingGrade ?? 0)",
    );

    const alphabetical = await coach.client.faq.getAdminFaqs("limit=3");
    assert.equal(alphabetical.status, 200);
    for (const faq of alphabetical.body as Listed[]) {
      assert.equal(faq.readingGrade, await storedGrade(faq.id));
    }
  });

  test("'Hardest to Read' is for Admins: a Coach gets 403, the public list and bad values 400", async () => {
    const byCoach = await coach.client.faq.getAdminFaqs("orderBy=3");
    assert.equal(byCoach.status, 403);
    const byAnyone = await anonymous.faq.getAdminFaqs("orderBy=3");
    assert.equal(byAnyone.status, 401);
    await assertFieldErrors(anonymous, "/api/Faq/GetFaqs", [["orderBy=3", "OrderBy"]]);
    await assertFieldErrors(admin.client, "/api/Faq/GetAdminFaqs", [
      ["orderBy=4", "OrderBy"],
      ["orderBy=3.0", "OrderBy"],
      ["orderBy=hardest", "OrderBy"],
    ]);
  });

  test("the backfill grades FAQs stored without a grade, once", async () => {
    const faq = await insertFaq({ question: "<p>Old FAQ?</p>", answer: HARD_ANSWER });
    assert.equal(faq.readingGrade, null);
    const empty = await insertFaq({ question: "<p>Empty?</p>", answer: "<p>42</p>" });
    assert.ok((await backfillReadingGrades()) >= 1, "(await backfillReadingGrades()) >= 1");
    assert.equal(await storedGrade(faq.id), readingGradeOfHtml(HARD_ANSWER));
    // An answer without words has no grade, and stays last in "Hardest to Read".
    assert.equal(await storedGrade(empty.id), null);
    assert.equal(await backfillReadingGrades(), 0);
  });
});
