import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { highlightHtml, htmlToText, inlineHtml, slugify } from "@/lib/highlight";

describe("search highlighting", () => {
  test("marks word forms of the search in text, not in markup", () => {
    assert.equal(
      highlightHtml(
        '<p>Reading at home: <a href="https://example.org/read">read</a> daily.</p>',
        "reads",
      ),
      '<p><mark>Reading</mark> at home: <a href="https://example.org/read"><mark>read</mark></a> daily.</p>',
    );
  });

  test("leaves HTML alone when the search has no usable words", () => {
    assert.equal(highlightHtml("<p>Phonics</p>", " ! "), "<p>Phonics</p>");
  });

  test("does not mark the middle of a word", () => {
    assert.equal(highlightHtml("<p>spread the word</p>", "read"), "<p>spread the word</p>");
  });

  test("question HTML becomes inline, text is plain, slugs are readable", () => {
    assert.equal(
      inlineHtml("<p>How <strong>long</strong>?</p>"),
      "<span>How <strong>long</strong>?</span>",
    );
    assert.equal(
      htmlToText("<p>Fish &amp; chips</p><ul><li>one</li><li>two</li></ul>"),
      "Fish & chips one two",
    );
    assert.equal(
      slugify("How long should we read together each day?"),
      "how-long-should-we-read-together-each-day",
    );
  });
});
