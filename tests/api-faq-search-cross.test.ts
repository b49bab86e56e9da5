import { engine } from "./helpers/database";

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { decodeInterpretation, SEARCH_INTERPRETATION_HEADER } from "@/lib/search/interpretation";
import { searchesRecorded } from "@/lib/server/search-recording";
import { query } from "../harness/api-client";
import { startAppAndClients } from "./helpers/app-clients";
import { fetchPage } from "../harness/page-fetch";
import { signIn } from "../harness/sign-in";
import { resetToDemoContent } from "./helpers/faq";
import { HELD_BACK_QUESTIONS_ES, TUNING_QUESTIONS_ES } from "../harness/relevance/sets";
import { describeHalf, plainQuestion, scoreHalf } from "../harness/relevance/scoring";
import {
  englishQuestions,
  type Found,
  scoredAnswer,
  visitorSearch,
} from "./helpers/visitor-search";
import { ROUTES } from "@/lib/routes";

/**
 * Spanish typed on the English page (issue 38, docs/decisions/0046): GetQueriedFaqs with no
 * language (or language=en) answers a search that reads as Spanish as the Spanish pages answer
 * it, says so in its interpretation, and /faq?q= links the same search on /es/faq. An English
 * search, even with a word that looks Spanish, is answered as before.
 */

// The visitor has an address of its own: its searches are recorded within its own budget.
const { app, visitor } = await startAppAndClients();

/** A search of the English page: no language, or language=en. */
const searchEn = (searchQuery: string, language?: "en") =>
  visitorSearch(visitor, searchQuery, language);

const HELP_AT_HOME = "How can I help my child with reading at home?";

describe(`Spanish typed on the English page, on ${engine}`, () => {
  /** Each demo FAQ's English question, by id: answers in Spanish are named by it. */
  let english = new Map<number, string>();

  before(async () => {
    await resetToDemoContent();
    english = await englishQuestions();
  });

  after(() => searchesRecorded());

  test("a Spanish question on /faq is answered in Spanish, and the interpretation says so", async () => {
    for (const language of [undefined, "en"] as const) {
      const { faqs: found, interpretation } = await searchEn(
        "como ayudo a mi hijo a leer",
        language,
      );
      assert.equal(english.get(found[0]?.id ?? 0), HELP_AT_HOME, `language ${String(language)}`);
      assert.equal(found[0]?.language, "es");
      assert.match(found[0].question, /ayudo/);
      assert.equal(interpretation.language, "es");
    }
    // Accents and ¿ are Spanish too.
    const accented = await searchEn("¿Cuánto cuesta un curso?");
    assert.equal(english.get(accented.faqs[0]?.id ?? 0), "How much does a course cost?");
    assert.equal(accented.interpretation.language, "es");
  });

  test("an English question with a Spanish-looking word stays English", async () => {
    for (const [search, expected] of [
      ["what is dislexia", "What is dyslexia?"],
      ["help my kid with reading at home por favor", HELP_AT_HOME],
      ["como", null],
    ] as const) {
      const { faqs: found, interpretation } = await searchEn(search);
      if (expected) assert.equal(english.get(found[0]?.id ?? 0), expected, search);
      assert.ok(
        found.every((faq) => faq.language === "en"),
        search,
      );
      assert.equal(interpretation.language, undefined, search);
    }
  });

  test("the staff's search stays English, and the search is recorded as one of the English page", async () => {
    const text = "kiero saber como ayudo a mi hija con la lectura";
    const { client: coach } = await signIn(app.url, { role: "Coach" });
    const staff = await coach.faq.getAdminQueriedFaqs(query({ searchQuery: text }));
    assert.equal(staff.status, 200);
    assert.ok(
      (staff.body as Found).every((faq) => faq.language === "en"),
      "the staff's answers are in English",
    );
    assert.equal(
      decodeInterpretation(staff.headers.get(SEARCH_INTERPRETATION_HEADER)).language,
      undefined,
    );

    assert.equal((await searchEn(text)).interpretation.language, "es");
    await searchesRecorded();
    const summaries = await coach.faq.getFaqSearchQuerySummaries("limit=100");
    assert.equal(summaries.status, 200);
    assert.deepEqual(
      (summaries.body as { search: string; language: string }[])
        .filter((item) => item.search === text)
        .map((item) => item.language),
      ["en"],
    );
  });

  test("a search on /faq in Spanish shows the Spanish answers, marked so, and links the search on /es/faq", async () => {
    const search = "como ayudo a mi hijo a leer";
    const page = await fetchPage(app.url, `${ROUTES.faq.path}?q=${encodeURIComponent(search)}`);
    assert.equal(page.status, 200);
    const link = /<a href="([^"]+)" hrefLang="es">Ver en español<\/a>/i.exec(page.html);
    assert.ok(link, "the link to the Spanish page");
    assert.equal(
      link[1]?.replace(/&amp;/g, "&"),
      `${ROUTES.esFaq.path}?q=${encodeURIComponent(search)}`,
    );
    assert.match(page.html, /<p class="searched-for faq-in-spanish" lang="es">/);
    const first = /<span class="faq-question-text" lang="([^"]*)">(.*?)<\/span>/.exec(page.html);
    assert.ok(first, "the first question, marked with its language");
    assert.equal(first[1], "es", "the first question is marked as Spanish");
    assert.match(plainQuestion(first[2] ?? ""), /^¿Cómo ayudo a mi hijo a leer/);
    // What the page shows, without the words its scripts carry for later searches.
    const shown = page.html.replace(/<script[\s\S]*?<\/script>/g, "");
    for (const words of ["(in English)", "Answers in English", "Showing answers for"]) {
      assert.ok(!shown.includes(words), `no "${words}"`);
    }

    // An English search's page is as before: no such link.
    const englishPage = await fetchPage(
      app.url,
      `${ROUTES.faq.path}?q=${encodeURIComponent("reading at home")}`,
    );
    assert.doesNotMatch(englishPage.html, /faq-in-spanish/);
  });

  test("relevance: the Spanish set typed on the English page (figures beside /es/faq's)", async (t) => {
    const ours = async (search: string) => scoredAnswer(await searchEn(search), english);
    const heldBack = await scoreHalf(HELD_BACK_QUESTIONS_ES, ours);
    const tuning = await scoreHalf(TUNING_QUESTIONS_ES, ours);
    t.diagnostic(`held-back half, on /faq: ${describeHalf(heldBack)}`);
    t.diagnostic(`tuning half, on /faq: ${describeHalf(tuning)}`);
    // Before issue 38 the English search answered them: hit@3 8/38 and 16/38. Now they are
    // answered as on /es/faq (docs/decisions/0046): floors a point under its figures.
    assert.ok(heldBack.hitAt3 >= 33, describeHalf(heldBack));
    assert.ok(tuning.hitAt3 >= 34, describeHalf(tuning));
    assert.ok(heldBack.noAnswerGood * 4 <= heldBack.noAnswer, describeHalf(heldBack));
  });
});
