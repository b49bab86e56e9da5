import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { highlightHtml, inlineHtml } from "@/lib/search/highlight";
import { htmlToText, slugify } from "@/lib/text/plain-text";

describe("search highlighting", () => {
  test("marks the words the database matched, in text, not in markup", () => {
    assert.equal(
      highlightHtml('<p>Reading at home: <a href="https://example.org/read">read</a> daily.</p>', [
        "reading",
        "read",
      ]),
      '<p><mark>Reading</mark> at home: <a href="https://example.org/read"><mark>read</mark></a> daily.</p>',
    );
  });

  test("marks only the words given: no stemming of its own", () => {
    assert.equal(
      highlightHtml("<p>A student studies; students study.</p>", ["studies", "study"]),
      "<p>A student <mark>studies</mark>; students <mark>study</mark>.</p>",
    );
    assert.equal(
      highlightHtml("<p>Readers read.</p>", ["read"]),
      "<p>Readers <mark>read</mark>.</p>",
    );
  });

  test("marks words with accents as written", () => {
    assert.equal(
      highlightHtml("<p>The café opens.</p>", ["café"]),
      "<p>The <mark>café</mark> opens.</p>",
    );
  });

  test("leaves HTML alone when there is nothing to mark", () => {
    assert.equal(highlightHtml("<p>Phonics</p>", []), "<p>Phonics</p>");
  });

  test("does not mark the middle of a word", () => {
    assert.equal(highlightHtml("<p>spread the word</p>", ["read"]), "<p>spread the word</p>");
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
