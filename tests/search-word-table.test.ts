import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { htmlText } from "@/lib/faq/sanitize";
import { translatedText } from "@/lib/search/cross-language";
import { SearchIndex } from "@/lib/search/index/search-index";
import { pairsOfFaq, WordTable } from "@/lib/search/index/word-table";
import { english } from "@/lib/search/language/english";
import { spanish } from "@/lib/search/language/spanish";
import { planSearch } from "@/lib/search/plan";

import { faq, LEARNED, TRANSLATED } from "./helpers/search";

// Issue 28: the English words that Spanish words stand for, learned from the FAQs that have both
// (docs/decisions/0044-words-learned-from-translations.md).

describe("words learned from translations", () => {
  test("each word is paired with the word that explains it, not with every word beside it", () => {
    const table = WordTable.learn(TRANSLATED, spanish, english);
    for (const [word, meant] of LEARNED) {
      const first = table.of(spanish.stem(word)).at(0);
      assert.ok(first, `${word} has a translation`);
      assert.equal(first.word, meant, word);
      assert.ok(first.chance > 0.5, `${word}: ${String(first.chance)}`);
    }
  });

  test("a word no translation uses stands for nothing", () => {
    const table = WordTable.learn(TRANSLATED, spanish, english);
    assert.deepEqual(table.of(spanish.stem("perro")), []);
    assert.equal(WordTable.empty.size, 0);
  });

  test("an FAQ pairs with its translation question by question and block by block", () => {
    const pairs = pairsOfFaq(
      {
        question: "<p>¿Dónde está mi pedido?</p>",
        answer: "<p>Le mandamos un correo.</p><ul><li>Mire el correo.</li></ul>",
        tags: "pedido, envío",
      },
      {
        question: "<p>Where is my order?</p>",
        answer: "<p>We send you an e-mail.</p><ul><li>Check the e-mail.</li></ul>",
        tags: "order, delivery",
      },
      htmlText,
    );
    assert.deepEqual(pairs, [
      { source: "¿Dónde está mi pedido?", target: "Where is my order?" },
      { source: "pedido, envío", target: "order, delivery" },
      { source: "Le mandamos un correo.", target: "We send you an e-mail." },
      { source: "Mire el correo.", target: "Check the e-mail." },
    ]);
  });

  test("answers whose blocks do not pair up are one pair whole", () => {
    const pairs = pairsOfFaq(
      { question: "<p>a</p>", answer: "<p>uno</p><p>dos</p>", tags: "" },
      { question: "<p>b</p>", answer: "<p>one and two</p>", tags: "" },
      htmlText,
    );
    assert.equal(pairs.at(-1)?.target, "one and two");
    assert.ok(pairs.at(-1)?.source.includes("dos"), JSON.stringify(pairs));
  });

  test("a Spanish search reads as the English words its words stand for; others as typed", () => {
    const index = SearchIndex.build(spanish, [faq(1, "libro rojo", { answer: "coche azul" })], []);
    const table = WordTable.learn(TRANSLATED, spanish, english);
    const text = translatedText(index, table, planSearch(index, "quiero un libro rojo zoom"));
    assert.deepEqual(text.split(" "), ["book", "red", "zoom"]);
  });
});
