import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  type FoundIn,
  GUESS_WEIGHT,
  joinResults,
  translatedText,
} from "@/lib/search/cross-language";
import { SearchIndex } from "@/lib/search/index/search-index";
import { pairsOfFaq, WordTable } from "@/lib/search/index/word-table";
import { english } from "@/lib/search/language/english";
import { spanish } from "@/lib/search/language/spanish";
import { planSearch } from "@/lib/search/plan";
import { htmlToText } from "@/lib/text/plain-text";

import { faq, LEARNED, TRANSLATED } from "../helpers/search";

// The Spanish pages' search among the FAQs not yet translated (issue 28; docs/decisions/0044):
// the English words a Spanish word stands for, learned from the translations (IBM Model 1), and
// the English FAQs found joining the Spanish results.

const PAIRS = [...TRANSLATED, { source: "los libros de 2024", target: "the books of 2024" }];

describe("the words learned", () => {
  const table = WordTable.learn(PAIRS, spanish, english);
  const of = (word: string) =>
    table.of(spanish.stem(word)).map(({ word: meant, chance }) => `${meant} ${chance.toFixed(2)}`);

  test("a word seen beside others is paired with the one that explains it", () => {
    for (const [word, meant] of LEARNED) {
      const [first, second] = table.of(spanish.stem(word));
      assert.ok(first, `${word} has a translation`);
      assert.equal(first.word, meant, word);
      assert.ok(first.chance > 0.6, `${word}: ${of(word).join(", ")}`);
      assert.ok(!second || second.chance < first.chance, "likeliest first");
    }
  });

  test("a word is searched as the FAQs write it most often; numbers and stop words teach nothing", () => {
    // "book" three times, "books" once: one stem, written "book".
    assert.equal(table.of(spanish.stem("libros"))[0]?.word, "book");
    assert.deepEqual(table.of("2024"), []);
    assert.deepEqual(table.of(spanish.stem("los")), []);
    assert.deepEqual(table.of(""), [], "the empty word is no word");
    assert.equal(table.size, 4);
    assert.equal(WordTable.empty.size, 0);
    assert.deepEqual(WordTable.empty.of("libr"), []);
  });

  test("the chances are IBM Model 1's, with an empty word, after eight rounds", () => {
    // Worked by a textbook implementation of the model (expectation-maximisation from a uniform
    // start, each target word explained by the empty word or one of its text's source words).
    const learned = WordTable.learn(
      [
        { source: "gato negro", target: "black cat" },
        { source: "gato", target: "cat" },
      ],
      spanish,
      english,
    );
    const chance = (word: string) => learned.of(spanish.stem(word))[0]?.chance.toFixed(4);
    assert.equal(chance("gato"), "0.9308");
    assert.equal(chance("negro"), "0.9740");
    assert.equal(learned.of(spanish.stem("gato"))[0]?.word, "cat");
  });

  test("at most two words each, none less likely than 0.2", () => {
    const learned = WordTable.learn(
      [
        { source: "gato", target: "cat kitten" },
        { source: "gato", target: "cat kitty" },
        { source: "gato", target: "cat kitten puss" },
      ],
      spanish,
      english,
    );
    const words = learned.of(spanish.stem("gato"));
    assert.deepEqual(
      words.map(({ word }) => word),
      ["cat", "kitten"],
    );
    assert.ok(
      words.every(({ chance }) => chance >= 0.2),
      JSON.stringify(words),
    );
  });
});

describe("an FAQ and its translation as pairs", () => {
  test("question to question, tags to tags, then block by block", () => {
    assert.deepEqual(
      pairsOfFaq(
        {
          question: "<p>¿Dónde está mi pedido?</p>",
          answer: "<h2>Envío</h2><p>Le mandamos un <b>correo</b>.</p><ul><li>Mire.</li></ul>",
          tags: "pedido",
        },
        {
          question: "<p>Where is my order?</p>",
          answer: "<h2>Delivery</h2><p>We send an <b>e-mail</b>.</p><ul><li>Look.</li></ul>",
          tags: "order",
        },
        htmlToText,
      ),
      [
        { source: "¿Dónde está mi pedido?", target: "Where is my order?" },
        { source: "pedido", target: "order" },
        { source: "Envío", target: "Delivery" },
        { source: "Le mandamos un correo.", target: "We send an e-mail." },
        { source: "Mire.", target: "Look." },
      ],
    );
  });

  test("answers whose blocks do not pair up, or have none, are one pair whole", () => {
    const whole = (from: string, to: string) =>
      pairsOfFaq(
        { question: "a", answer: from, tags: "" },
        { question: "b", answer: to, tags: "" },
        htmlToText,
      ).slice(2);
    assert.deepEqual(whole("<p>uno</p><p>dos</p>", "<p>one and two</p>"), [
      { source: "uno dos", target: "one and two" },
    ]);
    assert.deepEqual(whole("uno", "one"), [{ source: "uno", target: "one" }]);
  });
});

describe("a Spanish search among the English FAQs", () => {
  test("each word stands for the English words of its best reading; others stay as typed", () => {
    const index = SearchIndex.build(spanish, [faq(1, "libro rojo", { answer: "coche azul" })], []);
    const table = WordTable.learn(PAIRS, spanish, english);
    const text = (typed: string) => translatedText(index, table, planSearch(index, typed));
    assert.equal(text("quiero un libro rojo zoom"), "book red zoom");
    // "libr" is the start of "libro" (0.9) only: its best reading still stands for "book".
    assert.equal(text("rojo libr"), "red book");
    // "lybro" is read as "libro" (a spelling, 0.85).
    assert.equal(text("lybro"), "book");
    assert.equal(text("el"), "");
  });

  const found = (id: number, strength: number): FoundIn => ({
    ranked: { id, score: strength, terms: [], strength, next: 0 },
    index: SearchIndex.build(english, [], []),
  });
  const order = (joined: FoundIn[]) =>
    joined.map(({ ranked }) => `${String(ranked.id)} ${ranked.strength.toFixed(2)}`);

  test("an English FAQ goes before the first Spanish one it beats at 0.6 of its strength", () => {
    assert.equal(GUESS_WEIGHT, 0.6);
    const own = [found(1, 0.9), found(2, 0.5), found(3, 0.3)];
    // 1.0 × 0.6 = 0.6: after 1 (0.9), before 2 (0.5). 0.5 × 0.6 = 0.3: as strong as 3, so after.
    assert.deepEqual(order(joinResults(own, [found(10, 1), found(11, 0.5)], 10)), [
      "1 0.90",
      "10 0.60",
      "2 0.50",
      "3 0.30",
      "11 0.30",
    ]);
    assert.deepEqual(order(own), ["1 0.90", "2 0.50", "3 0.30"], "the lists are not changed");
  });

  test("each list keeps its order, and the joined list its limit", () => {
    const own = [found(1, 0.2)];
    assert.deepEqual(order(joinResults(own, [found(10, 0.5), found(11, 0.9)], 3)), [
      "10 0.30",
      "11 0.54",
      "1 0.20",
    ]);
    assert.deepEqual(order(joinResults([found(1, 0.9), found(2, 0.8)], [found(10, 1)], 2)), [
      "1 0.90",
      "2 0.80",
    ]);
    assert.deepEqual(joinResults([], [], 5), []);
  });
});
