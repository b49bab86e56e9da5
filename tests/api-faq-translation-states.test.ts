import { engine } from "./helpers/database";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { ApiClient } from "../harness/api-client";
import { startApp } from "../harness/app";
import { assertFieldErrors, markSpanishCurrent, suiteEditors } from "./helpers/faq";
import { query } from "../harness/api-client";

/**
 * Issue 28 item 6: the portal's FAQ lists say where each FAQ stands in Spanish (Display FAQ's
 * "No Spanish" and "Spanish needs update") and filter on it, in the list's own orders and pages.
 */

const app = await startApp();

interface Listed {
  id: number;
  question: string;
  translationStates: { es: string };
}

describe(`FAQ translation states in the portal's lists (issue 28) on ${engine}`, () => {
  const { admin, coach } = suiteEditors(app);
  /** The FAQs of the test by what their Spanish is. */
  const ids: Record<
    "none" | "draft" | "published" | "outdated" | "outdatedDraft" | "archived",
    number
  > = { none: 0, draft: 0, published: 0, outdated: 0, outdatedDraft: 0, archived: 0 };

  async function addFaq(name: string, status?: "draft" | "published"): Promise<number> {
    const response = await admin.client.faq.postFaq({
      question: `<p>Where is the ${name} club?</p>`,
      answer: "<p>At the library.</p>",
      tags: "clubs",
      ...(status
        ? {
            translations: {
              es: {
                question: `<p>¿Dónde está el club ${name}?</p>`,
                answer: "<p>En la biblioteca.</p>",
                status,
              },
            },
          }
        : {}),
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return (response.body as { id: number }).id;
  }

  /** An English edit of the question: it moves the FAQ's contentVersion on. */
  async function editEnglish(id: number, question: string) {
    const loaded = await admin.client.faq.getFaq(`id=${String(id)}`);
    const response = await admin.client.faq.patchFaq({
      id,
      question: `<p>${question}</p>`,
      answer: loaded.body.answer,
      editedAt: loaded.body.editedAt,
    });
    assert.equal(response.status, 200, JSON.stringify(response.body));
  }

  async function list(client: ApiClient, params: Record<string, string | number | boolean>) {
    const response = await client.faq.getAdminFaqs(query({ limit: 100, ...params }));
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body as Listed[];
  }

  /** Every page of a list, 2 at a time, until a short page. */
  async function pageThrough(params: Record<string, string | number | boolean>) {
    const seen: Listed[] = [];
    for (let skip = 0; ; skip += 2) {
      const page = await admin.client.faq.getAdminFaqs(query({ limit: 2, skip, ...params }));
      assert.equal(page.status, 200, JSON.stringify(page.body));
      seen.push(...(page.body as Listed[]));
      if ((page.body as Listed[]).length < 2) return seen;
    }
  }

  before(async () => {
    ids.none = await addFaq("chess");
    ids.draft = await addFaq("drama", "draft");
    ids.published = await addFaq("poetry", "published");
    ids.outdated = await addFaq("reading", "published");
    ids.outdatedDraft = await addFaq("science", "draft");
    ids.archived = await addFaq("music");
    await editEnglish(ids.outdated, "Where does the reading club meet?");
    await editEnglish(ids.outdatedDraft, "Where does the science club meet?");
    const archived = await admin.client.faq.deleteFaq({ id: ids.archived });
    assert.equal(archived.status, 200, JSON.stringify(archived.body));
  });

  test("each FAQ of GetAdminFaqs says where it stands in Spanish; the public list says nothing of it", async () => {
    const states = new Map(
      (await list(coach.client, {})).map((faq) => [faq.id, faq.translationStates]),
    );
    assert.deepEqual(states.get(ids.none), { es: "none" });
    assert.deepEqual(states.get(ids.draft), { es: "draft" });
    assert.deepEqual(states.get(ids.published), { es: "published" });
    assert.deepEqual(states.get(ids.outdated), { es: "needs-update" }, "a published one");
    assert.deepEqual(states.get(ids.outdatedDraft), { es: "needs-update" }, "a draft");
    const archive = await list(admin.client, { isPhantomDeleted: true });
    assert.deepEqual(
      archive.map((faq) => [faq.id, faq.translationStates.es]),
      [[ids.archived, "none"]],
    );
    const anonymous = new ApiClient(app.url);
    const publicList = await anonymous.faq.getFaqs("limit=100");
    for (const faq of publicList.body as Record<string, unknown>[]) {
      assert.equal("translationStates" in faq, false, "not on the public list");
    }
  });

  test("GetAdminQueriedFaqs, the staff search, says it too", async () => {
    const found = await coach.client.faq.getAdminQueriedFaqs("searchQuery=reading");
    assert.equal(found.status, 200, JSON.stringify(found.body));
    const reading = (found.body as Listed[]).find((faq) => faq.id === ids.outdated);
    assert.deepEqual(reading?.translationStates, { es: "needs-update" });
  });

  test("translation=missing-es lists the FAQs with no published Spanish, drafts included, in every order and page", async () => {
    const expected = [ids.none, ids.draft, ids.outdatedDraft];
    for (const orderBy of [0, 1, 2, 3]) {
      const all = await list(admin.client, { orderBy });
      const missing = await pageThrough({ orderBy, translation: "missing-es" });
      assert.deepEqual(
        missing.map((faq) => faq.id),
        all.map((faq) => faq.id).filter((id) => expected.includes(id)),
        `order ${String(orderBy)}: the list's order, filtered, paged without gaps`,
      );
    }
    const archive = await list(admin.client, { isPhantomDeleted: true, translation: "missing-es" });
    assert.deepEqual(
      archive.map((faq) => faq.id),
      [ids.archived],
      "the archive filters the same way",
    );
  });

  test("translation=outdated-es lists the FAQs whose Spanish needs an update; Mark as current takes one off", async () => {
    const outdated = await list(coach.client, { translation: "outdated-es" });
    assert.deepEqual(
      outdated.map((faq) => faq.id).sort(),
      [ids.outdated, ids.outdatedDraft].sort(),
    );

    await markSpanishCurrent(coach.client, ids.outdated);
    const after = await list(coach.client, { translation: "OUTDATED-ES" });
    assert.deepEqual(
      after.map((faq) => faq.id),
      [ids.outdatedDraft],
      "any letter case; the one marked current is gone",
    );
    const states = new Map((await list(coach.client, {})).map((faq) => [faq.id, faq]));
    assert.deepEqual(states.get(ids.outdated)?.translationStates, { es: "published" });
  });

  test("an empty translation is no filter; another value is a 400 naming Translation", async () => {
    const all = await list(coach.client, {});
    assert.deepEqual(await list(coach.client, { translation: "" }), all);
    await assertFieldErrors(coach.client, "/api/Faq/GetAdminFaqs", [
      ["translation=missing", "Translation"],
      ["translation=missing-fr", "Translation"],
      ["translation=es", "Translation"],
      ["Translation=outdated", "Translation"],
    ]);
    const bad = await coach.client.faq.getAdminFaqs("translation=none");
    assert.deepEqual(bad.body.errors, {
      Translation: ["Translation must be missing-es or outdated-es."],
    });
  });
});
