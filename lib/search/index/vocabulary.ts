import type { Language } from "@/lib/search/language/language";

/** pg_trgm's default threshold: how alike two spellings must be to count as one misspelt. */
export const SIMILARITY_THRESHOLD = 0.35;
/** Corrections kept per word: the best ones, and any nearly as close (toddlr: toddler, toddlers). */
const MAX_CORRECTIONS = 3;
const CORRECTION_MARGIN = 0.1;
/**
 * Spelling matching needs a few letters to have something to go on; sounds-alike matching as many
 * as the language's code needs (Language.minSoundLength).
 */
export const MIN_CORRECTION_LENGTH = 4;

/** How far (Levenshtein) a correction, by spelling or by sound, may be from the typed word. */
export function allowedDistance(word: string): number {
  const letters = Array.from(word).length;
  return letters <= 4 ? 1 : letters <= 6 ? 2 : 3;
}

/** Letters that readers with dyslexia often swap for each other: changing one costs half. */
const MIRRORED = new Set(["bd", "db", "pq", "qp", "mw", "wm", "nu", "un", "bp", "pb", "dq", "qd"]);

/**
 * Letters changed between two words: insertions, deletions and substitutions cost 1, swapping two
 * neighbours ("raed") 1, and a mirrored letter ("dook" for book) half (optimal string alignment).
 */
export function distance(a: string, b: string): number {
  const [m, n] = [a.length, b.length];
  let before = new Array<number>(n + 1).fill(0);
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const current = new Array<number>(n + 1).fill(0);
    current[0] = i;
    for (let j = 1; j <= n; j++) {
      const [x, y] = [a[i - 1] ?? "", b[j - 1] ?? ""];
      const change = x === y ? 0 : MIRRORED.has(x + y) ? 0.5 : 1;
      let best = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + change,
      );
      if (i > 1 && j > 1 && x === b[j - 2] && a[i - 2] === y) {
        best = Math.min(best, (before[j - 2] ?? 0) + 1);
      }
      current[j] = best;
    }
    [before, previous] = [previous, current];
  }
  return previous[n] ?? 0;
}

/** The trigrams of a word as pg_trgm makes them: padded with two spaces before, one after. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const found = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3));
  return found;
}

export interface Correction {
  how: "spelling" | "sound";
  /** The words meant, best first; a stop word among them means the typed word was one. */
  words: string[];
}

/**
 * Every word the FAQs, the synonym list and the stop list use, with the trigrams and sound codes
 * to find a misspelt word's closest spellings. It only grows while the index lives; the index is
 * built again from the database now and then (store.ts), which drops words no longer used.
 */
export class Vocabulary {
  /** Each word, with the number of its trigrams (similarity's denominator). */
  private readonly words = new Map<string, number>();
  private readonly byTrigram = new Map<string, string[]>();
  private readonly bySound = new Map<string, string[]>();
  /** Sound codes by the code one letter shorter: the codes a letter longer than a typed one. */
  private readonly longerSounds = new Map<string, string[]>();

  constructor(private readonly language: Language) {
    for (const word of language.stopWords) this.add(word);
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  add(word: string): void {
    if (this.words.has(word)) return;
    const own = trigrams(word);
    this.words.set(word, own.size);
    if (Array.from(word).length < 3) return;
    for (const trigram of own) {
      const list = this.byTrigram.get(trigram);
      if (list) list.push(word);
      else this.byTrigram.set(trigram, [word]);
    }
    const sound = this.language.sound(word);
    if (sound) {
      const list = this.bySound.get(sound);
      if (list) list.push(word);
      else {
        this.bySound.set(sound, [word]);
        const shorter = sound.slice(0, -1);
        this.longerSounds.set(shorter, [...(this.longerSounds.get(shorter) ?? []), sound]);
      }
    }
  }

  /**
   * The closest spellings of a word the vocabulary lacks (trigram similarity at least 0.35 and
   * few letters changed: "reed" shares trigrams with "reduced" but is not a spelling of it; few
   * for the shorter of the two words, so "cursiva" is no spelling of "curso"), or
   * failing that the words that sound alike (the same sound code, or one a letter shorter or
   * longer), fewest letters changed first. Null if none is close, or if the word is too short
   * for either.
   */
  correct(word: string): Correction | null {
    const letters = Array.from(word).length;
    const limit = allowedDistance(word);
    if (letters >= MIN_CORRECTION_LENGTH) {
      const spelt = this.spellings(word, limit);
      if (spelt) return spelt;
    }
    return letters >= this.language.minSoundLength ? this.soundsAlike(word, limit) : null;
  }

  /** The closest spellings of a word, or null. */
  private spellings(word: string, limit: number): Correction | null {
    const own = trigrams(word);
    const shared = new Map<string, number>();
    for (const trigram of own) {
      for (const candidate of this.byTrigram.get(trigram) ?? []) {
        shared.set(candidate, (shared.get(candidate) ?? 0) + 1);
      }
    }
    // Close in letters as well as in trigrams ("reduced" shares trigrams with "reed" but is not
    // a spelling of it); or one letter off, which a short word's trigrams barely show ("dook").
    const spelt: { word: string; score: number; changed: number }[] = [];
    for (const [candidate, count] of shared) {
      const score = count / (own.size + (this.words.get(candidate) ?? 0) - count);
      const changed = distance(candidate, word);
      if (changed > Math.min(limit, allowedDistance(candidate))) continue;
      if (score < SIMILARITY_THRESHOLD && changed > 1) continue;
      spelt.push({ word: candidate, score, changed });
    }
    if (spelt.length > 0) {
      spelt.sort(
        (a, b) => a.changed - b.changed || b.score - a.score || (a.word < b.word ? -1 : 1),
      );
      const best = spelt[0] ?? { changed: 0, score: 0 };
      return {
        how: "spelling",
        words: spelt
          .filter(
            ({ changed, score }) =>
              changed === best.changed && score >= best.score - CORRECTION_MARGIN,
          )
          .slice(0, MAX_CORRECTIONS)
          .map((found) => found.word),
      };
    }
    return null;
  }

  /** The words that sound like a word, fewest letters changed first, or null. */
  private soundsAlike(word: string, limit: number): Correction | null {
    const sound = this.language.sound(word);
    if (!sound) return null;
    // Spelt as it sounds, a word may change a letter more ("fluwensee", "ebuk"): the same code
    // allows one letter more than the usual limit, a code one letter off the usual limit.
    const alike: { word: string; distance: number }[] = [];
    const consider = (code: string) => {
      const allowed = code === sound ? limit + 1 : limit;
      for (const candidate of this.bySound.get(code) ?? []) {
        const changed = distance(candidate, word);
        if (changed <= allowed) alike.push({ word: candidate, distance: changed });
      }
    };
    consider(sound);
    if (sound.length > 1) consider(sound.slice(0, -1));
    for (const code of this.longerSounds.get(sound) ?? []) consider(code);
    if (alike.length === 0) return null;
    alike.sort((a, b) => a.distance - b.distance || (a.word < b.word ? -1 : 1));
    const best = alike[0]?.distance ?? 0;
    return {
      how: "sound",
      words: [
        ...new Set(alike.filter((found) => found.distance === best).map((f) => f.word)),
      ].slice(0, MAX_CORRECTIONS),
    };
  }
}
