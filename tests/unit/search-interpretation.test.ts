import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { highlightHtml, inlineHtml } from "@/lib/search/highlight";
import {
  corrected,
  decodeInterpretation,
  encodeInterpretation,
  NO_INTERPRETATION,
  type SearchedWord,
  searchedOtherWords,
  SEARCH_INTERPRETATION_HEADER,
  type SearchInterpretation,
} from "@/lib/search/interpretation";

// What a search looked for, as the Search-Interpretation header carries it to the browser, and
// the words it marks in an answer (docs/decisions/0017-search-for-struggling-readers.md).

const word = (typed: string, match: SearchedWord["match"], more: Partial<SearchedWord> = {}) => ({
  typed,
  match,
  instead: [],
  synonyms: [],
  ...more,
});

describe("the Search-Interpretation header", () => {
  const interpretation: SearchInterpretation = {
    words: [word("niño", "spelling", { instead: ["niños"] }), word("el", "common")],
    confidence: "good",
    highlight: ["niños", "Ñandú"],
    language: "es",
  };

  test("is JSON with every letter past ASCII escaped, and reads back the same", () => {
    const value = encodeInterpretation(interpretation);
    assert.equal(SEARCH_INTERPRETATION_HEADER, "Search-Interpretation");
    assert.match(value, /^[\x20-\x7e]*$/);
    assert.ok(value.includes(String.raw`ni\u00f1o`), value);
    assert.ok(value.includes(String.raw`\u00d1and\u00fa`), value);
    assert.ok(
      encodeInterpretation({ ...NO_INTERPRETATION, highlight: ["\u007f"] }).includes(
        String.raw`\u007f`,
      ),
      "DEL is past ASCII's printable letters",
    );
    assert.ok(
      encodeInterpretation({ ...NO_INTERPRETATION, highlight: ["~"] }).includes('"~"'),
      "~ is ASCII",
    );
    assert.deepEqual(decodeInterpretation(value), interpretation);
  });

  test("anything unreadable, missing or of the wrong shape reads as no interpretation", () => {
    assert.deepEqual(decodeInterpretation(null), NO_INTERPRETATION);
    assert.deepEqual(decodeInterpretation(undefined), NO_INTERPRETATION);
    assert.deepEqual(decodeInterpretation(""), NO_INTERPRETATION);
    assert.deepEqual(decodeInterpretation("{not json"), NO_INTERPRETATION);
    assert.deepEqual(
      decodeInterpretation('{"words":"x","confidence":"sure","highlight":3,"language":"fr"}'),
      {
        words: [],
        confidence: "weak",
        highlight: [],
      },
    );
    assert.deepEqual(decodeInterpretation('{"language":"en"}'), {
      words: [],
      confidence: "weak",
      highlight: [],
      language: "en",
    });
    assert.deepEqual(NO_INTERPRETATION, { words: [], confidence: "weak", highlight: [] });
  });
});

describe("telling the visitor", () => {
  test("a spelling or a sound is a guess at what was meant; the rest are not", () => {
    assert.deepEqual(
      (["exact", "spelling", "sound", "synonym", "none", "common"] as const).map((match) =>
        corrected(word("x", match)),
      ),
      [false, true, true, false, false, false],
    );
  });

  test("is told when a word was replaced, widened or left out, not when all were found", () => {
    const told = (...words: SearchedWord[]) => searchedOtherWords({ ...NO_INTERPRETATION, words });
    assert.equal(told(word("reading", "exact"), word("the", "common")), false);
    assert.equal(told(word("reading", "exact"), word("redaing", "spelling")), true);
    assert.equal(told(word("fone", "sound")), true);
    assert.equal(told(word("parking", "none")), true);
    assert.equal(told(word("price", "synonym", { synonyms: ["cost"] })), true);
    assert.equal(told(word("cost", "exact", { synonyms: ["price"] })), true);
    assert.equal(told(), false);
  });
});

describe("highlighting", () => {
  test("the longer of two words that start alike is marked whole", () => {
    assert.equal(
      highlightHtml("<p>Readers read.</p>", ["read", "readers"]),
      "<p><mark>Readers</mark> <mark>read</mark>.</p>",
    );
  });

  test("a word is marked as itself, not as a pattern; an empty word marks nothing", () => {
    assert.equal(highlightHtml("<p>a.b and axb</p>", ["a.b"]), "<p><mark>a.b</mark> and axb</p>");
    assert.equal(highlightHtml("<p>C++ (and C)</p>", ["c++"]), "<p><mark>C++</mark> (and C)</p>");
    assert.equal(highlightHtml("<p>Reading</p>", [""]), "<p>Reading</p>");
    assert.equal(highlightHtml("<p>Reading</p>", []), "<p>Reading</p>");
  });

  test("not inside another word, including one with digits", () => {
    assert.equal(
      highlightHtml("<p>read2 2read reread read</p>", ["read"]),
      "<p>read2 2read reread <mark>read</mark></p>",
    );
  });

  test("a question's blocks become spans, to sit inside a button", () => {
    assert.equal(
      inlineHtml('<p class="x">Why?</p><ul><li>One</li></ul><ol><li>Two</li></ol><pre>p</pre>'),
      "<span>Why?</span><span><span>One</span></span><span><span>Two</span></span><pre>p</pre>",
    );
    assert.equal(inlineHtml("<pre><b>p</b></pre>"), "<pre><b>p</b></pre>");
  });
});
