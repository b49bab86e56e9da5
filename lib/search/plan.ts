import "server-only";

import { correctWords } from "@/lib/search/corrections";
import type { SearchedWord } from "@/lib/search/interpretation";
import type { Executor } from "@/lib/search/sql";
import { analyseWords, type Lexeme, MIN_CORRECTION_LENGTH, searchWords } from "@/lib/search/words";

/** One typed word as searched: the lexemes it stands for, by how much they count. */
export interface WordGroup {
  /** As typed (exact stem, and for the last word its prefix): [lexeme, prefix?]. */
  typed: { lexeme: string; prefix: boolean }[];
  /** Searched instead or as well: corrections, sounds-alike words, synonyms. */
  instead: string[];
  /** The concrete lexemes to draw candidates from, with how many FAQs use each. */
  sources: Lexeme[];
  /** The most FAQs any of its lexemes is in: how common the word is. */
  faqs: number;
}

/** What a search looks for: its word groups and the words to tell the visitor. */
export interface SearchPlan {
  groups: WordGroup[];
  words: SearchedWord[];
}

/** Works out, word by word, what a search looks for. */
export async function planSearch(executor: Executor, text: string): Promise<SearchPlan> {
  const words = searchWords(text);
  if (words.length === 0) return { groups: [], words: [] };
  const analysed = await analyseWords(executor, words);
  const unknown = analysed.filter(
    (word) =>
      word.lexeme !== null &&
      word.faqs === 0 &&
      word.grows.length === 0 &&
      word.synonyms.length === 0 &&
      Array.from(word.plain).length >= MIN_CORRECTION_LENGTH,
  );
  const corrections = await correctWords(
    executor,
    unknown.map(({ plain }) => plain),
  );

  const groups: WordGroup[] = [];
  const told: SearchedWord[] = [];
  for (const word of analysed) {
    if (word.lexeme === null) {
      told.push({ typed: word.typed, match: "common", instead: [], synonyms: [] });
      continue;
    }
    const typed: WordGroup["typed"] = [];
    const sources: Lexeme[] = [];
    if (word.faqs > 0) {
      typed.push({ lexeme: word.lexeme, prefix: word.last });
      sources.push({ lexeme: word.lexeme, faqs: word.faqs });
    } else if (word.grows.length > 0) {
      typed.push({ lexeme: word.lexeme, prefix: true });
    }
    sources.push(...word.grows);

    const correction = corrections.get(word.plain);
    const replacements = (correction?.words ?? []).filter(({ faqs }) => faqs > 0);
    const synonyms = [...word.synonyms, ...(correction?.synonyms ?? [])];
    const instead = [...replacements, ...synonyms];
    sources.push(...instead);

    const match: SearchedWord["match"] =
      typed.length > 0
        ? "exact"
        : correction && (replacements.length > 0 || synonyms.length > 0)
          ? correction.how
          : synonyms.length > 0
            ? "synonym"
            : "none";
    told.push({
      typed: word.typed,
      match,
      instead:
        match === "spelling" || match === "sound"
          ? (correction?.words.map((w) => w.word) ?? [])
          : [],
      synonyms: [...new Set(synonyms.map(({ word: synonym }) => synonym))],
    });
    if (match === "none") continue;

    const prefixFaqs = word.grows.reduce((sum, { faqs }) => sum + faqs, 0);
    groups.push({
      typed,
      instead: [...new Set(instead.map(({ lexeme }) => lexeme))],
      sources: dedupe(sources),
      faqs: Math.max(word.faqs + prefixFaqs, ...instead.map(({ faqs }) => faqs)),
    });
  }
  return { groups, words: told };
}

export function dedupe(lexemes: Lexeme[]): Lexeme[] {
  const seen = new Map<string, Lexeme>();
  for (const lexeme of lexemes) if (!seen.has(lexeme.lexeme)) seen.set(lexeme.lexeme, lexeme);
  return [...seen.values()];
}
