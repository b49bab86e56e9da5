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
 * C++ programs), and the model is a few dozen lines.
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
/**
 * The pairs learned from at most (some 1,000 FAQs): the model's cost grows with them (about
 * 25 ms per 1,000 pairs on this project's test machine, on the app server's event loop), its
 * gain does not.
 */
const MAX_PAIRS = 5_000;

/** The words of a text that carry meaning: no stop words, no numbers. */
function meaningfulWords(text: string, language: Language): string[] {
  return wordsOf(text).filter((word) => !language.stopWords.has(word) && !/^\d+$/.test(word));
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
      const targetWords = meaningfulWords(to, target);
      for (const word of targetWords) {
        const forms = written.get(targetStem(word)) ?? new Map<string, number>();
        forms.set(word, (forms.get(word) ?? 0) + 1);
        written.set(targetStem(word), forms);
      }
      return {
        from: [...new Set(meaningfulWords(from, source).map(sourceStem))],
        to: targetWords.map(targetStem),
      };
    });

    // Each stem a number, so that a pair of them is one number: the model's tables are flat.
    // Source 0 is the empty word, which explains target words that translate nothing.
    const sourceNames = [""];
    const targetNames: string[] = [];
    const numbered = (names: string[], ids: Map<string, number>) => (name: string) => {
      let id = ids.get(name);
      if (id === undefined) {
        id = names.push(name) - 1;
        ids.set(name, id);
      }
      return id;
    };
    const sourceId = numbered(sourceNames, new Map([["", 0]]));
    const targetId = numbered(targetNames, new Map());
    // Each (source, target) pair seen in a sentence pair is a cell of flat tables; each sentence
    // pair, for each target word in turn, the cells of every source word with it.
    const cellOf = new Map<string, number>();
    const cellSource: number[] = [];
    const cellTarget: number[] = [];
    const rows = sentences.map(({ from, to }) => {
      const sources = [0, ...from.map(sourceId)];
      const cells = new Int32Array(to.length * sources.length);
      to.forEach((word, i) => {
        const target = targetId(word);
        sources.forEach((source, j) => {
          const key = `${String(source)} ${String(target)}`;
          let cell = cellOf.get(key);
          if (cell === undefined) {
            cell = cellSource.push(source) - 1;
            cellTarget.push(target);
            cellOf.set(key, cell);
          }
          cells[i * sources.length + j] = cell;
        });
      });
      return { cells, width: sources.length };
    });

    // t(target | source) by expectation-maximisation, uniform to start.
    const chance = new Float64Array(cellSource.length).fill(1);
    for (let round = 0; round < ROUNDS; round++) {
      const counts = new Float64Array(chance.length);
      const totals = new Float64Array(sourceNames.length);
      for (const { cells, width } of rows) {
        for (let start = 0; start < cells.length; start += width) {
          let total = 0;
          for (let j = start; j < start + width; j++) total += chance[cells[j] ?? 0] ?? 0;
          for (let j = start; j < start + width; j++) {
            const cell = cells[j] ?? 0;
            const share = (chance[cell] ?? 0) / total;
            counts[cell] = (counts[cell] ?? 0) + share;
            totals[cellSource[cell] ?? 0] = (totals[cellSource[cell] ?? 0] ?? 0) + share;
          }
        }
      }
      counts.forEach((count, cell) => {
        chance[cell] = count / (totals[cellSource[cell] ?? 0] ?? 1);
      });
    }

    const likely = new Map<number, [target: number, chance: number][]>();
    chance.forEach((value, cell) => {
      const from = cellSource[cell] ?? 0;
      if (from === 0 || value < MIN_CHANCE) return;
      likely.set(from, [...(likely.get(from) ?? []), [cellTarget[cell] ?? 0, value]]);
    });
    const translations = new Map<string, Translation[]>();
    for (const [from, row] of likely) {
      const best = row
        .sort((a, b) => b[1] - a[1])
        .slice(0, MAX_TRANSLATIONS)
        .map(([to, value]) => {
          const stem = targetNames[to] ?? "";
          return { word: commonest(written.get(stem)) ?? stem, chance: value };
        });
      translations.set(sourceNames[from] ?? "", best);
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
