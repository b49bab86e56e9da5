import { SearchIndex } from "@/lib/search/index/search-index";
import type { FaqText } from "@/lib/search/index/segment";
import { Vocabulary } from "@/lib/search/index/vocabulary";
import { english } from "@/lib/search/language/english";
import type { Language } from "@/lib/search/language/language";
import { planSearch } from "@/lib/search/plan";
import { rankFaqs } from "@/lib/search/ranking";

/**
 * The search in this process (tests/unit/search-*.test.ts, tests/search-word-table.test.ts): FAQs
 * and vocabularies small enough to work out by hand, and a misspelt word's reading as one line.
 */

/** An FAQ as the index reads it: a question, and whatever else the test gives it. */
export function faq(id: number, question: string, more: Partial<FaqText> = {}): FaqText {
  return { id, question, answer: "", tags: "", phrasings: [], ...more };
}

/** A vocabulary of the words in `words` (apart by white space), each added `uses` times. */
export function vocabularyOf(language: Language, words: string, uses = 1): Vocabulary {
  const vocabulary = new Vocabulary(language);
  for (const word of words.trim().split(/\s+/)) {
    for (let use = 0; use < uses; use++) vocabulary.add(word);
  }
  return vocabulary;
}

/** How the vocabulary reads a typed word: "spelling: read", "sound: home", or null (unread). */
export function readingIn(vocabulary: Vocabulary): (typed: string) => string | null {
  return (typed) => {
    const correction = vocabulary.correct(typed);
    return correction ? `${correction.how}: ${correction.words.join(", ")}` : null;
  };
}

/** An English search among `faqs` (no synonyms): what it looked for, and what it found. */
export function ranked(faqs: FaqText[], text: string) {
  const index = SearchIndex.build(english, faqs, []);
  const plan = planSearch(index, text);
  return { plan, ...rankFaqs(index, plan) };
}

/**
 * Spanish texts and their English, as an FAQ and its translation give them (docs/decisions/0044):
 * each Spanish word stands beside others, and only one English word is in every text it is in.
 */
export const TRANSLATED = [
  { source: "libro rojo", target: "red book" },
  { source: "libro azul", target: "blue book" },
  { source: "coche rojo", target: "red car" },
  { source: "el coche azul", target: "the blue car" },
];

/** The English word that each Spanish word of TRANSLATED is learned to stand for. */
export const LEARNED = [
  ["libro", "book"],
  ["rojo", "red"],
  ["azul", "blue"],
  ["coche", "car"],
] as const;
