import {
  type FaqText,
  type FaqTerms,
  type IndexedFaq,
  indexFaq,
  Segment,
  Terms,
} from "@/lib/search/index/segment";
import { Vocabulary } from "@/lib/search/index/vocabulary";
import { type Language, remembered, wordsOf } from "@/lib/search/language/language";

/** A synonym group as the Admin lists it: words that mean the same for search. */
export type SynonymWords = readonly string[];

/**
 * The FAQs of one language as the search reads them, held in the app server's memory
 * (docs/decisions/0037-search-in-memory.md): a main segment built from every FAQ, a small segment
 * of the FAQs changed since, and the synonym list. Immutable once made: store.ts makes a new one
 * when the database says the FAQs or the synonyms changed, and searches in flight keep the one
 * they started with.
 */
export class SearchIndex {
  readonly stem: (word: string) => string;
  /** Stems of the synonym list: a stem to the stems of the words of its groups. */
  private readonly synonymStems = new Map<string, Map<string, string>>();
  /** FAQs of the main segment that the newer one replaces or that are gone. */
  private readonly superseded: ReadonlySet<number>;
  /** For each term, how many of those superseded FAQs use it: no longer counted. */
  private readonly supersededCounts = new Map<number, number>();
  readonly total: number;

  private constructor(
    readonly language: Language,
    readonly terms: Terms,
    readonly vocabulary: Vocabulary,
    readonly main: Segment,
    readonly recent: Segment,
    superseded: ReadonlySet<number>,
    readonly synonyms: readonly SynonymWords[],
    stem: (word: string) => string,
  ) {
    this.stem = stem;
    this.superseded = superseded;
    for (const id of superseded) {
      for (const term of main.byId(id)?.terms ?? []) {
        this.supersededCounts.set(term, (this.supersededCounts.get(term) ?? 0) + 1);
      }
    }
    this.total = main.faqs.length - superseded.size + recent.faqs.length;
    for (const group of synonyms) {
      const stems = group.map((word) => this.stem(word));
      for (const word of group) vocabulary.add(word);
      for (const stem of stems) {
        const others = this.synonymStems.get(stem) ?? new Map<string, string>();
        group.forEach((word, i) => {
          const other = stems[i] ?? word;
          if (other !== stem && !others.has(other)) others.set(other, word);
        });
        this.synonymStems.set(stem, others);
      }
    }
  }

  /** An index of these FAQs from scratch. */
  static build(
    language: Language,
    faqs: readonly FaqText[],
    synonyms: readonly SynonymWords[],
  ): SearchIndex {
    const terms = new Terms();
    const vocabulary = new Vocabulary(language);
    const stem = remembered((word) => language.stem(word));
    const analysis = { ...language, stem };
    const indexed = faqs.map((faq) =>
      indexFaq(faq, analysis, terms, (word) => {
        vocabulary.add(word);
      }),
    );
    return new SearchIndex(
      language,
      terms,
      vocabulary,
      new Segment(indexed),
      new Segment([]),
      new Set(),
      synonyms,
      stem,
    );
  }

  /**
   * This index with some FAQs changed (added or edited: `changed`; archived or gone: `removed`),
   * and the synonym list as it is now. The main segment is kept; the FAQs changed since it was
   * built make up the newer segment.
   */
  update(
    changed: readonly FaqText[],
    removed: readonly number[],
    synonyms: readonly SynonymWords[],
  ): SearchIndex {
    const analysis = { ...this.language, stem: this.stem };
    const recent = new Map<number, FaqTerms>(this.recent.faqs.map((faq) => [faq.id, faq]));
    for (const id of removed) recent.delete(id);
    for (const faq of changed) {
      recent.set(
        faq.id,
        indexFaq(faq, analysis, this.terms, (word) => {
          this.vocabulary.add(word);
        }),
      );
    }
    const superseded = new Set(this.superseded);
    for (const id of [...removed, ...changed.map((faq) => faq.id)]) {
      if (this.main.byId(id)) superseded.add(id);
    }
    return new SearchIndex(
      this.language,
      this.terms,
      this.vocabulary,
      this.main,
      new Segment([...recent.values()]),
      superseded,
      synonyms,
      this.stem,
    );
  }

  /** How many FAQs the newer segment holds: store.ts builds afresh when it grows large. */
  get recentSize(): number {
    return this.recent.faqs.length + this.superseded.size;
  }

  /** How many active FAQs use a term. */
  count(term: number): number {
    return this.main.count(term) - (this.supersededCounts.get(term) ?? 0) + this.recent.count(term);
  }

  /** The active FAQs that use a term, best first in each segment, at most `limit` of each. */
  *faqsOf(term: number, limit: number): Generator<IndexedFaq> {
    yield* this.recent.faqsOf(term, limit);
    for (const faq of this.main.faqsOf(term, limit)) {
      if (!this.superseded.has(faq.id)) yield faq;
    }
  }

  /** This index's terms in the order of their stems, for prefixes: sorted once, when asked. */
  private sortedTerms: number[] | undefined;

  /** Stems that start with `prefix` and some FAQ uses, the most used first. */
  termsStartingWith(prefix: string, limit: number): number[] {
    const stems = this.terms.stems;
    this.sortedTerms ??= stems
      .map((_, term) => term)
      .sort((a, b) => ((stems[a] ?? "") < (stems[b] ?? "") ? -1 : 1));
    const sorted = this.sortedTerms;
    // The first stem not before the prefix, by binary search; those that start with it follow.
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((stems[sorted[middle] ?? 0] ?? "") < prefix) low = middle + 1;
      else high = middle;
    }
    const found: { term: number; count: number }[] = [];
    for (let i = low; i < sorted.length; i++) {
      const term = sorted[i] ?? 0;
      const stem = stems[term] ?? "";
      if (!stem.startsWith(prefix)) break;
      const count = this.count(term);
      if (stem.length > prefix.length && count > 0) found.push({ term, count });
    }
    found.sort((a, b) => b.count - a.count || a.term - b.term);
    return found.slice(0, limit).map(({ term }) => term);
  }

  /** The words listed as meaning the same as a stem, with their stems. */
  synonymsOf(stem: string): { stem: string; word: string }[] {
    return [...(this.synonymStems.get(stem) ?? [])].map(([other, word]) => ({
      stem: other,
      word,
    }));
  }

  /** Whether the index holds this FAQ. */
  has(id: number): boolean {
    if (this.recent.byId(id)) return true;
    return this.main.byId(id) !== undefined && !this.superseded.has(id);
  }

  /** Whether a word is one the FAQs or the synonym list use, or a stop word. */
  knows(word: string): boolean {
    return this.vocabulary.has(word);
  }

  /** The term of a word's stem, if any FAQ uses it. */
  termOf(word: string): number | undefined {
    const term = this.terms.find(this.stem(word));
    return term !== undefined && this.count(term) > 0 ? term : undefined;
  }

  /** The words of a text with their stems, stop words left out (for highlighting). */
  wordsWithStems(text: string): { word: string; stem: string }[] {
    return wordsOf(text)
      .filter((word) => !this.language.stopWords.has(word))
      .map((word) => ({ word, stem: this.stem(word) }));
  }
}
