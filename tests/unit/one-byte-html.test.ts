import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { oneByteHtml } from "@/lib/server/one-byte-html.mjs";

// A cached page is served as a string of one byte a character (lib/server/one-byte-html.mjs,
// issue 41): the same page for the browser, written so that Node.js need not encode it anew on
// every visit.

const PAST_ONE_BYTE = /[^\x00-\xff]/;

/** What a script's or JSON's string reads back as, from its source. */
const readBack = (source: string): unknown => JSON.parse(source);

describe("a page one byte a character", () => {
  test("a page with no character past U+00FF reads the same, accents included", () => {
    const html = '<p title="Ayuda">¿Cómo leo con mi niño? &amp; café</p><script>"é"</script>';
    assert.equal(oneByteHtml(html), html);
  });

  test("text and attributes: a character reference for each character past U+00FF", () => {
    assert.equal(
      oneByteHtml('<input placeholder="e.g. reading…"><a href="/faq">← All</a><title>“Hi”</title>'),
      '<input placeholder="e.g. reading&#x2026;"><a href="/faq">&#x2190; All</a>' +
        "<title>&#x201c;Hi&#x201d;</title>",
    );
    assert.equal(oneByteHtml("<p>Read 📚 daily, señor</p>"), "<p>Read &#x1f4da; daily, señor</p>");
  });

  test("scripts: a \\u escape for each, which the script reads back as the same text", () => {
    const flight = '[1,"Searching… ¿Qué? 📚"]';
    const page = `<p>…</p><script>self.__next_f.push(${flight})</script>`;
    const written = oneByteHtml(page);
    assert.ok(!PAST_ONE_BYTE.test(written), written);
    const pushed = /push\((.*)\)<\/script>/.exec(written)?.[1] ?? "";
    assert.deepEqual(readBack(pushed), readBack(flight));
    assert.ok(written.startsWith("<p>&#x2026;</p>"), "the text outside the script as references");
  });

  test("JSON-LD reads back as the same data", () => {
    const data = { "@type": "FAQPage", name: "¿Cómo leo con mi hijo? — paso a paso" };
    const page = `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
    const written = oneByteHtml(page);
    assert.ok(!PAST_ONE_BYTE.test(written), written);
    const json = /<script[^>]*>([\s\S]*)<\/script>/.exec(written)?.[1] ?? "";
    assert.deepEqual(readBack(json), data);
  });

  test("styles: a CSS escape, and every element found, whatever its case", () => {
    assert.equal(
      oneByteHtml('<STYLE>.more::after{content:"…"}</STYLE><p>’</p><Script>"’"</Script>'),
      '<STYLE>.more::after{content:"\\2026 "}</STYLE><p>&#x2019;</p><Script>"\\u2019"</Script>',
    );
  });
});
