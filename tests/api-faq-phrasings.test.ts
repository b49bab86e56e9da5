import { db, engine, firstAuditEvent, latestRevision } from "./helpers/database";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { and, desc, eq } from "drizzle-orm";

import { auditEvents, contentGaps, faqRevisions, faqs, searchQueries } from "@/db/schema";
import { faqPath } from "@/lib/faq/path";
import { answeredSearchesClosed } from "@/lib/server/content-gap-closer";

import { ApiClient, query } from "../harness/api-client";
import { startAppAndClients } from "./helpers/app-clients";
import { signIn } from "../harness/sign-in";
import { suiteEditors } from "./helpers/faq";
import { ROUTES } from "@/lib/routes";

/** Issue 26 "Also asked as": phrasings on the FAQ, in its history, and Link to an FAQ. */

const { app, anonymous } = await startAppAndClients();

const TOO_MANY = "Use at most 20 ways of asking.";

let number = 0;

describe(`"Also asked as" phrasings (issue 26) on ${engine}`, () => {
  const { admin, coach } = suiteEditors(app);

  before(async () => {
    await anonymous.user.getXsrfToken();
  });

  async function addFaq(phrasings?: unknown) {
    number += 1;
    const response = await admin.client.faq.postFaq({
      question: `<p>How do I join club ${String(number)}?</p>`,
      answer: "<p>Sign up at the library desk.</p>",
      tags: "clubs",
      ...(phrasings === undefined ? {} : { phrasings }),
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body as {
      id: number;
      question: string;
      editedAt: string | null;
      phrasings: string[];
    };
  }

  async function stored(id: number) {
    const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
    assert.ok(row, `FAQ ${String(id)} is stored`);
    return row;
  }

  /** A search that found nothing, as the public search records it. */
  async function zeroResultSearch(search: string) {
    const [row] = await db
      .insert(searchQueries)
      .values({
        search,
        totalSearches: 3,
        lastSearchedAt: new Date(),
        lastSearchedOn: new Date().toISOString().slice(0, 10),
        lastResultCount: 0,
      })
      .returning({ id: searchQueries.id });
    assert.ok(row, "the search is kept");
    return row.id;
  }

  async function openGaps() {
    const response = await coach.client.faq.getContentGaps(query({ limit: 100 }));
    assert.equal(response.status, 200);
    return response.body as { kind: string; id: number; status: string }[];
  }

  test("PostFaq and PatchFaq take phrasings, store them normalised and answer them", async () => {
    const faq = await addFaq([
      "  how   do i JOIN ",
      "",
      "How do I join",
      "<b>sign up</b> for club",
      "   ",
    ]);
    assert.deepEqual(faq.phrasings, ["how do i JOIN", "sign up for club"]);
    assert.deepEqual((await stored(faq.id)).phrasings, ["how do i JOIN", "sign up for club"]);

    const loaded = await coach.client.faq.getFaq(`id=${String(faq.id)}`);
    assert.deepEqual(loaded.body.phrasings, ["how do i JOIN", "sign up for club"]);

    // Left out, PatchFaq keeps them: an older client changes nothing it does not know.
    const kept = await coach.client.faq.patchFaq({
      id: faq.id,
      question: "<p>How do I join a club?</p>",
      answer: "<p>Sign up at the desk.</p>",
      editedAt: faq.editedAt,
    });
    assert.equal(kept.status, 200, JSON.stringify(kept.body));
    assert.deepEqual(kept.body.phrasings, ["how do i JOIN", "sign up for club"]);

    const changed = await coach.client.faq.patchFaq({
      id: faq.id,
      question: "<p>How do I join a club?</p>",
      answer: "<p>Sign up at the desk.</p>",
      phrasings: ["sign up for club", "where is the club"],
      editedAt: kept.body.editedAt,
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.deepEqual(changed.body.phrasings, ["sign up for club", "where is the club"]);

    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "faq.edited"), eq(auditEvents.targetId, String(faq.id))))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    assert.equal(audit?.actorUserId, coach.userId);
    assert.deepEqual(audit.details, { phrasingsAdded: 1, phrasingsRemoved: 1 });

    const list = await coach.client.faq.getAdminFaqs(query({ limit: 100 }));
    const listed = (list.body as { id: number; phrasings: string[] }[]).find(
      (item) => item.id === faq.id,
    );
    assert.deepEqual(listed?.phrasings, ["sign up for club", "where is the club"]);
  });

  test("21 phrasings, or one of 201 characters, is a 400 on Phrasings and changes nothing", async () => {
    const faq = await addFaq(["join a club"]);
    const before = await stored(faq.id);
    const many = Array.from({ length: 21 }, (_, index) => `way number ${String(index)}`);
    const long = ["x".repeat(201)];
    for (const phrasings of [many, long]) {
      const patch = await coach.client.faq.patchFaq({
        id: faq.id,
        question: "<p>Changed?</p>",
        answer: "<p>Changed.</p>",
        phrasings,
      });
      assert.equal(patch.status, 400, JSON.stringify(patch.body));
      assert.equal(patch.headers.get("content-type"), "application/problem+json");
      assert.equal(patch.body.title, "One or more validation errors occurred.");
      assert.deepEqual(Object.keys(patch.body.errors as object), ["Phrasings"]);
    }
    const tooMany = await coach.client.faq.patchFaq({
      id: faq.id,
      question: "<p>Changed?</p>",
      answer: "<p>Changed.</p>",
      phrasings: many,
    });
    assert.deepEqual(tooMany.body.errors, { Phrasings: [TOO_MANY] });
    assert.deepEqual(await stored(faq.id), before, "nothing changed");

    const post = await admin.client.faq.postFaq({
      question: "<p>Never stored?</p>",
      answer: "<p>No.</p>",
      phrasings: many,
    });
    assert.equal(post.status, 400);
    assert.deepEqual(post.body.errors, { Phrasings: [TOO_MANY] });
    assert.deepEqual(
      await db.select().from(faqs).where(eq(faqs.questionText, "Never stored?")),
      [],
    );

    // 20, and 200 characters, are fine; blank lines and repeats do not count.
    const ok = await coach.client.faq.patchFaq({
      id: faq.id,
      question: "<p>How do I join?</p>",
      answer: "<p>Ask.</p>",
      phrasings: [...many.slice(0, 19), "y".repeat(200), "", "WAY NUMBER 1"],
    });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal((ok.body.phrasings as string[]).length, 20);
  });

  test("each revision keeps the phrasings, and restoring one brings them back", async () => {
    const faq = await addFaq(["first way"]);
    const edit = await coach.client.faq.patchFaq({
      id: faq.id,
      question: "<p>How do I join?</p>",
      answer: "<p>Ask at the desk.</p>",
      phrasings: ["second way"],
      editedAt: faq.editedAt,
    });
    assert.equal(edit.status, 200);
    const revisions = await db
      .select({ id: faqRevisions.id, kind: faqRevisions.kind, phrasings: faqRevisions.phrasings })
      .from(faqRevisions)
      .where(eq(faqRevisions.faqId, faq.id))
      .orderBy(faqRevisions.id);
    assert.deepEqual(
      revisions.map(({ kind, phrasings }) => [kind, phrasings]),
      [
        ["added", ["first way"]],
        ["edited", ["second way"]],
      ],
    );
    const added = revisions[0]!;
    const shown = await coach.client.faq.getFaqRevision(`id=${String(added.id)}`);
    assert.deepEqual(shown.body.phrasings, ["first way"]);

    const restored = await admin.client.faq.restoreFaqRevision({
      id: added.id,
      editedAt: edit.body.editedAt,
    });
    assert.equal(restored.status, 200, JSON.stringify(restored.body));
    assert.deepEqual(restored.body.phrasings, ["first way"]);
    assert.deepEqual((await stored(faq.id)).phrasings, ["first way"]);
  });

  test("public answers and pages never show phrasings", async () => {
    const secret = "zebra crossing phrasing";
    const faq = await addFaq([secret]);
    const visitor = new ApiClient(app.url);
    const list = await visitor.faq.getFaqs(query({ limit: 100 }));
    assert.equal(list.status, 200);
    const item = (list.body as { id: number }[]).find((entry) => entry.id === faq.id);
    assert.ok(item, "the FAQ is listed");
    assert.equal("phrasings" in item, false);
    assert.ok(!JSON.stringify(list.body).includes(secret), "the list does not show phrasings");

    const search = await visitor.get(`/api/Faq/GetQueriedFaqs?${query({ searchQuery: "join" })}`);
    assert.equal(search.status, 200);
    assert.ok((search.body as unknown[]).length > 0, "the search finds FAQs");
    for (const found of search.body as object[]) assert.equal("phrasings" in found, false);
    assert.ok(!JSON.stringify(search.body).includes(secret), "the search does not show phrasings");

    for (const path of [ROUTES.faq.path, faqPath(faq)]) {
      const page = await fetch(`${app.url}${path}`);
      const html = await page.text();
      assert.equal(page.status, 200, `${path} → ${page.url}`);
      assert.ok(html.includes("Sign up at the library desk"), `${path} shows the FAQ`);
      assert.ok(!html.includes(secret), `${path} does not show its phrasings`);
    }
  });

  test("Link to an FAQ adds the search as a phrasing, audited and kept, and closes the entry", async () => {
    const faq = await addFaq(["join a club"]);
    const searchId = await zeroResultSearch("where do kids meet");
    assert.ok(
      (await openGaps()).some((gap) => gap.kind === "search" && gap.id === searchId),
      "the search is an open content gap",
    );

    const linked = await coach.client.faq.linkContentGap({
      id: searchId,
      faqId: faq.id,
    });
    assert.equal(linked.status, 200, JSON.stringify(linked.body));
    await answeredSearchesClosed();
    assert.deepEqual(linked.body.phrasings, ["join a club", "where do kids meet"]);
    assert.equal(linked.body.editedByUserId, coach.userId);
    assert.ok(!(await openGaps()).some((gap) => gap.id === searchId), "the entry closed");

    const revision = await latestRevision(faq.id);
    assert.equal(revision.kind, "edited");
    assert.deepEqual(revision.phrasings, ["join a club", "where do kids meet"]);
    const linkAudit = await firstAuditEvent("content_gap.linked");
    assert.equal(linkAudit.targetId, String(searchId));
    assert.equal(linkAudit.details.faqId, faq.id);

    // Linked again (the same search searched again and found nothing), it is not added twice.
    await db
      .update(searchQueries)
      .set({ lastSearchedAt: new Date(Date.now() + 1000) })
      .where(eq(searchQueries.id, searchId));
    const again = await coach.client.faq.linkContentGap({
      id: searchId,
      faqId: faq.id,
    });
    assert.equal(again.status, 200);
    await answeredSearchesClosed();
    assert.deepEqual(again.body.phrasings, ["join a club", "where do kids meet"]);
  });

  test("Link to an FAQ refuses a missing search, a missing or archived FAQ, and a full FAQ", async () => {
    const faq = await addFaq();
    const searchId = await zeroResultSearch("zorbly quaxen");
    const link = (body: unknown, client = coach.client) => client.faq.linkContentGap(body);

    const noSearch = await link({ id: 2_000_000_000, faqId: faq.id });
    assert.equal(noSearch.status, 404);
    const noFaq = await link({ id: searchId, faqId: 2_000_000_000 });
    assert.equal(noFaq.status, 404);
    assert.equal(noFaq.headers.get("content-type"), "application/problem+json");

    const archived = await addFaq();
    assert.equal((await admin.client.faq.deleteFaq({ id: archived.id })).status, 200);
    const before = await stored(archived.id);
    assert.equal((await link({ id: searchId, faqId: archived.id })).status, 404);
    assert.deepEqual(await stored(archived.id), before);

    const twenty = Array.from({ length: 20 }, (_, index) => `way ${String(index)}`);
    const full = await addFaq(twenty);
    const fullBefore = await stored(full.id);
    const refused = await link({ id: searchId, faqId: full.id });
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.equal(
      refused.body.title,
      "This FAQ already has 20 other ways of asking. Remove one in Edit FAQ first.",
    );
    assert.deepEqual(await stored(full.id), fullBefore);

    const bad = await link({ id: "one", faqId: faq.id });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.errors.Id, JSON.stringify(bad.body));

    // Staff only, and a POST with the anti-forgery token.
    assert.equal((await link({ id: searchId, faqId: faq.id }, anonymous)).status, 401);
    const student = await signIn(app.url, { role: "Student" });
    assert.equal((await link({ id: searchId, faqId: faq.id }, student.client)).status, 403);
    const forged = await coach.client.faq.linkContentGap(
      { id: searchId, faqId: faq.id },
      { "X-XSRF-TOKEN": "forged" },
    );
    assert.equal(forged.status, 400);
    assert.equal(forged.body.title, "Invalid anti-forgery token.");
    await answeredSearchesClosed();
    assert.deepEqual((await stored(faq.id)).phrasings, []);
    const [gap] = await db
      .select()
      .from(contentGaps)
      .where(eq(contentGaps.searchQueryId, searchId));
    assert.equal(gap, undefined, "the entry is still open");
  });
});
