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
  /**
   * The corrections worked out so far, by typed word (issue 41): visitors type the same few
   * misspellings again and again, and working one out again was the search's largest cost. Only
   * what the words hold decides a correction, so the memo is emptied when a word is added.
   */
  private readonly corrected = new Map<string, Correction | null>();

  constructor(private readonly language: Language) {
    for (const word of language.stopWords) this.add(word);
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  add(word: string): void {
    if (this.words.has(word)) return;
    this.corrected.clear();
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
   * The words a word the vocabulary lacks was meant to be, best first (decision 0047), or null
   * if none is close, or if the word is too short. Two kinds of evidence, weighed together:
   * - letters: the closest spellings (trigram similarity at least 0.35 and few letters changed:
   *   "reed" shares trigrams with "reduced" but is not a spelling of it; few for the shorter of
   *   the two words, so "cursiva" is no spelling of "curso"; or one letter off, which a short
   *   word's trigrams barely show: "dook");
   * - sound: the words that sound alike (the same sound code, or one a letter shorter or
   *   longer), a letter more allowed than for a spelling, and for a long code, which few words
   *   share, up to half the letters ("vokabyoolery" is "vocabulary"); when nothing is close,
   *   also as the language may hear the word's ending (Language.soundVariants: "todla" as
   *   "todler").
   * Each candidate costs the letters changed, less one when it sounds the same (a half when its
   * code is a letter off): "reed" is "read" before "need", "hoam" "home" before "him". A word
   * of three letters is corrected only when both agree: one letter changed for another, the
   * same sound ("sun" is "son").
   */
  correct(word: string): Correction | null {
    const known = this.corrected.get(word);
    if (known !== undefined) return known;
    const correction = this.correctAfresh(word);
    if (this.corrected.size >= CORRECTIONS_REMEMBERED) this.corrected.clear();
    this.corrected.set(word, correction);
    return correction;
  }

  private correctAfresh(word: string): Correction | null {
    const letters = Array.from(word).length;
    const limit = allowedDistance(word);
    const sound = this.language.sound(word);
    const found = new Map<string, Candidate>();
    const consider = (candidate: Candidate) => {
      const known = found.get(candidate.word);
      if (!known || candidate.cost < known.cost) found.set(candidate.word, candidate);
    };
    if (letters >= MIN_CORRECTION_LENGTH) {
      for (const spelt of this.spellings(word, limit)) {
        const alike = this.alike(sound, this.language.sound(spelt.word));
        consider({ ...spelt, how: "spelling", cost: spelt.changed - alike });
      }
    }
    // A word shorter than the language's sound codes need is corrected only when letters and
    // sound agree: one letter changed for another, the same code ("sun" is "son"; "bus" is not
    // "busy").
    const short = letters < this.language.minSoundLength;
    if (letters >= Math.min(SHORTEST_CORRECTED, this.language.minSoundLength)) {
      const hear = (as: string, penalty: number) => {
        for (const alike of this.soundsAlike(as, limit)) {
          const swapped = alike.changed <= 1 && alike.word.length === word.length;
          if (short && (!swapped || alike.alike < 1)) continue;
          if (penalty > 0 && alike.alike < 1) continue;
          consider({ ...alike, how: "sound", cost: alike.changed - alike.alike + penalty });
        }
      };
      hear(word, 0);
      // Its ending heard otherwise only when nothing else is close, and then the same sound
      // only: "todla" is "toddler", "forever" no "for".
      if (found.size === 0) {
        for (const variant of this.language.soundVariants?.(word) ?? []) {
          hear(variant, VARIANT_PENALTY);
        }
      }
    }
    // A stop word only when it is nearly certain ("abowt", "becuase"): a word the FAQs do not
    // use is not made a filler because a short one sounds a little like it ("waste", "was").
    const candidates = [...found.values()].filter(
      ({ word: meant, cost }) => cost <= 1 || !this.language.stopWords.has(meant),
    );
    if (candidates.length === 0) return null;
    candidates.sort((a, b) => a.cost - b.cost || b.score - a.score || (a.word < b.word ? -1 : 1));
    const best = candidates[0] ?? { cost: 0, score: 0, how: "spelling" as const };
    return {
      how: best.how,
      words: candidates
        .filter(({ cost, score }) => cost === best.cost && score >= best.score - CORRECTION_MARGIN)
        .slice(0, MAX_CORRECTIONS)
        .map((candidate) => candidate.word),
    };
  }

  /** 1 when two sound codes are the same, a half when one is the other and a letter, else 0. */
  private alike(a: string, b: string): number {
    if (!a || !b) return 0;
    if (a === b) return 1;
    const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
    if (longer.length !== shorter.length + 1) return 0;
    for (let i = 0; i < longer.length; i++) {
      if (longer.slice(0, i) + longer.slice(i + 1) === shorter) return 0.5;
    }
    return 0;
  }

  /** The close spellings of a word, by trigrams and letters changed. */
  private spellings(word: string, limit: number): Spelt[] {
    const own = trigrams(word);
    const shared = new Map<string, number>();
    for (const trigram of own) {
      for (const candidate of this.byTrigram.get(trigram) ?? []) {
        shared.set(candidate, (shared.get(candidate) ?? 0) + 1);
      }
    }
    // Close in letters as well as in trigrams ("reduced" shares trigrams with "reed" but is not
    // a spelling of it); or one letter off, which a short word's trigrams barely show ("dook").
    const spelt: Spelt[] = [];
    for (const [candidate, count] of shared) {
      const score = count / (own.size + (this.words.get(candidate) ?? 0) - count);
      const changed = distance(candidate, word);
      if (changed > Math.min(limit, allowedDistance(candidate))) continue;
      if (score < SIMILARITY_THRESHOLD && changed > 1) continue;
      spelt.push({ word: candidate, score, changed });
    }
    return spelt;
  }

  /** The words that sound like a word, with the letters changed and how alike they sound. */
  private soundsAlike(word: string, limit: number): (Spelt & { alike: number })[] {
    const sound = this.language.sound(word);
    if (!sound) return [];
    const own = trigrams(word);
    // Spelt as it sounds, a word may change a letter more ("fluwensee", "ebuk"): the same code
    // allows one letter more than the usual limit, and a code of four letters or more (few words
    // share it) up to half the word's; a code one letter off the usual limit.
    const letters = Array.from(word).length;
    const long = Array.from(sound).length >= LONG_SOUND;
    const alike: (Spelt & { alike: number })[] = [];
    const consider = (code: string) => {
      const same = code === sound;
      const allowed = !same
        ? limit
        : long
          ? Math.max(limit + 1, Math.floor(letters / 2) + 1)
          : limit + 1;
      for (const candidate of this.bySound.get(code) ?? []) {
        const changed = distance(candidate, word);
        if (changed > allowed) continue;
        const theirs = trigrams(candidate);
        let shared = 0;
        for (const trigram of theirs) if (own.has(trigram)) shared += 1;
        // A short code alone is not enough when letters changed: some letters stay ("ideer" is
        // not "add", "waste" not "ease"); a long one is ("uwairnis" is "awareness").
        if (shared === 0 && changed > 1 && !(same && long)) continue;
        const score = shared / (own.size + theirs.size - shared);
        alike.push({ word: candidate, changed, score, alike: same ? 1 : 0.5 });
      }
    };
    consider(sound);
    if (sound.length > 1) consider(sound.slice(0, -1));
    for (const code of this.longerSounds.get(sound) ?? []) consider(code);
    return alike;
  }
}

/** A candidate spelling: letters changed and trigram similarity. */
interface Spelt {
  word: string;
  changed: number;
  score: number;
}

/** A word a typed one may have been meant as, by letters or by sound, and what it costs. */
interface Candidate extends Spelt {
  how: Correction["how"];
  cost: number;
}

/** A sound code this long is shared by few words: a sound spelling may change more letters. */
const LONG_SOUND = 4;
/** Typed words whose correction is remembered, at most (a few hundred kB). */
const CORRECTIONS_REMEMBERED = 10_000;

/** No word shorter than this is corrected ("wen" is shorthand, "ow" noise). */
const SHORTEST_CORRECTED = 3;
/** What hearing a word's ending otherwise ("todla" as "todler") costs a correction. */
const VARIANT_PENALTY = 0.5;
