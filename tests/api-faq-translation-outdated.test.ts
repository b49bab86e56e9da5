import { engine } from "./helpers/database";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { faqPath } from "@/lib/faq/path";

import { query, TestClient } from "../harness/api-client";
import { startApp } from "../harness/app";
import { fetchPage } from "../harness/page-fetch";
import { markSpanishCurrent, suiteEditors } from "./helpers/faq";

/**
 * Issue 38 item 5: a Spanish translation made from an older English text ("Spanish needs update",
 * docs/decisions/0040-faq-translations.md) stays published, and the Spanish pages say so above
 * its answer, with a link to the English page. The public FAQs read in Spanish carry
 * `translationOutdated: true` for it (GetFaqs, GetQueriedFaqs and the FAQ's own Spanish page);
 * every other FAQ, and every FAQ read in English, is answered without it, as before.
 */

const app = await startApp();
const NOTE = "La versión en inglés cambió. Esta traducción puede estar desactualizada.";
/** The English questions of the FAQs whose English is edited, once edited. */
const POETRY_NOW = "When and where does the poetry club meet?";
const DRAMA_NOW = "When and where does the drama club meet?";

interface Shown {
  id: number;
  question: string;
  language: "en" | "es";
  translationOutdated?: boolean;
}

describe(`an outdated Spanish translation on the public pages (issue 38) on ${engine}`, () => {
  const { admin, coach } = suiteEditors(app);
  const visitor = new TestClient(app.url);
  /** The FAQs of the test by what their Spanish is. */
  const ids = { current: 0, outdated: 0, outdatedDraft: 0, tagsEdited: 0, untranslated: 0 };

  /** The Spanish question of each translated FAQ, by id. */
  const spanish = new Map<number, string>();
  const spanishOf = (id: number) => ({ id, question: spanish.get(id) ?? "" });

  async function addFaq(
    name: string,
    translation?: { name: string; status: "draft" | "published" },
  ): Promise<number> {
    const response = await admin.client.faq.postFaq({
      question: `<p>When does the ${name} club meet?</p>`,
      answer: "<p>On Mondays at the library.</p>",
      tags: "clubs",
      ...(translation
        ? {
            translations: {
              es: {
                question: `<p>¿Cuándo se reúne el club de ${translation.name}?</p>`,
                answer: "<p>Los lunes en la biblioteca.</p>",
                status: translation.status,
              },
            },
          }
        : {}),
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    const { id } = response.body as { id: number };
    if (translation) spanish.set(id, `¿Cuándo se reúne el club de ${translation.name}?`);
    return id;
  }

  /** An English edit; a new question or answer moves the FAQ's contentVersion on, tags do not. */
  async function editEnglish(id: number, change: { question?: string; tags?: string }) {
    const loaded = await admin.client.faq.getFaq(`id=${String(id)}`);
    const response = await admin.client.faq.patchFaq({
      id,
      question: change.question ? `<p>${change.question}</p>` : loaded.body.question,
      answer: loaded.body.answer,
      tags: change.tags ?? loaded.body.tags,
      editedAt: loaded.body.editedAt,
    });
    assert.equal(response.status, 200, JSON.stringify(response.body));
  }

  async function get(path: string, params: Record<string, string | number>): Promise<Shown[]> {
    const response = await visitor.get(`/api/Faq/${path}?${query(params)}`);
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body as Shown[];
  }

  /** Each FAQ of a public answer by id: its language, and its flag where it has one. */
  function flags(list: Shown[]) {
    return new Map(
      list.map((faq) => [
        faq.id,
        "translationOutdated" in faq ? [faq.language, faq.translationOutdated] : [faq.language],
      ]),
    );
  }

  before(async () => {
    ids.current = await addFaq("chess", { name: "ajedrez", status: "published" });
    ids.outdated = await addFaq("poetry", { name: "poesía", status: "published" });
    ids.outdatedDraft = await addFaq("drama", { name: "teatro", status: "draft" });
    ids.tagsEdited = await addFaq("science", { name: "ciencias", status: "published" });
    ids.untranslated = await addFaq("music");
    await editEnglish(ids.outdated, { question: POETRY_NOW });
    await editEnglish(ids.outdatedDraft, { question: DRAMA_NOW });
    await editEnglish(ids.tagsEdited, { tags: "clubs, science" });
  });

  const expected = () =>
    new Map([
      [ids.current, ["es"]],
      [ids.outdated, ["es", true]],
      // A draft is not shown: the FAQ is in English, its own text, which is never out of date.
      [ids.outdatedDraft, ["en"]],
      // Tags do not move the English version: the translation is current.
      [ids.tagsEdited, ["es"]],
      [ids.untranslated, ["en"]],
    ]);

  test("GetFaqs with language=es flags the FAQ shown in a translation that needs an update, in both orders", async () => {
    for (const orderBy of [0, 1]) {
      const list = await get("GetFaqs", { language: "es", limit: 100, orderBy });
      assert.deepEqual(flags(list), expected(), `order ${String(orderBy)}`);
    }
    const english = await get("GetFaqs", { limit: 100 });
    assert.equal(english.length, 5);
    for (const faq of english) {
      assert.equal("translationOutdated" in faq, false, "never on the English list");
    }
  });

  test("GetQueriedFaqs with language=es flags it too; the English search never does", async () => {
    const found = await get("GetQueriedFaqs", { searchQuery: "club biblioteca", language: "es" });
    const shown = flags(found);
    assert.deepEqual(shown.get(ids.outdated), ["es", true], JSON.stringify(found));
    assert.deepEqual(shown.get(ids.current), ["es"], JSON.stringify(found));
    assert.deepEqual(shown.get(ids.tagsEdited), ["es"], JSON.stringify(found));
    for (const [id, flag] of shown) {
      if (id !== ids.outdated) assert.equal(flag.length, 1, `FAQ ${String(id)} has no flag`);
    }
    const poetry = await get("GetQueriedFaqs", { searchQuery: "poesía", language: "es" });
    assert.deepEqual(
      poetry.find((faq) => faq.id === ids.outdated)?.translationOutdated,
      true,
      JSON.stringify(poetry),
    );

    const english = await get("GetQueriedFaqs", { searchQuery: "club library" });
    assert.ok(
      english.some((faq) => faq.id === ids.outdated),
      JSON.stringify(english),
    );
    for (const faq of english) {
      assert.equal("translationOutdated" in faq, false, "never in an English search");
    }
  });

  test("GetFaq (the edit screen) says it as the translation's needsUpdate, whatever the language", async () => {
    for (const language of ["es", "en"]) {
      const outdated = await coach.client.faq.getFaq(
        query({ id: ids.outdated, language: language }),
      );
      assert.equal(outdated.status, 200, JSON.stringify(outdated.body));
      assert.equal(outdated.body.translations.es.needsUpdate, true);
      assert.equal("translationOutdated" in outdated.body, false, "staff see needsUpdate");
      const current = await coach.client.faq.getFaq(query({ id: ids.current, language }));
      assert.equal(current.body.translations.es.needsUpdate, false);
    }
  });

  test("the FAQ's Spanish page says it above the answer, with a link to the English page", async () => {
    const englishPath = faqPath({ id: ids.outdated, question: POETRY_NOW });
    const page = await fetchPage(app.url, faqPath(spanishOf(ids.outdated), "es"));
    assert.equal(page.status, 200, page.html);
    const note = /<p class="faq-outdated[^"]*">([^]*?)<\/p>/.exec(page.html)?.[1] ?? "";
    assert.ok(note.includes(NOTE), page.html);
    const link = /<a ([^>]*)>Leer en inglés<\/a>/.exec(note)?.[1] ?? "";
    assert.ok(link.includes(`href="${englishPath}"`), link);
    assert.match(link, /hreflang="en"/i);
    assert.ok(
      page.html.indexOf(NOTE) < page.html.indexOf('class="faq-single-answer"'),
      "above the answer",
    );

    // The English page of the same FAQ: no note.
    const english = await fetchPage(app.url, englishPath);
    assert.equal(english.status, 200);
    assert.ok(!english.html.includes("faq-outdated"), "never on an English page");
    // A current translation, and FAQs the Spanish pages show in English: no note.
    for (const path of [
      faqPath(spanishOf(ids.current), "es"),
      faqPath({ id: ids.outdatedDraft, question: DRAMA_NOW }, "es"),
      faqPath({ id: ids.untranslated, question: "When does the music club meet?" }, "es"),
    ]) {
      const other = await fetchPage(app.url, path);
      assert.equal(other.status, 200, path);
      assert.ok(!other.html.includes("faq-outdated"), `${path} has no note`);
    }
  });

  test("marked current, the translation is answered without the flag", async () => {
    await markSpanishCurrent(coach.client, ids.outdated);
    const list = await get("GetFaqs", { language: "es", limit: 100 });
    assert.deepEqual(flags(list).get(ids.outdated), ["es"]);
    const found = await get("GetQueriedFaqs", { searchQuery: "poesía", language: "es" });
    assert.deepEqual(flags(found).get(ids.outdated), ["es"]);
  });
});
