// A page's HTML as a string of one byte a character, for the pages served from Next.js's cache
// (lib/server/csp-cache-handler.mjs).
//
// Why: V8 keeps a string with any character past U+00FF ("…", "←", "’", an emoji: much of what
// staff type) as two bytes a character, and Node.js encodes such a string to UTF-8 anew on every
// write. For /faq's 100 kB that cost about 0.25 ms of CPU a visit, against under 0.1 ms as one
// byte a character (issue 41; docs/decisions/0053). So each character past U+00FF is written as
// an escape the browser reads back as that very character: outside scripts and styles a
// character reference (&#x2026;), which HTML reads back in text, attributes and <title> alike;
// inside a script (Next.js's flight data, the JSON-LD) a \u escape, which only ever stands
// inside a string there; inside a style, a CSS escape. Latin letters with accents (Spanish's
// á, é, ñ, ¿) fit in one byte and stay as they are.
//
// Plain JavaScript, as the cache handler that uses it is.

const PAST_ONE_BYTE = /[^\x00-\xff]/u;

/** A <script> or <style> element: its opening tag, its text and its closing tag. */
const RAW_TEXT_ELEMENT = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi;

/** @param {string} text */
function characterReferences(text) {
  return text.replace(
    /[^\x00-\xff]/gu,
    (character) => `&#x${(character.codePointAt(0) ?? 0).toString(16)};`,
  );
}

/** @param {string} code */
function scriptEscapes(code) {
  // One escape per UTF-16 unit: a character past U+FFFF is the pair of escapes JavaScript and
  // JSON both read back as it.
  return code.replace(
    /[^\x00-\xff]/g,
    (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** @param {string} css */
function cssEscapes(css) {
  return css.replace(
    /[^\x00-\xff]/gu,
    (character) => `\\${(character.codePointAt(0) ?? 0).toString(16)} `,
  );
}

/**
 * The same page with every character past U+00FF written as an escape the browser reads back as
 * that character, as a string of one byte a character.
 *
 * @param {string} html
 * @returns {string}
 */
export function oneByteHtml(html) {
  let written = html;
  if (PAST_ONE_BYTE.test(html)) {
    written = "";
    let from = 0;
    for (const match of html.matchAll(RAW_TEXT_ELEMENT)) {
      const [element, open, name, text, close] = match;
      const inside = name.toLowerCase() === "script" ? scriptEscapes(text) : cssEscapes(text);
      written += characterReferences(html.slice(from, match.index)) + open + inside + close;
      from = match.index + element.length;
    }
    written += characterReferences(html.slice(from));
  }
  // A string made of pieces of a string of two bytes a character keeps that width even when every
  // character fits in one: read back from its bytes, it is one byte a character.
  return Buffer.from(written, "latin1").toString("latin1");
}
