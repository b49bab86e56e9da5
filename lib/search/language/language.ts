/**
 * What the search needs to know of a language: the index and the query ask it for every word, so
 * a second language (its own stemmer, sounds-alike rules and stop words) is a second object of
 * this shape, not a second search.
 */
export interface Language {
  code: string;
  /** Words too common to search for. */
  stopWords: ReadonlySet<string>;
  /** Shorthand as people text it ("u", "pls") and the word it stands for. */
  shorthand: ReadonlyMap<string, string>;
  /** Two stop words that together ask about something ("how much": cost), and that word. */
  phrases: ReadonlyMap<string, string>;
  /** The word's stem: "reading", "reads" and "read" share one. */
  stem(word: string): string;
  /** A code that words which sound alike share ("reedin" and "reading" nearly). */
  sound(word: string): string;
  /**
   * The fewest letters a word the FAQs never use needs to be looked for by its sound: a code that
   * drops the vowels (Double Metaphone) fits too many short words, one that keeps them does not.
   */
  minSoundLength: number;
  /**
   * Other spellings of a word as it may have been heard, tried for their sound when nothing is
   * close to the word itself (vocabulary.ts): English said without its final "r" writes "todla"
   * for toddler.
   */
  soundVariants?(word: string): string[];
}

/** A language's word lists as written: each a text of words, so that a list reads as a list. */
export interface LanguageWords extends Omit<Language, "stopWords" | "shorthand" | "phrases"> {
  /** The stop words, apart by spaces or lines. */
  stopWords: string;
  /** Each shorthand with the word it stands for: "u=you ur=your". */
  shorthand: string;
  /** Each two words with the word they ask about, apart by commas: "how much=cost, how old=age". */
  phrases: string;
}

const listOf = (text: string) => text.split(/\s+/).filter(Boolean);
const pairsOf = (entries: string[]) =>
  new Map(entries.map((entry) => entry.split("=").map((side) => side.trim()) as [string, string]));

/** A language from its word lists as written (english.ts, spanish.ts). */
export function languageOf({ stopWords, shorthand, phrases, ...rest }: LanguageWords) {
  return {
    ...rest,
    stopWords: new Set(listOf(stopWords)),
    shorthand: pairsOf(listOf(shorthand)),
    phrases: pairsOf(phrases.split(",").filter((entry) => entry.trim())),
  } satisfies Language;
}

/**
 * The words of a text as the search reads them: lower case, accents and apostrophes removed
 * ("café" is "cafe", "doesn't" is "doesnt"), runs of letters and digits.
 */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/\p{M}+/gu, "")
      .replace(/(\p{L})['’](\p{L})/gu, "$1$2")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Remembers a function of one word: the vocabulary of FAQs and searches is small. */
export function remembered(
  of: (word: string) => string,
  limit = 200_000,
): (word: string) => string {
  const known = new Map<string, string>();
  return (word) => {
    let value = known.get(word);
    if (value === undefined) {
      value = of(word);
      if (known.size >= limit) known.clear();
      known.set(word, value);
    }
    return value;
  };
}
