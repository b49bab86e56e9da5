import { db, engine, rows } from "./helpers/database";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { and, asc, desc, eq, sql } from "drizzle-orm";

import { auditEvents, faqRevisions, faqs, faqTranslations, searchQueries } from "@/db/schema";
import { recordSearch, searchesRecorded } from "@/lib/server/search-recording";

import { type ApiClient, query } from "../harness/api-client";
import { startAppAndClients } from "./helpers/app-clients";
import { suiteEditors, startOver } from "./helpers/faq";
import { migrationStatements, withEmptyDatabase } from "./helpers/migration-replay";

/**
 * Issue 28 items 1 and 7: Spanish translations of the FAQs, their API (GetFaqs and GetFaq with
 * `language`, translations on PostFaq and PatchFaq) and the language of what is kept beside them
 * (docs/decisions/0040-faq-translations.md).
 */

const { app, anonymous } = await startAppAndClients();

const STALE_TRANSLATION =
  "This translation was changed by someone else. Reload it to see their changes.";

interface Translation {
  question: string;
  answer: string;
  tags: string;
  phrasings: string[];
  status: "draft" | "published";
  sourceVersion: number;
  needsUpdate: boolean;
  editedAt: string | null;
  editedByUserFirstName: string | null;
}

interface Saved {
  id: number;
  question: string;
  editedAt: string | null;
  contentVersion: number;
  language: string;
  translations: { es?: Translation };
}

let number = 0;

describe(`FAQ translations (issue 28) on ${engine}`, () => {
  const { admin, coach } = suiteEditors(app);

  before(async () => {
    await anonymous.user.getXsrfToken();
  });

  async function addFaq(question?: string, translations?: unknown): Promise<Saved> {
    number += 1;
    const response = await admin.client.faq.postFaq({
      question: `<p>${question ?? `How do I join club ${String(number)}?`}</p>`,
      answer: "<p>Sign up at the library desk.</p>",
      tags: "clubs",
      ...(translations === undefined ? {} : { translations }),
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body as Saved;
  }

  const spanish = (status: "draft" | "published", extra: Record<string, unknown> = {}) => ({
    question: "<p>¿Cómo me apunto al club?</p>",
    answer: "<p>Apúntese en la biblioteca.</p>",
    tags: "clubes, Clubes",
    status,
    ...extra,
  });

  function patch(client: ApiClient, body: Record<string, unknown>) {
    return client.faq.patchFaq(body);
  }

  async function loaded(id: number): Promise<Saved> {
    const response = await coach.client.faq.getFaq(`id=${String(id)}`);
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body as Saved;
  }

  async function spanishList(): Promise<{ id: number; question: string; language: string }[]> {
    const response = await anonymous.get(
      `/api/Faq/GetFaqs?${query({ Language: "ES", limit: 100 })}`,
    );
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body as { id: number; question: string; language: string }[];
  }

  test("a translation saved alone as a draft, then published; the English edit stamp and contentVersion stay", async () => {
    const faq = await addFaq();
    assert.equal(faq.language, "en");
    assert.equal(faq.contentVersion, 1);
    assert.deepEqual(faq.translations, {}, "a new FAQ has no translation");

    const draft = await patch(coach.client, {
      id: faq.id,
      translations: { es: spanish("draft", { editedAt: null }) },
    });
    assert.equal(draft.status, 200, JSON.stringify(draft.body));
    const saved = draft.body as Saved;
    assert.equal(saved.editedAt, null, "the English FAQ is not stamped");
    assert.equal(saved.contentVersion, 1);
    assert.equal(saved.question, faq.question);
    const es = saved.translations.es;
    assert.ok(es, "the translation is answered");
    assert.equal(es.status, "draft");
    assert.equal(es.tags, "clubes", "tags normalised as the English ones");
    assert.equal(es.sourceVersion, 1);
    assert.equal(es.needsUpdate, false);
    assert.equal(es.editedByUserFirstName, "Cora");
    const [row] = await db.select().from(faqs).where(eq(faqs.id, faq.id));
    assert.equal(row?.editedAt, null, "edited_at untouched");
    assert.equal(row.contentVersion, 1, "content_version untouched");

    const draftShown = (await spanishList()).find((item) => item.id === faq.id);
    assert.equal(draftShown?.language, "en", "a draft is not shown to visitors");

    const published = await patch(coach.client, {
      id: faq.id,
      translations: { es: spanish("published", { editedAt: es.editedAt }) },
    });
    assert.equal(published.status, 200, JSON.stringify(published.body));
    const shown = (await spanishList()).find((item) => item.id === faq.id);
    assert.equal(shown?.language, "es");
    assert.equal(shown.question, "<p>¿Cómo me apunto al club?</p>");
    const english = (await anonymous.faq.getFaqs(query({ limit: 100 }))).body as {
      id: number;
      language: string;
      question: string;
    }[];
    assert.deepEqual(
      english.find((item) => item.id === faq.id),
      { ...english.find((item) => item.id === faq.id), language: "en", question: faq.question },
      "the English list is unchanged",
    );
  });

  test("GetFaqs with language=es: every active FAQ, in Spanish where published, in English otherwise", async () => {
    await startOver(app, { admin, coach });
    const translated = await addFaq("Zebra crossing near the school?", {
      es: { ...spanish("published"), question: "<p>¿Hay un paso de cebra?</p>" },
    });
    const drafted = await addFaq("Can I bring a friend?", { es: spanish("draft") });
    const untranslated = await addFaq("Where do we meet?");
    const archived = await addFaq("Old question?", { es: spanish("published") });
    await admin.client.faq.deleteFaq({ id: archived.id });

    const list = await spanishList();
    assert.deepEqual(
      list.map((item) => [item.id, item.language]),
      [
        // Alphabetical by the text shown: "Can…", "Where…", then "¿Hay…" ("C" collation).
        [drafted.id, "en"],
        [untranslated.id, "en"],
        [translated.id, "es"],
      ],
    );
    const page = await anonymous.get(
      `/api/Faq/GetFaqs?${query({ language: "es", limit: 1, skip: 2 })}`,
    );
    assert.deepEqual(
      (page.body as { id: number }[]).map((item) => item.id),
      [translated.id],
      "paged like the English list",
    );
    const bySearches = await anonymous.get(
      `/api/Faq/GetFaqs?${query({ language: "es", orderBy: 1 })}`,
    );
    assert.equal((bySearches.body as unknown[]).length, 3);
  });

  test("an unknown language is a 400 on Language; existing clients see no change", async () => {
    const faq = await addFaq();
    for (const path of [
      `/api/Faq/GetFaqs?language=fr`,
      `/api/Faq/GetFaqs?LANGUAGE=english`,
      `/api/Faq/GetFaq?id=${String(faq.id)}&language=de`,
      `/api/Faq/GetFaqRevisions?id=${String(faq.id)}&language=xx`,
    ]) {
      const client = path.includes("GetFaqs") ? anonymous : coach.client;
      const response = await client.get(path);
      assert.equal(response.status, 400, path);
      assert.equal(response.headers.get("content-type"), "application/problem+json");
      assert.equal(response.body.title, "One or more validation errors occurred.");
      assert.deepEqual(response.body.errors, {
        Language: ["Language must be en (English) or es (Spanish)."],
      });
    }
    const plain = await anonymous.faq.getFaqs();
    const english = await anonymous.faq.getFaqs("language=en");
    assert.deepEqual(plain.body, english.body);
    const withEs = await coach.client.faq.getFaq(`id=${String(faq.id)}&Language=es`);
    assert.equal(withEs.status, 200, "GetFaq answers the English FAQ with its translations");
    assert.equal(withEs.body.language, "en");
  });

  test("an English question edit makes a translation need an update; a tags edit does not; mark current", async () => {
    const faq = await addFaq(undefined, { es: spanish("published") });
    const english = { question: faq.question, answer: "<p>Sign up at the library desk.</p>" };

    const tagsOnly = await patch(coach.client, { id: faq.id, ...english, tags: "clubs, join" });
    assert.equal(tagsOnly.status, 200, JSON.stringify(tagsOnly.body));
    assert.equal((tagsOnly.body as Saved).contentVersion, 1, "tags do not move the version");
    assert.equal((tagsOnly.body as Saved).translations.es?.needsUpdate, false);

    const edited = await patch(coach.client, {
      id: faq.id,
      ...english,
      question: "<p>How do I join a reading club?</p>",
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal((edited.body as Saved).contentVersion, 2);
    const stale = (await loaded(faq.id)).translations.es;
    assert.equal(stale?.needsUpdate, true);
    assert.equal(stale.status, "published", "it stays published with its old text");
    assert.equal(stale.sourceVersion, 1);
    assert.equal(
      (await spanishList()).find((item) => item.id === faq.id)?.language,
      "es",
      "still shown in Spanish",
    );

    // A write that bypasses the app moves the version too (a trigger): SQL typed by hand.
    await db.execute(sql`UPDATE faqs SET answer = '<p>Changed by SQL.</p>' WHERE id = ${faq.id}`);
    await db.execute(sql`UPDATE faqs SET tags = 'by sql', phrasings = '{x}' WHERE id = ${faq.id}`);
    assert.equal((await loaded(faq.id)).contentVersion, 3);

    const marked = await patch(coach.client, {
      id: faq.id,
      translations: { es: { markCurrent: true, editedAt: stale.editedAt } },
    });
    assert.equal(marked.status, 200, JSON.stringify(marked.body));
    const current = (marked.body as Saved).translations.es;
    assert.equal(current?.needsUpdate, false);
    assert.equal(current.sourceVersion, 3);
    assert.equal(current.question, "<p>¿Cómo me apunto al club?</p>", "its text stays");
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "faq.translation_marked_current"))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    assert.equal(audit?.targetId, String(faq.id));
    assert.deepEqual(audit.details, { language: "es" });

    const again = await patch(coach.client, {
      id: faq.id,
      translations: { es: { markCurrent: true, editedAt: stale.editedAt } },
    });
    assert.equal(again.status, 409, "marking current on a stale load is refused");
    const none = await addFaq();
    const missing = await patch(coach.client, {
      id: none.id,
      translations: { es: { markCurrent: true } },
    });
    assert.equal(missing.status, 404, "no translation to mark current");
  });

  test("a stale translation edit is a 409 and saves nothing, the English edit sent with it included", async () => {
    const faq = await addFaq(undefined, { es: spanish("draft") });
    const first = await loaded(faq.id);
    const loadedEs = first.translations.es;
    assert.ok(loadedEs, "the translation is loaded");

    const coachSave = await patch(coach.client, {
      id: faq.id,
      translations: {
        es: spanish("draft", { answer: "<p>Primera.</p>", editedAt: loadedEs.editedAt }),
      },
    });
    assert.equal(coachSave.status, 200, JSON.stringify(coachSave.body));

    const adminSave = await patch(admin.client, {
      id: faq.id,
      question: "<p>Changed in English too?</p>",
      answer: "<p>Yes.</p>",
      editedAt: first.editedAt,
      translations: {
        es: spanish("published", { answer: "<p>Segunda.</p>", editedAt: loadedEs.editedAt }),
      },
    });
    assert.equal(adminSave.status, 409, JSON.stringify(adminSave.body));
    assert.equal(adminSave.body.title, STALE_TRANSLATION);
    const [english] = await db.select().from(faqs).where(eq(faqs.id, faq.id));
    assert.equal(english?.question, faq.question, "the English edit was undone with it");
    assert.equal(english.editedAt, null);
    const [kept] = await db.select().from(faqTranslations).where(eq(faqTranslations.faqId, faq.id));
    assert.equal(kept?.answer, "<p>Primera.</p>");
    assert.equal(kept.status, "draft");
    const [refusal] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "faq.translated"), eq(auditEvents.outcome, "refused")));
    assert.deepEqual(refusal?.details, { reason: "stale", language: "es" });

    // Two editors who both saw no translation: one creates it, the other is told.
    const fresh = await addFaq();
    const one = await patch(coach.client, {
      id: fresh.id,
      translations: { es: spanish("draft", { editedAt: null }) },
    });
    const other = await patch(admin.client, {
      id: fresh.id,
      translations: { es: spanish("draft", { editedAt: null }) },
    });
    assert.deepEqual([one.status, other.status], [200, 409]);
  });

  test("audit and revision rows carry the language; History lists one language; a Spanish version restores the translation", async () => {
    const faq = await addFaq(undefined, { es: spanish("published", { phrasings: ["apuntarse"] }) });
    const saved = await patch(coach.client, {
      id: faq.id,
      translations: {
        es: spanish("published", { answer: "<p>Nueva respuesta.</p>", phrasings: ["inscribirse"] }),
      },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));

    const audits = await db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, String(faq.id)), eq(auditEvents.outcome, "success")))
      .orderBy(asc(auditEvents.id));
    assert.deepEqual(audits, [
      { action: "faq.created", details: {} },
      {
        action: "faq.translated",
        details: { language: "es", status: "published", phrasingsAdded: 1, phrasingsRemoved: 0 },
      },
      {
        action: "faq.translated",
        details: { language: "es", status: "published", phrasingsAdded: 1, phrasingsRemoved: 1 },
      },
    ]);
    const revisions = await db
      .select({
        kind: faqRevisions.kind,
        language: faqRevisions.language,
        answer: faqRevisions.answer,
      })
      .from(faqRevisions)
      .where(eq(faqRevisions.faqId, faq.id))
      .orderBy(asc(faqRevisions.id));
    assert.deepEqual(revisions, [
      { kind: "added", language: "en", answer: "<p>Sign up at the library desk.</p>" },
      { kind: "added", language: "es", answer: "<p>Apúntese en la biblioteca.</p>" },
      { kind: "edited", language: "es", answer: "<p>Nueva respuesta.</p>" },
    ]);

    const englishHistory = await coach.client.faq.getFaqRevisions(`id=${String(faq.id)}`);
    assert.deepEqual(
      (englishHistory.body as { kind: string; language: string }[]).map((r) => [
        r.kind,
        r.language,
      ]),
      [["added", "en"]],
    );
    const spanishHistory = await coach.client.faq.getFaqRevisions(
      `id=${String(faq.id)}&language=es`,
    );
    const [newest, oldest] = spanishHistory.body as { id: number; language: string }[];
    assert.equal(newest?.language, "es");
    assert.ok(oldest, "two Spanish revisions");

    const current = (await loaded(faq.id)).translations.es;
    const restored = await admin.client.faq.restoreFaqRevision({
      id: oldest.id,
      editedAt: current?.editedAt,
    });
    assert.equal(restored.status, 200, JSON.stringify(restored.body));
    const [english] = await db.select().from(faqs).where(eq(faqs.id, faq.id));
    assert.equal(english?.answer, "<p>Sign up at the library desk.</p>", "English untouched");
    const back = (await loaded(faq.id)).translations.es;
    assert.equal(back?.answer, "<p>Apúntese en la biblioteca.</p>");
    assert.deepEqual(back.phrasings, ["apuntarse"]);
    assert.equal(back.status, "published");
    const [reverted] = await db
      .select({
        kind: faqRevisions.kind,
        language: faqRevisions.language,
        to: faqRevisions.revertedToId,
      })
      .from(faqRevisions)
      .where(eq(faqRevisions.faqId, faq.id))
      .orderBy(desc(faqRevisions.id))
      .limit(1);
    assert.deepEqual(reverted, { kind: "reverted", language: "es", to: oldest.id });
  });

  test("a translation's HTML is sanitised like the English; its errors name the field's path", async () => {
    const faq = await addFaq(undefined, {
      es: spanish("published", {
        question: `<p onclick="x()">¿Dónde?</p><script>alert(1)</script>`,
        answer: `<p>Aquí <a href="javascript:alert(1)">enlace</a><iframe src="https://evil.example"></iframe></p>`,
      }),
    });
    const es = faq.translations.es;
    assert.equal(es?.question, "<p>¿Dónde?</p>");
    assert.equal(es.answer, '<p>Aquí <a rel="noopener noreferrer nofollow">enlace</a></p>');
    const [row] = await db.select().from(faqTranslations).where(eq(faqTranslations.faqId, faq.id));
    assert.ok(row && !row.question.includes("script"), "stored without the script");

    const cases: [unknown, Record<string, string[]>][] = [
      [
        { es: spanish("draft", { question: "<p><img src=x></p>", answer: "" }) },
        {
          "Translations.es.Question": ["Enter the question."],
          "Translations.es.Answer": ["Enter the answer."],
        },
      ],
      [
        { es: spanish("live" as "draft") },
        { "Translations.es.Status": ["Choose draft or published."] },
      ],
      [
        { es: spanish("draft", { question: `<p>${"a".repeat(501)}</p>` }) },
        { "Translations.es.Question": ["Use at most 500 characters for the question."] },
      ],
      [
        {
          es: spanish("draft", {
            phrasings: Array.from({ length: 21 }, (_, i) => `forma ${String(i)}`),
          }),
        },
        { "Translations.es.Phrasings": ["Use at most 20 ways of asking."] },
      ],
      [
        { es: { markCurrent: true, question: "<p>¿Y esto?</p>" } },
        {
          "Translations.es.Question": [
            "Mark a translation current on its own, without its text or status.",
          ],
        },
      ],
      [
        { fr: spanish("draft") },
        { Translations: ["Translations must be an object with a key per language: es."] },
      ],
    ];
    for (const [translations, errors] of cases) {
      const response = await patch(coach.client, { id: faq.id, translations });
      assert.equal(response.status, 400, JSON.stringify(translations));
      const expected =
        "fr" in (translations as object)
          ? { ...errors, Question: ["Enter the question."], Answer: ["Enter the answer."] }
          : errors;
      assert.deepEqual(response.body.errors, expected, JSON.stringify(translations));
    }
    const nothing = await patch(coach.client, { id: faq.id });
    assert.deepEqual(Object.keys(nothing.body.errors as object).sort(), ["Answer", "Question"]);
    const [unchanged] = await db
      .select()
      .from(faqTranslations)
      .where(eq(faqTranslations.faqId, faq.id));
    assert.equal(unchanged?.question, "<p>¿Dónde?</p>", "a refused save changes nothing");
  });

  test("translations are written as the English: Coaches on PatchFaq, Admins on PostFaq, nobody else", async () => {
    const faq = await addFaq();
    const body = { id: faq.id, translations: { es: spanish("draft") } };
    assert.equal((await anonymous.faq.patchFaq(body)).status, 401);
    const post = await coach.client.faq.postFaq({
      question: "<p>Q?</p>",
      answer: "<p>A.</p>",
      translations: { es: spanish("draft") },
    });
    assert.equal(post.status, 403);
    const rowsLeft = await db
      .select()
      .from(faqTranslations)
      .where(eq(faqTranslations.faqId, faq.id));
    assert.deepEqual(rowsLeft, []);
  });

  test("searches are recorded per language: the same text in two languages is two rows", async () => {
    const at = new Date();
    await recordSearch({ search: "dislexia", faqIds: [], answeredAt: at });
    await recordSearch({ search: "dislexia", faqIds: [], answeredAt: at, language: "es" });
    await recordSearch({ search: "dislexia", faqIds: [], answeredAt: at, language: "es" });
    await searchesRecorded();
    const kept = await db
      .select({ language: searchQueries.language, total: searchQueries.totalSearches })
      .from(searchQueries)
      .where(eq(searchQueries.search, "dislexia"))
      .orderBy(asc(searchQueries.language));
    assert.deepEqual(kept, [
      { language: "en", total: 1 },
      { language: "es", total: 2 },
    ]);
  });
});

describe(`migration 0019 on ${engine}: rows made before it keep their meaning`, () => {
  test("existing rows become English, an FAQ's content version starts at 1 and moves with its text only", async () => {
    const statements = await migrationStatements();
    await withEmptyDatabase(async (run) => {
      for (const statement of statements.before("0019")) await run(statement);
      await run(
        `INSERT INTO faqs (question, answer, tags) VALUES ('<p>Old?</p>', '<p>Yes.</p>', 'a')`,
      );
      await run(
        `INSERT INTO faq_revisions (faq_id, kind, question, answer, tags) VALUES (1, 'added', '<p>Old?</p>', '<p>Yes.</p>', 'a')`,
      );
      await run(`INSERT INTO faq_votes (faq_id, helpful) VALUES (1, true)`);
      await run(
        `INSERT INTO search_queries (search, last_searched_at, last_searched_on) VALUES ('phonics', now(), current_date)`,
      );
      await run(
        `INSERT INTO pending_searches (search, faq_ids, searched_at) VALUES ('phonics', '{1}', now())`,
      );
      await run(`INSERT INTO synonym_groups (words) VALUES ('{kid,child}')`);
      for (const statement of statements.from("0019")) await run(statement);

      const languages = await run(`
        SELECT (SELECT language FROM faq_revisions) AS revision,
          (SELECT language FROM faq_votes) AS vote,
          (SELECT language FROM search_queries) AS search,
          (SELECT language FROM pending_searches) AS pending,
          (SELECT language FROM synonym_groups) AS synonyms,
          (SELECT content_version FROM faqs) AS version`);
      assert.deepEqual(languages, [
        { revision: "en", vote: "en", search: "en", pending: "en", synonyms: "en", version: 1 },
      ]);
      // One text per language: the same search in Spanish is a row of its own, twice in English not.
      await run(
        `INSERT INTO search_queries (language, search, last_searched_at, last_searched_on) VALUES ('es', 'phonics', now(), current_date)`,
      );
      await assert.rejects(
        run(
          `INSERT INTO search_queries (search, last_searched_at, last_searched_on) VALUES ('phonics', now(), current_date)`,
        ),
      );
      await assert.rejects(
        run(`INSERT INTO synonym_groups (language, words) VALUES ('fr', '{a,b}')`),
      );
      await assert.rejects(
        run(
          `INSERT INTO faq_translations (faq_id, language, question, answer, status, source_version) VALUES (1, 'en', '<p>x</p>', '<p>y</p>', 'draft', 1)`,
        ),
        "English is the FAQ itself, not a translation",
      );

      await run(`UPDATE faqs SET tags = 'b', phrasings = '{x}', ranking = 3`);
      await run(`UPDATE faqs SET question = '<p>Old?</p>', answer = '<p>Yes.</p>'`);
      assert.deepEqual(await run(`SELECT content_version FROM faqs`), [{ content_version: 1 }]);
      await run(`UPDATE faqs SET answer = '<p>Yes, still.</p>'`);
      assert.deepEqual(await run(`SELECT content_version FROM faqs`), [{ content_version: 2 }]);

      const version = async () =>
        Number(
          ((await run(`SELECT version FROM search_index_version`))[0] as { version: string })
            .version,
        );
      const before = await version();
      await run(
        `INSERT INTO faq_translations (faq_id, language, question, answer, status, source_version) VALUES (1, 'es', '<p>¿Viejo?</p>', '<p>Sí.</p>', 'published', 2)`,
      );
      assert.equal(await version(), before + 1, "the search index version moves with translations");
      await run(`UPDATE faq_translations SET source_version = 2`);
      assert.equal(await version(), before + 1, "marking current changes nothing searched");
      await run(`DELETE FROM faq_revisions; DELETE FROM faq_votes; DELETE FROM faqs`);
      assert.deepEqual(
        await run(`SELECT * FROM faq_translations`),
        [],
        "translations go with their FAQ",
      );
    });
  });

  test("a write to faq_translations announces the public pages' change", async () => {
    const triggers = await rows<{ name: string }>(sql`
      SELECT tgname AS name FROM pg_trigger
      WHERE tgrelid = 'faq_translations'::regclass AND NOT tgisinternal ORDER BY tgname`);
    assert.deepEqual(
      triggers.map((trigger) => trigger.name),
      ["faq_translations_pages_changed", "faq_translations_search_index_changed"],
    );
  });
});
