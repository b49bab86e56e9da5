import type { SearchIndex } from "@/lib/search/index/search-index";
import { MIN_CORRECTION_LENGTH } from "@/lib/search/index/vocabulary";
import type { SearchedWord } from "@/lib/search/interpretation";
import { wordsOf } from "@/lib/search/language/language";

/**
 * Word groups past this many add little: a rambling question keeps its rarest ones, those used
 * by the fewest FAQs, wherever they were typed (a search is at most 200 characters, so every
 * word is read first).
 */
const MAX_GROUPS = 12;
/** Longer words a word being typed may grow into, the commonest first. */
const MAX_PREFIX_TERMS = 8;
/** How much a word searched instead of the typed one counts. */
export const WEIGHT = {
  exact: 1,
  joined: 1,
  prefix: 0.9,
  synonym: 0.9,
  spelling: 0.85,
  sound: 0.8,
  /** One half of two words typed apart that the FAQs write as one ("audio book"). */
  part: 0.6,
} as const;

/** One term a word group may match, and how much a match counts. */
export interface Alternative {
  term: number;
  weight: number;
}

/** One typed word (or two typed apart that the FAQs join) as searched. */
export interface WordGroup {
  typed: string;
  alternatives: Alternative[];
  /** Nothing in the FAQs matched it: it still counts when judging how well a result answers. */
  unmatched: boolean;
}

/** What a search looks for: its word groups and the words to tell the visitor. */
export interface SearchPlan {
  groups: WordGroup[];
  words: SearchedWord[];
}

/**
 * The typed words, texting shorthand read as what it stands for, and two stop words that ask
 * about something ("how much") followed by what they ask about ("cost").
 */
function typedWords(index: SearchIndex, text: string): string[] {
  const { shorthand, phrases } = index.language;
  const words = wordsOf(text).map((word) => shorthand.get(word) ?? word);
  const read: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const [word, next] = [words[i] ?? "", words[i + 1]];
    const asks = next === undefined ? undefined : phrases.get(`${word} ${next}`);
    if (next !== undefined && asks !== undefined) {
      read.push(word, next, asks);
      i++;
    } else {
      read.push(word);
    }
  }
  return read;
}

/** A word the FAQs never use split into two they do ("signup" is "sign up"), if it can be. */
function splitWord(index: SearchIndex, word: string): string[] | null {
  if (word.length < 5) return null;
  for (let cut = 2; cut <= word.length - 2; cut++) {
    const [left, right] = [word.slice(0, cut), word.slice(cut)];
    if (!index.knows(left) || !index.knows(right)) continue;
    const meaningful = [left, right].filter((part) => !index.language.stopWords.has(part));
    // A part that is not a stop word has three letters at least: "retired" is not "re tired".
    const words = meaningful.every((part) => part.length >= 3 && index.termOf(part) !== undefined);
    if (meaningful.length > 0 && words) {
      return meaningful;
    }
  }
  return null;
}

/**
 * Works out, word by word, what a search looks for (docs/decisions/0017 and 0037):
 * 1. stop words, shorthand for them included ("u", "wat"), are not searched;
 * 2. two typed words the FAQs write as one ("audio book", "some one") are searched as that word;
 * 3. each other word by its stem; the last one, or one the FAQs never use, also as the start of
 *    a longer word ("phon", "wheelch");
 * 4. the words the Admin listed as meaning the same (Search words) are searched as well;
 * 5. a word the FAQs never use: split in two if it is two they do ("signup"), else the word it
 *    was meant as, by its letters and its sound together (vocabulary.ts); a best correction that
 *    is a stop word ("abowt", "becuase") makes it one;
 * 6. else it is left out, but counts against the search's confidence (ranking.ts);
 * 7. of a long question, the MAX_GROUPS rarest words are searched.
 */
export function planSearch(index: SearchIndex, text: string): SearchPlan {
  const typed = typedWords(index, text);
  const groups: WordGroup[] = [];
  const told: SearchedWord[] = [];
  const stopWords = index.language.stopWords;

  for (let i = 0; i < typed.length; i++) {
    const word = typed[i] ?? "";
    const next = typed[i + 1];
    if (told.some((seen) => seen.typed === word)) continue;

    // Two words the FAQs write as one: "audio book", "some one", "wheel chair". Not a word and
    // the stop word after it that its stem takes in as an ending: Spanish "ayudar a" is no word
    // "ayudara" but "ayudar" again.
    if (next !== undefined && !(stopWords.has(word) && stopWords.has(next))) {
      const joined = index.termOf(word + next);
      const parts = [word, next]
        .filter((part) => !stopWords.has(part))
        .map((part) => index.termOf(part))
        .filter((term) => term !== undefined);
      if (joined !== undefined && !stopWords.has(word + next) && !parts.includes(joined)) {
        groups.push({
          typed: `${word} ${next}`,
          alternatives: [
            { term: joined, weight: WEIGHT.joined },
            ...parts.map((term) => ({ term, weight: WEIGHT.part })),
          ],
          unmatched: false,
        });
        told.push({ typed: `${word} ${next}`, match: "exact", instead: [], synonyms: [] });
        i++;
        continue;
      }
    }

    if (stopWords.has(word)) {
      told.push({ typed: word, match: "common", instead: [], synonyms: [] });
      continue;
    }

    const stem = index.stem(word);
    const alternatives: Alternative[] = [];
    const exact = index.termOf(word);
    if (exact !== undefined) alternatives.push({ term: exact, weight: WEIGHT.exact });
    const last = i === typed.length - 1;
    if (last || (exact === undefined && word.length >= MIN_CORRECTION_LENGTH)) {
      for (const term of index.termsStartingWith(stem, MAX_PREFIX_TERMS)) {
        alternatives.push({ term, weight: WEIGHT.prefix });
      }
    }
    const synonyms = synonymTerms(index, stem);
    const found = alternatives.length > 0;
    let match: SearchedWord["match"] = found ? "exact" : synonyms.length > 0 ? "synonym" : "none";
    let instead: string[] = [];

    if (!found) {
      const parts = exact === undefined ? splitWord(index, word) : null;
      const correction = parts || synonyms.length > 0 ? null : index.vocabulary.correct(word);
      if (parts) {
        for (const part of parts) {
          const term = index.termOf(part);
          if (term !== undefined) alternatives.push({ term, weight: WEIGHT.exact });
        }
        match = "exact";
      } else if (correction) {
        if (stopWords.has(correction.words[0] ?? "")) {
          told.push({ typed: word, match: "common", instead: [], synonyms: [] });
          continue;
        }
        for (const meant of correction.words) {
          const term = index.termOf(meant);
          if (term !== undefined) alternatives.push({ term, weight: WEIGHT[correction.how] });
          for (const other of synonymTerms(index, index.stem(meant))) {
            synonyms.push({ ...other, weight: other.weight * WEIGHT[correction.how] });
          }
        }
        if (alternatives.length > 0 || synonyms.length > 0) {
          match = correction.how;
          instead = correction.words;
        }
      }
    }
    alternatives.push(...synonyms);
    told.push({
      typed: word,
      match,
      instead,
      synonyms: [...new Set(synonyms.map(({ word: synonym }) => synonym))],
    });
    groups.push({ typed: word, alternatives: dedupe(alternatives), unmatched: match === "none" });
  }
  return { groups: rarest(index, groups), words: told };
}

/** At most MAX_GROUPS of a search's groups, in the order typed: the rarest (see MAX_GROUPS). */
function rarest(index: SearchIndex, groups: WordGroup[]): WordGroup[] {
  if (groups.length <= MAX_GROUPS) return groups;
  const used = (group: WordGroup) =>
    Math.max(0, ...group.alternatives.map(({ term }) => index.count(term)));
  const kept = new Set(
    groups
      .map((group, at) => ({ group, at, used: used(group) }))
      .sort((a, b) => a.used - b.used || a.at - b.at)
      .slice(0, MAX_GROUPS)
      .map(({ group }) => group),
  );
  return groups.filter((group) => kept.has(group));
}

/** The terms of the words listed as meaning the same as a stem, that some FAQ uses. */
function synonymTerms(index: SearchIndex, stem: string): (Alternative & { word: string })[] {
  const found: (Alternative & { word: string })[] = [];
  for (const other of index.synonymsOf(stem)) {
    const term = index.terms.find(other.stem);
    if (term !== undefined && index.count(term) > 0) {
      found.push({ term, weight: WEIGHT.synonym, word: other.word });
    }
  }
  return found;
}

/** Each term once, with the most it counts for. */
function dedupe(alternatives: Alternative[]): Alternative[] {
  const best = new Map<number, number>();
  for (const { term, weight } of alternatives) {
    best.set(term, Math.max(best.get(term) ?? 0, weight));
  }
  return [...best].map(([term, weight]) => ({ term, weight }));
}
