import { engine } from "./helpers/database";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { searchesRecorded } from "@/lib/server/search-recording";
import { query } from "../harness/api-client";
import { startAppAndClients } from "./helpers/app-clients";
import { resetToDemoContent } from "./helpers/faq";
import { signIn } from "../harness/sign-in";
import { HELD_BACK_QUESTIONS_ES, TUNING_QUESTIONS_ES } from "../harness/relevance/sets";
import {
  confidenceTable,
  describeConfidence,
  describeHalf,
  scoreHalf,
} from "../harness/relevance/scoring";
import { englishQuestions, scoredAnswer, visitorSearch } from "./helpers/visitor-search";

/**
 * The search of the Spanish pages (issue 28): GetQueriedFaqs with language=es searches the
 * published Spanish translations of the demo (db/seed-data-es.ts) with Spanish word analysis
 * (lib/search/language/spanish.ts, docs/decisions/0039), and the FAQs not translated yet by the
 * English words the translations teach (docs/decisions/0044).
 */

// The visitor has an address of its own: its searches are recorded within its own budget.
const { app, visitor } = await startAppAndClients();

const searchEs = (searchQuery: string) => visitorSearch(visitor, searchQuery, "es");

describe(`Spanish search on ${engine}`, () => {
  /** Each demo FAQ's English question, by id: the relevance sets name the English question. */
  let english = new Map<number, string>();

  before(async () => {
    await resetToDemoContent();
    english = await englishQuestions();
  });

  test("a misspelt Spanish question finds its FAQ first, in Spanish", async () => {
    for (const [search, expected] of [
      ["cuanto cuesta el curso", "How much does a course cost?"],
      ["como ayudar a mi ijo a leer en casa", "How can I help my child with reading at home?"],
      ["ay clases por internet", "Can I take a course online, or do I have to come in person?"],
    ] as const) {
      const { faqs: found, interpretation } = await searchEs(search);
      assert.equal(english.get(found[0]?.id ?? 0), expected, search);
      assert.equal(found[0]?.language, "es", search);
      assert.equal(interpretation.language, "es", search);
    }
  });

  test("with nothing close in Spanish, the English FAQs answer, and the search says so", async () => {
    const { faqs: found, interpretation } = await searchEs("FAQ Corner password");
    assert.ok(found.length > 0, "English answers");
    assert.equal(
      english.get(found[0]?.id ?? 0),
      "I forgot my FAQ Corner password. How do I reset it?",
    );
    assert.equal(found[0]?.language, "en");
    assert.equal(interpretation.language, "en");

    // English words typed on a Spanish page: an FAQ that has a Spanish translation too.
    const typedInEnglish = await searchEs("how much does a course cost");
    assert.equal(
      english.get(typedInEnglish.faqs[0]?.id ?? 0),
      "How much does a course cost?",
      "found by the English search",
    );
    assert.equal(typedInEnglish.interpretation.language, "en");
  });

  test("a Spanish question that finds only weak Spanish answers stays in Spanish", async () => {
    // English reads "curso" as "course" and finds an FAQ it calls good, but reads none of the
    // other words; Spanish reads them all ("cuanto sale" asks the price).
    const { faqs: found, interpretation } = await searchEs("cuanto sale el curso");
    assert.equal(interpretation.language, "es");
    assert.equal(english.get(found[0]?.id ?? 0), "How much does a course cost?");
    assert.equal(found[0]?.language, "es");
  });

  test("an English search is as before: no language in its interpretation", async () => {
    const { faqs: found, interpretation } = await visitorSearch(
      visitor,
      "how much does a course cost",
    );
    assert.equal(found[0]?.language, "en");
    assert.equal(interpretation.language, undefined);
  });

  test("a Spanish search is recorded in Spanish: User Searches says so, with its own days", async () => {
    const text = "clases de lectura en la biblioteca";
    await searchEs(text);
    await searchesRecorded();
    const coach = await signIn(app.url, { role: "Coach" });
    const summaries = await coach.client.faq.getFaqSearchQuerySummaries("limit=100");
    assert.equal(summaries.status, 200);
    const found = (summaries.body as { search: string; language: string }[]).filter(
      (item) => item.search === text,
    );
    assert.deepEqual(
      found.map((item) => item.language),
      ["es"],
    );
    const days = async (language: string) =>
      (await coach.client.faq.getFaqSearchQueryDays(query({ search: text, language }))).body as {
        count: number;
      }[];
    assert.equal(
      (await days("es")).reduce((sum, day) => sum + day.count, 0),
      1,
    );
    assert.deepEqual(await days("en"), []);
  });

  test("an FAQ not translated yet is found by the English words that published translations teach", async () => {
    const { client: admin } = await signIn(app.url, { role: "Admin" });
    const post = async (body: Record<string, unknown>) => {
      const response = await admin.faq.postFaq(body);
      assert.equal(response.status, 201, JSON.stringify(response.body));
      return (response.body as { id: number }).id;
    };
    const untranslated = await post({
      question: "<p>Where does the hen sleep at the farm school?</p>",
      answer: "<p>In the barn, next to the classroom.</p>",
      tags: "hen, farm",
    });
    const rankOf = async () => {
      const { faqs: found } = await searchEs("donde duerme la gallina");
      const at = found.findIndex((faq) => faq.id === untranslated);
      return { at, faq: found[at] };
    };
    assert.equal((await rankOf()).at, -1, "no translation says what a gallina is yet");

    await post({
      question: "<p>Can my child bring a hen to class?</p>",
      answer: "<p>Yes, a hen may visit the class once a term.</p>",
      tags: "hen",
      translations: {
        es: {
          question: "<p>¿Puede mi hijo traer una gallina a la clase?</p>",
          answer: "<p>Sí, una gallina puede visitar la clase una vez por trimestre.</p>",
          tags: "gallina",
          status: "published",
        },
      },
    });
    const { at, faq } = await rankOf();
    assert.ok(at >= 0 && at < 3, `found in the first three: ${String(at)}`);
    assert.equal(faq?.language, "en", "shown in English");
  });

  test("an unknown language is a 400 on Language", async () => {
    const response = await visitor.get(
      `/api/Faq/GetQueriedFaqs?${query({ searchQuery: "reading", language: "fr" })}`,
    );
    assert.equal(response.status, 400);
    assert.ok(
      JSON.stringify(response.body).includes("Language"),
      `the field is named: ${JSON.stringify(response.body)}`,
    );
  });

  test("relevance (issue 28): the held-back half, beside the tuning half", async (t) => {
    await resetToDemoContent();
    const ours = async (search: string) => scoredAnswer(await searchEs(search), english);
    const heldBack = await scoreHalf(HELD_BACK_QUESTIONS_ES, ours);
    const tuning = await scoreHalf(TUNING_QUESTIONS_ES, ours);
    t.diagnostic(`held-back half: ${describeHalf(heldBack)}`);
    t.diagnostic(`tuning half: ${describeHalf(tuning)}`);
    // Issue 38: how sure the search is of its first answer, right or wrong, on each half.
    t.diagnostic(
      `held-back confidence: ${describeConfidence(await confidenceTable(HELD_BACK_QUESTIONS_ES, ours))}`,
    );
    t.diagnostic(
      `tuning confidence: ${describeConfidence(await confidenceTable(TUNING_QUESTIONS_ES, ours))}`,
    );
    // Only the tuning half's misses are shown: the held-back half is measured, never read.
    for (const miss of tuning.misses) t.diagnostic(`tuning miss: ${miss}`);
    // Floors that hold today (docs/decisions/0039 and 0044 give the figures; the 90% is
    // not met): hit@3 34 of the 38 answerable held-back questions.
    assert.ok(heldBack.hitAt3 >= 34, describeHalf(heldBack));
    assert.ok(heldBack.noAnswerGood * 4 <= heldBack.noAnswer, describeHalf(heldBack));
  });
});
