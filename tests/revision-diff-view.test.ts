import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { RevisionDiffView } from "@/components/revisions/revision-diff-view";
import { revisionDiff } from "@/lib/faq/revision-diff";

/**
 * Issue 30: History's comparison keeps the words apart. A removed word and the added word that
 * replaces it touch in the diff, and were drawn as one ("bluebellmarigold", "next toon").
 */

/** The answer's comparison as rendered: the markup inside its paragraph. */
function renderAnswer(current: string, revision: string): string {
  const fields = revisionDiff(
    { question: "<p>Q?</p>", answer: `<p>${current}</p>`, tags: "", phrasings: [] },
    { question: "<p>Q?</p>", answer: `<p>${revision}</p>`, tags: "", phrasings: [] },
  ).filter((field) => field.label === "Answer");
  const html = renderToStaticMarkup(createElement(RevisionDiffView, { fields }));
  const inner = /<p class="revision-diff-text">(.*?)<\/p>/s.exec(html)?.[1];
  assert.ok(inner !== undefined, html);
  return inner;
}

const decode = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** What a sighted reader sees: the hidden "added:" and "removed:" left out. */
const seen = (html: string) =>
  decode(html.replace(/<span class="visually-hidden">.*?<\/span>/g, ""));
/** What a screen reader says. */
const heard = (html: string) => decode(html);
const words = (text: string) => text.match(/[\p{L}\p{N}']+/gu) ?? [];

describe("RevisionDiffView (issue 30: the spaces between words)", () => {
  test("a replaced word and its replacement are two words, each marked in colour and in words", () => {
    const html = renderAnswer("Join the bluebell group today.", "Join the marigold group today.");
    assert.equal(seen(html), "Join the bluebell marigold group today.");
    assert.equal(heard(html), "Join the removed: bluebell added: marigold group today.");
    assert.match(html, /<del><span class="visually-hidden">removed: <\/span>bluebell<\/del>/);
    assert.match(html, /<ins><span class="visually-hidden">added: <\/span>marigold<\/ins>/);
  });

  test("a short word replaced keeps its space", () => {
    const html = renderAnswer("We meet next to the library.", "We meet next on the library.");
    assert.equal(seen(html), "We meet next to on the library.");
  });

  test("the marks hold words, not the spaces around them", () => {
    const html = renderAnswer("Come in the morning", "Come in the evening please");
    assert.equal(seen(html), "Come in the morning evening please");
    assert.doesNotMatch(html, /<(ins|del)>(<span[^>]*>[^<]*<\/span>)?\s|\s<\/(ins|del)>/);
  });

  const PAIRS: [string, string][] = [
    ["Join the bluebell group today.", "Join the marigold group today."],
    ["A dog", "A big dog"],
    ["A big dog", "A dog"],
    ["Books are free. Ask us.", "Books are free. Ask a coach."],
    ["one two three", "one three two"],
    ["red green", "blue yellow"],
    ["Most courses last 10 weeks.", "Most courses last ten weeks, or 12 in summer."],
  ];

  for (const [current, revision] of PAIRS) {
    test(`"${current}" against "${revision}": every word drawn apart, and each text whole`, () => {
      const html = renderAnswer(current, revision);
      const known = new Set([...words(current), ...words(revision)]);
      for (const word of words(seen(html))) assert.ok(known.has(word), `"${word}" in ${html}`);
      assert.deepEqual(words(seen(html.replace(/<ins>.*?<\/ins>/gs, ""))), words(current));
      assert.deepEqual(words(seen(html.replace(/<del>.*?<\/del>/gs, ""))), words(revision));
    });
  }
});
