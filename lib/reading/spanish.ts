import type { Sentence, Word } from "nlcst";
import { toString } from "nlcst-to-string";
import { retext } from "retext";
import { visit } from "unist-util-visit";

/**
 * How easy a Spanish text is to read, for the reading coach (issue 28; docs/decisions/
 * 0039-spanish-words.md): Szigriszt-Pazos's perspicuity (1993), read on Barrio-Cantalejo's INFLESZ
 * scale (2008), the pair Spanish plain-language work on patient and family information uses.
 * Flesch-Kincaid (analysis.ts) counts English syllables and English school grades; it says nothing
 * true of Spanish. Like analysis.ts, nothing here touches the network or the DOM.
 */

export const SPANISH_FORMULA = "Szigriszt-Pazos (INFLESZ)";

/** The INFLESZ scale's bands, by their own names. */
export type InfleszBand =
  "muy difícil" | "algo difícil" | "normal" | "bastante fácil" | "muy fácil";

export interface SpanishReadingEase {
  formula: typeof SPANISH_FORMULA;
  /** 0 (hardest) to 100 (easiest), rounded; null when the text has no words. */
  score: number | null;
  band: InfleszBand | null;
  words: number;
  sentences: number;
}

/** INFLESZ: below 40 very hard, 40–55 rather hard, 55–65 normal, 65–80 rather easy, above 80. */
export function infleszBand(score: number): InfleszBand {
  if (score < 40) return "muy difícil";
  if (score < 55) return "algo difícil";
  if (score < 65) return "normal";
  if (score <= 80) return "bastante fácil";
  return "muy fácil";
}

const STRONG = new Set(["a", "e", "o", "á", "é", "ó"]);
const WEAK = new Set(["i", "u", "ü"]);
/** A written accent on i or u splits it from the vowel beside it: país, día, baúl. */
const STRESSED_WEAK = new Set(["í", "ú"]);

const isVowel = (letter: string | undefined) =>
  letter !== undefined && (STRONG.has(letter) || WEAK.has(letter) || STRESSED_WEAK.has(letter));

/**
 * Two vowels side by side are one syllable (a diphthong: ciu-dad, cui-da-do) unless both are
 * strong (le-er, a-e-ro), one is an i or u with a written accent (pa-ís), or they are the same
 * weak vowel (chi-i-ta).
 */
function splits(before: string, after: string): boolean {
  if (STRONG.has(before) && STRONG.has(after)) return true;
  if (STRESSED_WEAK.has(before) || STRESSED_WEAK.has(after)) return true;
  return before === after;
}

/**
 * The syllables of a Spanish word as written, accents and all: its vowel nuclei. Spanish
 * syllables follow from the spelling, so counting vowel groups with the diphthong and hiatus
 * rules is exact for nearly every word. The one npm package that syllabifies Spanish (silabas)
 * is GPL, and hyphenation patterns (hyphen, Hypher) are for line breaks: they never leave a
 * single letter at a word's edge, so "aeropuerto" would count one syllable short.
 */
export function spanishSyllables(word: string): number {
  const letters = Array.from(word.normalize("NFC").toLowerCase()).map((letter, i, all) =>
    // A y that no vowel follows sounds as i: hay, muy, and the word "y".
    letter === "y" && !isVowel(all[i + 1]) ? "i" : letter,
  );
  let count = 0;
  letters.forEach((letter, i) => {
    if (!isVowel(letter)) return;
    const before = letters[i - 1];
    if (before === undefined || !isVowel(before) || splits(before, letter)) count += 1;
  });
  return Math.max(count, 1);
}

/** Abbreviations whose full stop ends no sentence ("el Sr. García"). */
const ABBREVIATIONS = new Set(["sr", "sra", "srta", "dr", "dra", "ud", "uds", "prof", "lic"]);

const processor = retext();

/** Reads a Spanish text and scores how easy it is: Szigriszt-Pazos on the INFLESZ scale. */
export function spanishReadingEase(text: string): SpanishReadingEase {
  /** `open`: the last sentence ended at an abbreviation and goes on in the next. */
  const counts = { sentences: 0, words: 0, syllables: 0, open: false };
  visit(processor.parse(text), "SentenceNode", (sentence: Sentence) => {
    let last = "";
    visit(sentence, "WordNode", (node: Word) => {
      const word = toString(node);
      if (!/\p{L}/u.test(word)) return;
      counts.words += 1;
      counts.syllables += spanishSyllables(word.replace(/[^\p{L}]/gu, ""));
      last = word.toLowerCase();
    });
    if (last === "") return;
    // The parser ends a sentence at an abbreviation's stop: the next one carries it on.
    counts.open = ABBREVIATIONS.has(last) && /\.\s*$/.test(toString(sentence));
    if (!counts.open) counts.sentences += 1;
  });
  if (counts.open) counts.sentences += 1;
  const { words, sentences, syllables } = counts;
  if (words === 0) {
    return { formula: SPANISH_FORMULA, score: null, band: null, words, sentences };
  }
  const perspicuity = 206.835 - (62.3 * syllables) / words - words / sentences;
  const score = Math.round(Math.min(100, Math.max(0, perspicuity)));
  return { formula: SPANISH_FORMULA, score, band: infleszBand(score), words, sentences };
}
