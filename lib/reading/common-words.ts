import { daleChall } from "dale-chall";

/**
 * The common English words of issue 17: the New Dale-Chall list (1995) of about 3,000 words that
 * most fourth-grade readers know, the list readability research has used for decades
 * (docs/decisions/0026). It lists base forms, so a word is common when it, or its base form, is
 * on the list: "reads", "reading", "babies", "happier", "running".
 */
const COMMON = new Set<string>(daleChall);

/** Endings of English inflections, and what each may have replaced ("babies" → "baby"). */
const ENDINGS: readonly (readonly [string, readonly string[]])[] = [
  ["'s", [""]],
  ["s'", ["s"]],
  ["ies", ["y"]],
  ["ied", ["y"]],
  ["ier", ["y"]],
  ["iest", ["y"]],
  ["ily", ["y"]],
  ["es", ["", "e"]],
  ["s", [""]],
  ["ed", ["", "e"]],
  ["ing", ["", "e"]],
  ["er", ["", "e"]],
  ["est", ["", "e"]],
  ["ly", [""]],
];

function baseForms(word: string): string[] {
  const forms = [word];
  for (const [ending, replacements] of ENDINGS) {
    if (!word.endsWith(ending) || word.length <= ending.length + 1) continue;
    const stem = word.slice(0, -ending.length);
    for (const replacement of replacements) forms.push(stem + replacement);
    // "running" → "run", "bigger" → "big".
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) forms.push(stem.slice(0, -1));
  }
  return forms;
}

/** Whether a lower-case word is common: on the list itself or by its base form. */
export function isCommonWord(word: string): boolean {
  const plain = word.toLowerCase().replace(/[’‘]/g, "'");
  if (!/\p{L}/u.test(plain)) return true;
  // Hyphenated and contracted words are common when each part is ("well-known", "don't").
  const parts = plain.split(/[-']/).filter((part) => part.length > 1);
  if (parts.length > 1) return parts.every(isCommonWord);
  return baseForms(plain).some((form) => COMMON.has(form));
}
