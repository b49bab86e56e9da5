import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { seedFaqs } from "@/db/seed-data";
import { seedSynonymGroupsEs, seedTranslationsEs } from "@/db/seed-data-es";
import { normalisePhrasings, normaliseSearchWord, SYNONYM_LIMITS } from "@/lib/contract/fields/faq";
import { LIMITS } from "@/lib/contract/fields/text";

import {
  HELD_BACK_QUESTIONS_ES,
  QUESTION_KINDS_ES,
  TUNING_QUESTIONS_ES,
  type QuestionKindEs,
  type RelevanceQuestionEs,
} from "../harness/relevance/sets";
import { plainQuestion } from "../harness/relevance/scoring";

/** Issue 28: the demo's Spanish content (db/seed-data-es.ts) and its relevance set. */

const englishByQuestion = new Map(seedFaqs.map((faq) => [faq.question, faq]));
const translations = Object.entries(seedTranslationsEs);

/** Every opening and closing tag's name, sorted: the shape of an answer's HTML. */
function tagNames(html: string): string[] {
  return [...html.matchAll(/<(\/?[a-z][a-z0-9]*)\b/gi)].map((match) => match[1]!).sort();
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!).sort();
}

function placeholders(html: string): number {
  return html.split("{{SUPPORT_EMAIL}}").length - 1;
}

function count(html: string, tag: string): number {
  return tagNames(html).filter((name) => name === tag).length;
}

describe("Spanish demo FAQs", () => {
  test("every key is an English demo question, exactly", () => {
    const unknown = translations.map(([key]) => key).filter((key) => !englishByQuestion.has(key));
    assert.deepEqual(unknown, []);
  });

  test("at least 40 are translated and at least 5 left in English for the fallback", () => {
    const untranslated = seedFaqs.filter((faq) => !(faq.question in seedTranslationsEs));
    assert.ok(translations.length >= 40, `${String(translations.length)} translated`);
    assert.ok(untranslated.length >= 5, `${String(untranslated.length)} left in English`);
  });

  test("no field is empty, and each fits the limits of an FAQ", () => {
    for (const [key, es] of translations) {
      assert.ok(plainQuestion(es.question).length > 0, `question of ${key}`);
      assert.ok(plainQuestion(es.answer).length > 0, `answer of ${key}`);
      assert.ok(es.tags.trim().length > 0, `tags of ${key}`);
      assert.ok(es.question.length <= LIMITS.question, `question of ${key} too long`);
      assert.ok(es.answer.length <= LIMITS.answer, `answer of ${key} too long`);
      assert.ok(es.tags.length <= LIMITS.tags, `tags of ${key} too long`);
      const tags = es.tags.split(",").map((tag) => tag.trim());
      assert.ok(
        tags.every((tag) => tag.length > 0),
        `an empty tag in ${es.tags}`,
      );
    }
  });

  test("the questions are questions: one paragraph, as in English", () => {
    for (const [key, es] of translations) {
      assert.deepEqual(tagNames(es.question), tagNames(key), key);
      assert.ok(plainQuestion(es.question).endsWith("?"), `${es.question} ends with "?"`);
    }
  });

  test("each answer has the English answer's links and {{SUPPORT_EMAIL}} placeholders", () => {
    for (const [key, es] of translations) {
      const english = englishByQuestion.get(key)!;
      assert.deepEqual(hrefs(es.answer), hrefs(english.answer), `links of ${key}`);
      assert.equal(placeholders(es.answer), placeholders(english.answer), `placeholders of ${key}`);
    }
  });

  test("each answer has the English answer's HTML: the same tags, as many of each", () => {
    for (const [key, es] of translations) {
      const english = englishByQuestion.get(key)!;
      assert.equal(count(es.answer, "li"), count(english.answer, "li"), `<li> of ${key}`);
      assert.equal(count(es.answer, "a"), count(english.answer, "a"), `<a> of ${key}`);
      assert.deepEqual(tagNames(es.answer), tagNames(english.answer), `tags of ${key}`);
    }
  });

  test("phrasings: at most 20 of at most 200 characters, none repeated or empty", () => {
    for (const [key, es] of translations) {
      const phrasings = es.phrasings ?? [];
      assert.ok(phrasings.length <= LIMITS.phrasings, `${String(phrasings.length)} for ${key}`);
      assert.deepEqual(normalisePhrasings(phrasings), phrasings, `phrasings of ${key} as stored`);
      for (const phrasing of phrasings) {
        assert.ok(phrasing.length <= LIMITS.phrasing, `too long: ${phrasing}`);
      }
    }
  });

  test("the Spanish is short: no sentence of an answer over 20 words", () => {
    for (const [key, es] of translations) {
      const text = es.answer
        .replace(/<\/(p|li)>/g, ". ")
        .replace(/<[^>]*>/g, " ")
        .replace(/\s+/g, " ");
      for (const sentence of text.split(/(?<=[.!?:;])\s+/)) {
        const words = sentence.split(" ").filter((word) => /\p{L}/u.test(word)).length;
        assert.ok(words <= 20, `${String(words)} words in "${sentence}" (${key})`);
      }
    }
  });
});

describe("Spanish demo search words", () => {
  test("15 to 30 groups, each of 2 to 20 words as search stores them, a word in one group only", () => {
    assert.ok(
      seedSynonymGroupsEs.length >= 15 && seedSynonymGroupsEs.length <= 30,
      `${String(seedSynonymGroupsEs.length)} groups`,
    );
    const seen = new Set<string>();
    for (const group of seedSynonymGroupsEs) {
      assert.ok(
        group.length >= SYNONYM_LIMITS.minWords && group.length <= SYNONYM_LIMITS.maxWords,
        `${String(group.length)} words in ${group.join(" ")}`,
      );
      for (const word of group) {
        assert.equal(normaliseSearchWord(word), word, "lower case, no accents");
        assert.match(word, /^[\p{L}\p{N}]+$/u);
        assert.ok(!seen.has(word), `"${word}" is in two groups`);
        seen.add(word);
      }
    }
  });
});

describe("Spanish relevance set", () => {
  const all = [...TUNING_QUESTIONS_ES, ...HELD_BACK_QUESTIONS_ES];
  const plainEnglish = new Set(seedFaqs.map((faq) => plainQuestion(faq.question)));
  const translatedPlain = new Set(translations.map(([key]) => plainQuestion(key)));
  const expectedOf = (question: RelevanceQuestionEs): string[] =>
    question.expected === null
      ? []
      : Array.isArray(question.expected)
        ? question.expected
        : [question.expected];

  test("at least 70 questions, at least 12 that no FAQ answers", () => {
    assert.ok(all.length >= 70, `${String(all.length)} questions`);
    const none = all.filter((question) => question.kind === "no-answer");
    assert.ok(none.length >= 12, `${String(none.length)} without an answer`);
    assert.ok(
      none.every((question) => question.expected === null),
      "a no-answer question expects no FAQ",
    );
    assert.ok(
      all.every((question) => question.kind === "no-answer" || question.expected !== null),
      "only no-answer questions expect no FAQ",
    );
  });

  test("every expected question is an English demo question, in plain text", () => {
    const unknown = all.flatMap(expectedOf).filter((expected) => !plainEnglish.has(expected));
    assert.deepEqual(unknown, []);
  });

  test("fallback questions expect an FAQ left in English; the others a translated one", () => {
    for (const question of all) {
      for (const expected of expectedOf(question)) {
        assert.equal(
          translatedPlain.has(expected),
          question.kind !== "fallback",
          `${question.search} (${question.kind}) → ${expected}`,
        );
      }
    }
    const fallbacks = all.filter((question) => question.kind === "fallback");
    assert.ok(fallbacks.length >= 5, `${String(fallbacks.length)} fallback questions`);
  });

  test("written as parents type: lower case, no accents, no ¿, no search twice", () => {
    for (const question of all) {
      assert.equal(question.search, question.search.toLowerCase(), question.search);
      assert.equal(normaliseSearchWord(question.search), question.search, question.search);
      assert.ok(!question.search.includes("¿"), question.search);
      assert.ok(question.search.length <= LIMITS.searchQuery, question.search);
    }
    assert.equal(new Set(all.map((question) => question.search)).size, all.length);
  });

  test("the halves are disjoint", () => {
    const tuning = new Set(TUNING_QUESTIONS_ES.map((question) => question.search));
    const shared = HELD_BACK_QUESTIONS_ES.filter((question) => tuning.has(question.search));
    assert.deepEqual(shared, []);
  });

  test("the sizes per kind are those of the header, half of each kind in each set", () => {
    const sizes = (questions: RelevanceQuestionEs[]) =>
      Object.fromEntries(
        QUESTION_KINDS_ES.map((kind: QuestionKindEs) => [
          kind,
          questions.filter((question) => question.kind === kind).length,
        ]),
      );
    const tuning = { sound: 8, letters: 6, texting: 7, rambling: 5, everyday: 9, fallback: 3 };
    const heldBack = { sound: 8, letters: 6, texting: 6, rambling: 6, everyday: 9, fallback: 3 };
    assert.deepEqual(sizes(TUNING_QUESTIONS_ES), { ...tuning, "no-answer": 7 });
    assert.deepEqual(sizes(HELD_BACK_QUESTIONS_ES), { ...heldBack, "no-answer": 7 });
    assert.equal(TUNING_QUESTIONS_ES.length, 45);
    assert.equal(HELD_BACK_QUESTIONS_ES.length, 45);
    for (const kind of QUESTION_KINDS_ES) {
      const inTuning = TUNING_QUESTIONS_ES.filter((question) => question.kind === kind).length;
      const inHeldBack = HELD_BACK_QUESTIONS_ES.filter((question) => question.kind === kind).length;
      assert.ok(
        Math.abs(inTuning - inHeldBack) <= 1,
        `${kind}: ${String(inTuning)} and ${String(inHeldBack)}`,
      );
    }
  });
});
