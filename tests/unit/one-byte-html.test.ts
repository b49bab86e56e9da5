import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { asciiHtml } from "@/lib/server/ascii-html.mjs";

// A cached page is served in ASCII (lib/server/ascii-html.mjs, issue 41): the same page for the
// browser, written so that Node.js copies it instead of encoding it on every visit.

const NOT_ASCII = /[^\x00-\x7f]/;

/** What a script's or JSON's string reads back as, from its source. */
const readBack = (source: string): unknown => JSON.parse(source);

describe("a page in ASCII", () => {
  test("a page in ASCII already is the very same string", () => {
    const html = '<p title="Help">Reading &amp; writing</p><script>self.x=1</script>';
    assert.equal(asciiHtml(html), html);
  });

  test("text and attributes: a character reference for each character past ASCII", () => {
    assert.equal(
      asciiHtml('<input placeholder="e.g. reading…"><p>Niño, café £5 ©</p><title>¿Qué?</title>'),
      '<input placeholder="e.g. reading&#x2026;"><p>Ni&#xf1;o, caf&#xe9; &#xa3;5 &#xa9;</p>' +
        "<title>&#xbf;Qu&#xe9;?</title>",
    );
    assert.equal(asciiHtml("<p>Read 📚 daily</p>"), "<p>Read &#x1f4da; daily</p>");
  });

  test("scripts: a \\u escape for each, which the script reads back as the same text", () => {
    const flight = '[1,"Searching… ¿Qué? 📚"]';
    const page = `<p>…</p><script>self.__next_f.push(${flight})</script>`;
    const ascii = asciiHtml(page);
    assert.ok(!NOT_ASCII.test(ascii), ascii);
    const pushed = /push\((.*)\)<\/script>/.exec(ascii)?.[1] ?? "";
    assert.deepEqual(readBack(pushed), readBack(flight));
    assert.ok(ascii.startsWith("<p>&#x2026;</p>"), "the text outside the script as references");
  });

  test("JSON-LD reads back as the same data", () => {
    const data = { "@type": "FAQPage", name: "¿Cómo leo con mi hijo? — paso a paso" };
    const page = `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
    const ascii = asciiHtml(page);
    assert.ok(!NOT_ASCII.test(ascii), ascii);
    const json = /<script[^>]*>([\s\S]*)<\/script>/.exec(ascii)?.[1] ?? "";
    assert.deepEqual(readBack(json), data);
  });

  test("styles: a CSS escape, and every element found, whatever its case", () => {
    assert.equal(
      asciiHtml('<STYLE>.more::after{content:"…"}</STYLE><p>é</p><Script>"é"</Script>'),
      '<STYLE>.more::after{content:"\\2026 "}</STYLE><p>&#xe9;</p><Script>"\\u00e9"</Script>',
    );
  });
});
