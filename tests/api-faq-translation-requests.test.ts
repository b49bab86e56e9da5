import { db, engine, firstAuditEvent, insertFaq, rows } from "./helpers/database";

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { eq, sql } from "drizzle-orm";

import { faqs, faqTranslationRequests } from "@/db/schema";
import { countOpenContentGaps } from "@/lib/data/content-gaps";
import { searchesRecorded } from "@/lib/server/search-recording";

import { TestClient } from "../harness/api-client";
import { ApiClient } from "../harness/api-client";
import { startApp } from "../harness/app";
import { query } from "../harness/api-client";
import { suiteEditors } from "./helpers/faq";
import { ask, gapsOf, THANKS, visitor, wantedEntry } from "./helpers/translation-requests";

/**
 * Issue 28 "Pedir en español" (docs/decisions/0042-translation-wanted.md): RequestFaqTranslation
 * and the "translation wanted" entries of Content Gaps.
 */

const app = await startApp();
const asker = () => visitor(app);

let faqNumber = 0;
async function newFaq(extra: Partial<typeof faqs.$inferInsert> = {}) {
  faqNumber += 1;
  return insertFaq({
    question: `<p>How do I borrow book ${String(faqNumber)}?</p>`,
    answer: "<p>Ask at the desk.</p>",
    ...extra,
  });
}

/** Every row of requests, as text, to show that a refusal changes none. */
const requestRows = async () =>
  JSON.stringify(
    await db.select().from(faqTranslationRequests).orderBy(faqTranslationRequests.faqId),
  );

describe(`"Pedir en español": translation wanted (issue 28) on ${engine}`, () => {
  const { admin, coach } = suiteEditors(app);

  const gaps = (status = "open") => gapsOf(coach.client, status);
  const entryOf = (faqId: number, status = "open") => wantedEntry(coach.client, faqId, status);

  function publish(faqId: number, status: "draft" | "published", extra = {}) {
    return coach.client.faq.patchFaq({
      id: faqId,
      translations: {
        es: {
          question: "<p>¿Cómo pido un libro?</p>",
          answer: "<p>Pregunte en el mostrador.</p>",
          status,
          ...extra,
        },
      },
    });
  }

  test("requests are thanked in Spanish, kept anonymously and counted in Content Gaps", async () => {
    const faq = await newFaq();
    const badge = await countOpenContentGaps();
    // At once, from three addresses: the first makes the row, the others count on it.
    const visitors = await Promise.all([asker(), asker(), asker()]);
    const answers = await Promise.all(visitors.map((v) => ask(v, { id: faq.id, language: "es" })));
    for (const response of answers) {
      assert.equal(response.status, 200, JSON.stringify(response.body));
      assert.equal(response.body.message, THANKS);
    }
    const entry = await entryOf(faq.id);
    assert.ok(entry, "the FAQ is a translation wanted");
    assert.deepEqual(
      { ...entry, lastAt: undefined },
      {
        kind: "translation",
        id: faq.id,
        text: `How do I borrow book ${String(faqNumber)}?`,
        status: "open",
        weak: false,
        count: 3,
        lastAt: undefined,
        language: "es",
        reasons: null,
        comments: [],
      },
    );
    assert.ok(!Number.isNaN(Date.parse(entry.lastAt)), "lastAt is a time");
    assert.equal(await countOpenContentGaps(), badge + 1, "the badge counts the entry once");

    // Nothing that could tell who asked: the FAQ, the language, a count and times.
    const columns = await rows<{ column_name: string }>(
      sql`SELECT column_name FROM information_schema.columns
          WHERE table_name = 'faq_translation_requests' ORDER BY column_name`,
    );
    assert.deepEqual(
      columns.map((column) => column.column_name),
      [
        "closed_at",
        "count",
        "dismissed_at",
        "faq_id",
        "first_asked_at",
        "language",
        "last_asked_at",
      ],
    );
    const keys = await rows<{ key: string }>(
      sql`SELECT key FROM rate_limits WHERE key LIKE 'translation-ip:%'`,
    );
    assert.equal(keys.length, 3, "one budget per address, keyed by the address alone");
  });

  test("refused requests change nothing: unknown, archived, translated, bad fields, no token, another site", async () => {
    const faq = await newFaq();
    const archived = await newFaq({ isPhantomDeleted: true });
    const translated = await newFaq();
    assert.equal((await publish(translated.id, "published")).status, 200);
    const client = await asker();
    const before = await requestRows();
    const budgetBefore = await rows(
      sql`SELECT key, hits FROM rate_limits WHERE key LIKE 'translation-ip:%' ORDER BY key`,
    );

    const unknown = await ask(client, { id: 999_999, language: "es" });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.title, "Not Found");
    assert.equal((await ask(client, { id: archived.id, language: "es" })).status, 404);
    const already = await ask(client, { id: translated.id, language: "es" });
    assert.equal(already.status, 409, JSON.stringify(already.body));
    assert.equal(
      already.body.title,
      "This FAQ is already translated into this language: nothing was recorded.",
    );
    assert.equal(already.headers.get("content-type"), "application/problem+json");
    const cases: [unknown, string][] = [
      [{ id: faq.id, language: "en" }, "Language"],
      [{ id: faq.id, language: "fr" }, "Language"],
      [{ id: faq.id, language: "ES" }, "Language"],
      [{ id: faq.id }, "Language"],
      [{ id: "one", language: "es" }, "Id"],
      [{ id: 0, language: "es" }, "Id"],
      [{ language: "es" }, "Id"],
    ];
    for (const [body, field] of cases) {
      const response = await ask(client, body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.ok(response.body.errors[field], `${field}: ${JSON.stringify(response.body)}`);
    }
    const noToken = await ask(new TestClient(app.url), { id: faq.id, language: "es" });
    assert.equal(noToken.status, 400);
    assert.equal(noToken.body.title, "Invalid anti-forgery token.");
    const crossSite = await ask(
      await asker(),
      { id: faq.id, language: "es" },
      { "Sec-Fetch-Site": "cross-site" },
    );
    assert.equal(crossSite.status, 400, JSON.stringify(crossSite.body));

    assert.equal(await requestRows(), before, "no request row changed");
    assert.deepEqual(
      await rows(
        sql`SELECT key, hits FROM rate_limits WHERE key LIKE 'translation-ip:%' ORDER BY key`,
      ),
      budgetBefore,
      "no budget was spent",
    );
  });

  test("past its address's budget a request is thanked but not counted; votes have their own budget", async () => {
    const faq = await newFaq();
    const client = await asker();
    for (let i = 0; i < 30; i += 1) {
      const voted = await client.faq.rateFaq({ id: faq.id, helpful: true });
      assert.equal(voted.status, 200);
    }
    for (let i = 0; i < 40; i += 1) {
      const response = await ask(client, { id: faq.id, language: "es" });
      assert.equal(response.status, 200, JSON.stringify(response.body));
      assert.equal(response.body.message, THANKS);
    }
    assert.equal((await entryOf(faq.id))?.count, 30, "30 in 10 minutes, the votes' size");
    await ask(await asker(), { id: faq.id, language: "es" });
    assert.equal((await entryOf(faq.id))?.count, 31, "another address has its own budget");
  });

  test("publishing the translation closes the entry in the same transaction; a draft or a refused publish does not", async () => {
    const faq = await newFaq();
    await ask(await asker(), { id: faq.id, language: "es" });
    await ask(await asker(), { id: faq.id, language: "es" });
    assert.equal((await publish(faq.id, "draft")).status, 200);
    assert.equal((await entryOf(faq.id))?.status, "open", "a draft shows nobody anything");
    assert.equal(
      (await ask(await asker(), { id: faq.id, language: "es" })).status,
      200,
      "a draft can still be asked for",
    );

    // A publish refused as stale (the translation changed since it was loaded) closes nothing.
    const stale = await publish(faq.id, "published", { editedAt: "2024-11-20T10:00:00.000Z" });
    assert.equal(stale.status, 409, JSON.stringify(stale.body));
    assert.equal((await entryOf(faq.id))?.count, 3);

    const published = await publish(faq.id, "published");
    assert.equal(published.status, 200, JSON.stringify(published.body));
    assert.equal(await entryOf(faq.id), undefined, "no longer open");
    const closed = await entryOf(faq.id, "closed");
    assert.equal(closed?.count, 3, "closed with the requests it had");
    const [row] = await db
      .select()
      .from(faqTranslationRequests)
      .where(eq(faqTranslationRequests.faqId, faq.id));
    assert.ok(row?.closedAt && row.closedAt >= row.lastAskedAt, "closed after the last request");
    assert.equal((await ask(await asker(), { id: faq.id, language: "es" })).status, 409);

    // Back to draft, it may be asked for again: a new round, counted from 1.
    assert.equal((await publish(faq.id, "draft")).status, 200);
    assert.equal((await ask(await asker(), { id: faq.id, language: "es" })).status, 200);
    assert.equal((await entryOf(faq.id))?.count, 1);
  });

  test("staff dismiss an entry, audited; the next request reopens it with its count", async () => {
    const faq = await newFaq();
    await ask(await asker(), { id: faq.id, language: "es" });
    await ask(await asker(), { id: faq.id, language: "es" });
    const dismiss = (body: unknown) => coach.client.faq.dismissContentGap(body);

    const dismissed = await dismiss({ kind: "translation", id: faq.id, language: "es" });
    assert.equal(dismissed.status, 200, JSON.stringify(dismissed.body));
    assert.equal(dismissed.body.status, "dismissed");
    assert.equal(dismissed.body.kind, "translation");
    assert.equal(await entryOf(faq.id), undefined);
    assert.equal((await entryOf(faq.id, "dismissed"))?.count, 2);
    const audit = await firstAuditEvent("content_gap.dismissed");
    assert.equal(audit.actorUserId, coach.userId);
    assert.equal(audit.targetType, "faq");
    assert.equal(audit.targetId, String(faq.id));
    assert.deepEqual(audit.details, {
      kind: "translation",
      text: `How do I borrow book ${String(faqNumber)}?`,
      language: "es",
    });

    assert.equal((await dismiss({ kind: "translation", id: faq.id })).status, 409, "not open");
    const other = await newFaq();
    assert.equal((await dismiss({ kind: "translation", id: other.id })).status, 404);
    const english = await dismiss({ kind: "translation", id: faq.id, language: "en" });
    assert.equal(english.status, 400);
    assert.ok(english.body.errors.Language, "the answer names the field Language");

    await ask(await asker(), { id: faq.id, language: "es" });
    assert.equal((await entryOf(faq.id))?.count, 3, "a dismissal does not reset the count");
  });

  test("an archived FAQ's entry is closed; a deleted FAQ takes its requests with it", async () => {
    const faq = await newFaq();
    await ask(await asker(), { id: faq.id, language: "es" });
    const archive = await admin.client.faq.deleteFaq({ id: faq.id });
    assert.equal(archive.status, 200);
    assert.equal(await entryOf(faq.id), undefined);
    assert.equal((await entryOf(faq.id, "closed"))?.count, 1);

    const gone = await newFaq();
    await ask(await asker(), { id: gone.id, language: "es" });
    await db.delete(faqs).where(eq(faqs.id, gone.id));
    const left = await db
      .select()
      .from(faqTranslationRequests)
      .where(eq(faqTranslationRequests.faqId, gone.id));
    assert.deepEqual(left, [], "ON DELETE CASCADE");
  });

  test("the other kinds keep their shape and say their language", async () => {
    const faq = await newFaq();
    await (await asker()).faq.rateFaq({ id: faq.id, helpful: false });
    const anyone = new ApiClient(app.url);
    assert.equal(
      (await anyone.get(`/api/Faq/GetQueriedFaqs?${query({ searchQuery: "zeppelin mooring" })}`))
        .status,
      200,
    );
    await searchesRecorded();
    const open = await gaps();
    const vote = open.find((gap) => gap.kind === "faq" && gap.id === faq.id);
    assert.equal(vote?.language, null);
    assert.equal(vote.count, 1);
    const search = open.find((gap) => gap.kind === "search" && gap.text === "zeppelin mooring");
    assert.equal(search?.language, "en");
    assert.equal(search.reasons, null);
  });
});
