import { type Language, remembered, wordsOf } from "@/lib/search/language/language";

/**
 * Which English words a Spanish word stands for, learned from the FAQs that have both
 * (docs/decisions/0044-words-learned-from-translations.md): the search of the Spanish pages
 * falls back to the English FAQs with these words when an FAQ has no Spanish translation yet.
 * Every translation staff publish teaches it more words; there is no list to keep.
 *
 * The table is IBM Model 1 (Brown et al., 1993), the first of the statistical word-alignment
 * models: over pairs of a text and its translation, expectation-maximisation finds for each
 * source word the chance that each target word is its translation. A word seen beside another
 * word that explains the target word better ("el" beside "libro" for "book") loses it to that
 * word, which is what plain counts of words seen together cannot do. Written here because no
 * maintained JavaScript package aligns words (the tools of the field, GIZA++ and fast_align, are
 * C++ programs), and the model is a few lines.
 */

/** A text and its translation, each a run of words: a question, a paragraph, a list item. */
export interface TextPair {
  source: string;
  target: string;
}

/** One English word a Spanish stem may stand for, and how likely. */
export interface Translation {
  /** The English word as the FAQs most often write it. */
  word: string;
  chance: number;
}

/** Rounds of expectation-maximisation: the chances settle within a few. */
const ROUNDS = 8;
/** A translation less likely than this is noise of the words it was seen beside. */
const MIN_CHANCE = 0.2;
/** The most English words one Spanish stem stands for. */
const MAX_TRANSLATIONS = 2;
/** The pairs learned from at most: the model's cost grows with them, its gain does not. */
const MAX_PAIRS = 5_000;

/** The stem of each word of a text that carries meaning: no stop words, no numbers. */
function stemsOf(text: string, language: Language, stem: (word: string) => string): string[] {
  return wordsOf(text)
    .filter((word) => !language.stopWords.has(word) && !/^\d+$/.test(word))
    .map(stem);
}

export class WordTable {
  private constructor(private readonly translations: ReadonlyMap<string, Translation[]>) {}

  static readonly empty = new WordTable(new Map());

  /** Learns the table from texts in `source`'s language and their translations in `target`'s. */
  static learn(pairs: readonly TextPair[], source: Language, target: Language): WordTable {
    const sourceStem = remembered((word) => source.stem(word));
    const targetStem = remembered((word) => target.stem(word));
    // The commonest way each target stem is written, to search it as a word.
    const written = new Map<string, Map<string, number>>();
    const sentences = pairs.slice(0, MAX_PAIRS).map(({ source: from, target: to }) => {
      const targetWords = wordsOf(to).filter(
        (word) => !target.stopWords.has(word) && !/^\d+$/.test(word),
      );
      for (const word of targetWords) {
        const forms = written.get(targetStem(word)) ?? new Map<string, number>();
        forms.set(word, (forms.get(word) ?? 0) + 1);
        written.set(targetStem(word), forms);
      }
      return {
        from: [...new Set(stemsOf(from, source, sourceStem))],
        to: targetWords.map(targetStem),
      };
    });

    // t(target | source), uniform to start; "" is the empty word, which explains target words
    // that translate nothing in the source.
    let chance = new Map<string, Map<string, number>>();
    const of = (from: string, to: string) => chance.get(from)?.get(to) ?? 1;
    for (let round = 0; round < ROUNDS; round++) {
      const counts = new Map<string, Map<string, number>>();
      for (const { from, to } of sentences) {
        const sources = ["", ...from];
        for (const word of to) {
          let total = 0;
          for (const s of sources) total += of(s, word);
          for (const s of sources) {
            const share = of(s, word) / total;
            const row = counts.get(s) ?? new Map<string, number>();
            row.set(word, (row.get(word) ?? 0) + share);
            counts.set(s, row);
          }
        }
      }
      chance = new Map(
        [...counts].map(([from, row]) => {
          let sum = 0;
          for (const value of row.values()) sum += value;
          return [from, new Map([...row].map(([to, value]) => [to, value / sum]))];
        }),
      );
    }

    const translations = new Map<string, Translation[]>();
    for (const [from, row] of chance) {
      if (from === "") continue;
      const best = [...row]
        .filter(([, value]) => value >= MIN_CHANCE)
        .sort((a, b) => b[1] - a[1])
        .slice(0, MAX_TRANSLATIONS)
        .map(([to, value]) => ({ word: commonest(written.get(to)) ?? to, chance: value }));
      if (best.length > 0) translations.set(from, best);
    }
    return new WordTable(translations);
  }

  /** The words a source-language stem stands for, likeliest first; none when unknown. */
  of(stem: string): readonly Translation[] {
    return this.translations.get(stem) ?? [];
  }

  get size(): number {
    return this.translations.size;
  }
}

function commonest(forms: Map<string, number> | undefined): string | undefined {
  if (!forms) return undefined;
  let best: [string, number] | undefined;
  for (const entry of forms) if (!best || entry[1] > best[1]) best = entry;
  return best?.[0];
}

/**
 * An FAQ and its translation as pairs of texts: the questions, the tags, and the answers block by
 * block (paragraphs, list items and headings), which translations keep in the same order. An
 * answer whose blocks do not pair up is one pair whole.
 */
export function pairsOfFaq(
  source: { question: string; answer: string; tags: string },
  target: { question: string; answer: string; tags: string },
  plain: (html: string) => string,
): TextPair[] {
  const pairs: TextPair[] = [
    { source: plain(source.question), target: plain(target.question) },
    { source: source.tags, target: target.tags },
  ];
  const [from, to] = [blocksOf(source.answer), blocksOf(target.answer)];
  if (from.length === to.length && from.length > 0) {
    from.forEach((block, i) => pairs.push({ source: plain(block), target: plain(to[i] ?? "") }));
  } else {
    pairs.push({ source: plain(source.answer), target: plain(target.answer) });
  }
  return pairs;
}

const BLOCK = /<(p|li|h[1-6])\b[^>]*>([\s\S]*?)<\/\1>/gi;

function blocksOf(html: string): string[] {
  return [...html.matchAll(BLOCK)].map((match) => match[2] ?? "");
}
