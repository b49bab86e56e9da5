import { db, engine } from "./helpers/database";

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { and, eq, sql } from "drizzle-orm";

import { auditEvents, faqRevisions, faqs } from "@/db/schema";

import { startAppAndClients } from "./helpers/app-clients";
import { editFaq, suiteEditors } from "./helpers/faq";

const { app, anonymous } = await startAppAndClients();

const STALE = "This FAQ was changed by someone else. Reload it to see their changes.";

interface Summary {
  id: number;
  faqId: number;
  kind: string;
  createdAt: string;
  userId: number | null;
  userFirstName: string | null;
  revertedToId: number | null;
}

describe(`FAQ revisions (issue 17) on ${engine}`, () => {
  const { admin, coach } = suiteEditors(app);

  async function addFaq(answer = "<p>Sign up on the website.</p>") {
    const response = await admin.client.faq.postFaq({
      question: "<p>How do I start?</p>",
      answer,
      tags: "start",
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body as { id: number; editedAt: string | null };
  }

  async function history(id: number, client = coach.client, paging = "") {
    const response = await client.faq.getFaqRevisions(`id=${String(id)}${paging}`);
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body as Summary[];
  }

  test("Add, Edit, Delete and Restore each keep a revision: who, when, what and the text", async () => {
    const faq = await addFaq();
    await editFaq(coach.client, {
      id: faq.id,
      question: "<p>How do I begin?</p>",
      answer: "<p>Sign up by phone.</p>",
      tags: "start, phone",
      editedAt: faq.editedAt,
    });
    assert.equal((await admin.client.faq.deleteFaq({ id: faq.id })).status, 200);
    assert.equal((await admin.client.faq.restoreFaq({ id: faq.id })).status, 200);

    const revisions = await history(faq.id);
    assert.deepEqual(
      revisions.map(({ kind, userFirstName }) => [kind, userFirstName]),
      [
        ["restored", "Ada"],
        ["archived", "Ada"],
        ["edited", "Cora"],
        ["added", "Ada"],
      ],
      "newest first, each with its author",
    );
    const added = await coach.client.faq.getFaqRevision(`id=${String(revisions[3]!.id)}`);
    assert.equal(added.status, 200);
    assert.equal(added.body.question, "<p>How do I start?</p>");
    assert.equal(added.body.answer, "<p>Sign up on the website.</p>");
    assert.equal(added.body.tags, "start");
    const edited = await coach.client.faq.getFaqRevision(`id=${String(revisions[2]!.id)}`);
    assert.equal(edited.body.question, "<p>How do I begin?</p>");
    assert.equal(edited.body.tags, "start, phone");

    const audited = await db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, "faq"), eq(auditEvents.targetId, String(faq.id))));
    assert.equal(audited.length, 4, "the audit trail is unchanged by revisions");
  });

  test("a refused edit (stale) keeps no revision", async () => {
    const faq = await addFaq();
    const stale = await coach.client.faq.patchFaq({
      id: faq.id,
      question: "<p>Q</p>",
      answer: "<p>A</p>",
      tags: "",
      editedAt: "2020-01-01T00:00:00.000Z",
    });
    assert.equal(stale.status, 409);
    assert.deepEqual(
      (await history(faq.id)).map((revision) => revision.kind),
      ["added"],
    );
  });

  test("History pages newest first with limit and skip; bad input is a 400, an unknown FAQ a 404", async () => {
    const faq = await addFaq();
    let editedAt = faq.editedAt;
    for (let round = 1; round <= 4; round += 1) {
      const response = await coach.client.faq.patchFaq({
        id: faq.id,
        question: "<p>How do I start?</p>",
        answer: `<p>Version ${String(round)}.</p>`,
        tags: "start",
        editedAt,
      });
      editedAt = (response.body as { editedAt: string }).editedAt;
    }
    const all = await history(faq.id);
    assert.equal(all.length, 5);
    const ids = all.map((revision) => revision.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
    assert.deepEqual(
      (await history(faq.id, coach.client, "&limit=2&skip=1")).map((revision) => revision.id),
      ids.slice(1, 3),
    );

    const bad = await coach.client.faq.getFaqRevisions(`id=${String(faq.id)}&limit=0`);
    assert.equal(bad.status, 400);
    assert.ok(bad.body.errors.Limit, JSON.stringify(bad.body));
    assert.equal((await coach.client.faq.getFaqRevisions("id=abc")).status, 400);
    assert.equal((await coach.client.faq.getFaqRevisions("id=999999")).status, 404);
    assert.equal((await coach.client.faq.getFaqRevision("id=999999")).status, 404);
    assert.equal((await coach.client.faq.getFaqRevision("id=0")).status, 400);
  });

  test("only staff read history; only an Admin restores a version", async () => {
    const faq = await addFaq();
    const [revision] = await history(faq.id);
    assert.equal((await anonymous.faq.getFaqRevisions(`id=${String(faq.id)}`)).status, 401);
    assert.equal((await anonymous.faq.getFaqRevision(`id=${String(revision!.id)}`)).status, 401);
    await anonymous.user.getXsrfToken();
    const signedOut = await anonymous.faq.restoreFaqRevision({ id: revision!.id });
    assert.equal(signedOut.status, 401);
    const byCoach = await coach.client.faq.restoreFaqRevision({
      id: revision!.id,
      editedAt: null,
    });
    assert.equal(byCoach.status, 403);
    assert.equal((await history(faq.id)).length, 1, "nothing was restored");
  });

  test("Restore this version brings the old text back as a new revision, and the public list shows it", async () => {
    const faq = await addFaq("<p>The first answer.</p>");
    const edit = await coach.client.faq.patchFaq({
      id: faq.id,
      question: "<p>How do I start?</p>",
      answer: "<p>A second answer.</p>",
      tags: "start, later",
      editedAt: faq.editedAt,
    });
    const [, first] = await history(faq.id);
    const restored = await admin.client.faq.restoreFaqRevision({
      id: first!.id,
      editedAt: (edit.body as { editedAt: string }).editedAt,
    });
    assert.equal(restored.status, 200, JSON.stringify(restored.body));
    assert.equal(restored.body.answer, "<p>The first answer.</p>");
    assert.equal(restored.body.tags, "start");
    assert.equal(restored.body.editedByUserId, admin.userId);

    const [newest] = await history(faq.id);
    assert.equal(newest!.kind, "reverted");
    assert.equal(newest!.revertedToId, first!.id);
    assert.equal(newest!.userId, admin.userId);
    const list = await anonymous.faq.getFaqs("limit=100");
    const shown = (list.body as { id: number; answer: string }[]).find(
      (item) => item.id === faq.id,
    );
    assert.equal(shown?.answer, "<p>The first answer.</p>");
  });

  test("a restore on text changed since the history was opened is a 409, and nothing changes", async () => {
    const faq = await addFaq("<p>The first answer.</p>");
    const [first] = await history(faq.id);
    const opened = faq.editedAt;
    await coach.client.faq.patchFaq({
      id: faq.id,
      question: "<p>How do I start?</p>",
      answer: "<p>Someone else's answer.</p>",
      tags: "start",
      editedAt: opened,
    });
    const restored = await admin.client.faq.restoreFaqRevision({
      id: first!.id,
      editedAt: opened,
    });
    assert.equal(restored.status, 409);
    assert.equal(restored.body.title, STALE);
    const [row] = await db.select().from(faqs).where(eq(faqs.id, faq.id));
    assert.equal(row!.answer, "<p>Someone else's answer.</p>");
    assert.equal((await history(faq.id)).length, 2, "no revision for the refused restore");

    const missing = await admin.client.faq.restoreFaqRevision({
      id: 999_999,
      editedAt: null,
    });
    assert.equal(missing.status, 404);
    const malformed = await admin.client.faq.restoreFaqRevision({ id: "one" });
    assert.equal(malformed.status, 400);
    assert.ok(malformed.body.errors.Id, JSON.stringify(malformed.body));
  });

  test("a version written around the sanitiser (SQL) comes back without its script", async () => {
    const faq = await addFaq();
    const [inserted] = await db
      .insert(faqRevisions)
      .values({
        faqId: faq.id,
        kind: "edited",
        question: "<p>How do I start?</p>",
        answer: `<p>Hello</p><script>alert(1)</script><img src=x onerror=alert(2)>`,
        tags: "start",
      })
      .returning({ id: faqRevisions.id });
    const read = await coach.client.faq.getFaqRevision(`id=${String(inserted!.id)}`);
    assert.equal(read.body.answer, "<p>Hello</p>", "sanitised on the way out");
    const restored = await admin.client.faq.restoreFaqRevision({
      id: inserted!.id,
      editedAt: faq.editedAt,
    });
    assert.equal(restored.status, 200, JSON.stringify(restored.body));
    const [row] = await db.select().from(faqs).where(eq(faqs.id, faq.id));
    assert.equal(row!.answer, "<p>Hello</p>", "and sanitised again when written");

    const [empty] = await db
      .insert(faqRevisions)
      .values({
        faqId: faq.id,
        kind: "edited",
        question: "<script>x</script>",
        answer: "<p>a</p>",
        tags: "",
      })
      .returning({ id: faqRevisions.id });
    const refused = await admin.client.faq.restoreFaqRevision({ id: empty!.id });
    assert.equal(refused.status, 409, "a version with no question left cannot come back");
  });

  test("the change and its revision commit together: a revision that cannot be written undoes the edit", async () => {
    const faq = await addFaq("<p>Kept.</p>");
    await db.execute(
      sql`alter table faq_revisions add constraint faq_revisions_test_block check (answer <> '<p>Blocked.</p>')`,
    );
    try {
      const edit = await coach.client.faq.patchFaq({
        id: faq.id,
        question: "<p>How do I start?</p>",
        answer: "<p>Blocked.</p>",
        tags: "start",
        editedAt: faq.editedAt,
      });
      assert.notEqual(edit.status, 200);
    } finally {
      await db.execute(sql`alter table faq_revisions drop constraint faq_revisions_test_block`);
    }
    const [row] = await db.select().from(faqs).where(eq(faqs.id, faq.id));
    assert.equal(row!.answer, "<p>Kept.</p>");
  });
});
