// A page's HTML in ASCII only, for the pages served from Next.js's cache
// (lib/server/csp-cache-handler.mjs).
//
// Why: V8 keeps a string with any character past U+00FF ("…", "←", "’", most of what staff type)
// as two bytes a character, and Node.js encodes such a string to UTF-8 anew on every write. For
// /faq's 100 kB that cost about 0.25 ms of CPU per visit, against 0.05 ms for the same page in
// ASCII, which is copied as it is (issue 41; docs/decisions/0053). The page the browser reads is
// the same: outside scripts and styles each character becomes a character reference (&#x2026;),
// which HTML reads back as the character, in text, attributes and <title> alike; inside a script
// (Next.js's flight data, the JSON-LD) each becomes a \u escape, which only ever stands inside a
// string there; inside a style, a CSS escape.
//
// Plain JavaScript, as the cache handler that uses it is.

const NOT_ASCII = /[^\x00-\x7f]/;

/** A <script> or <style> element: its opening tag, its text and its closing tag. */
const RAW_TEXT_ELEMENT = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi;

/** @param {string} text */
function characterReferences(text) {
  return text.replace(
    /[^\x00-\x7f]/gu,
    (character) => `&#x${(character.codePointAt(0) ?? 0).toString(16)};`,
  );
}

/** @param {string} code */
function scriptEscapes(code) {
  // One escape per UTF-16 unit: a character past U+FFFF is the pair of escapes JavaScript and
  // JSON both read back as it.
  return code.replace(
    /[^\x00-\x7f]/g,
    (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** @param {string} css */
function cssEscapes(css) {
  return css.replace(
    /[^\x00-\x7f]/gu,
    (character) => `\\${(character.codePointAt(0) ?? 0).toString(16)} `,
  );
}

/**
 * The same page with every character past ASCII written as an escape the browser reads back as
 * that character; `html` itself when it is ASCII already.
 *
 * @param {string} html
 * @returns {string}
 */
export function asciiHtml(html) {
  if (!NOT_ASCII.test(html)) return html;
  let ascii = "";
  let from = 0;
  for (const match of html.matchAll(RAW_TEXT_ELEMENT)) {
    const [element, open, name, text, close] = match;
    const inside = name.toLowerCase() === "script" ? scriptEscapes(text) : cssEscapes(text);
    ascii += characterReferences(html.slice(from, match.index)) + open + inside + close;
    from = match.index + element.length;
  }
  // Pieces cut from a string of two bytes a character keep that width, even when every one is
  // ASCII: read back from bytes, the page becomes a string of one byte a character.
  return Buffer.from(ascii + characterReferences(html.slice(from)), "latin1").toString("latin1");
}
