import type { Language } from "@/lib/search/language/language";
import { wordsOf } from "@/lib/search/language/language";

/** An FAQ's searchable text: plain text, markup already taken out. */
export interface FaqText {
  id: number;
  question: string;
  answer: string;
  tags: string;
  /** "Also asked as": searched with the weight of the question, never shown to visitors. */
  phrasings: readonly string[];
}

/** Where a term stands in an FAQ: one bit a field. */
export const IN_QUESTION = 1;
export const IN_PHRASING = 2;
export const IN_TAGS = 4;
export const IN_ANSWER = 8;

/** Stems as small numbers, the same in every segment of an index. */
export class Terms {
  private readonly ids = new Map<string, number>();
  readonly stems: string[] = [];

  id(stem: string): number {
    let id = this.ids.get(stem);
    if (id === undefined) {
      id = this.stems.length;
      this.stems.push(stem);
      this.ids.set(stem, id);
    }
    return id;
  }

  find(stem: string): number | undefined {
    return this.ids.get(stem);
  }
}

/** An FAQ's fields as term sequences, and each term's fields. */
interface FaqTermsOf<Sequence extends ArrayLike<number>, Places extends ArrayLike<number>> {
  id: number;
  /** Terms in order, stop words left out: for "words typed together stand together". */
  question: Sequence;
  phrasings: Sequence[];
  tags: Sequence;
  answer: Sequence;
  /** Every term of the FAQ once, ascending, and where it stands (IN_* bits). */
  terms: Sequence;
  places: Places;
}

/** An FAQ as a segment keeps it: views of the segment's packed arrays. */
export type IndexedFaq = FaqTermsOf<Int32Array, Uint8Array>;

/** An FAQ's terms as indexFaq reads them, before a segment packs them (or as a segment holds them). */
export type FaqTerms = FaqTermsOf<ArrayLike<number>, ArrayLike<number>>;

/** Called with every word an FAQ uses and its stem: the vocabulary that corrections draw on. */
export type WordSink = (word: string, stem: string) => void;

function termsOf(text: string, language: Language, terms: Terms, sink: WordSink): number[] {
  const ids: number[] = [];
  for (const word of wordsOf(text)) {
    if (language.stopWords.has(word)) continue;
    const stem = language.stem(word);
    sink(word, stem);
    ids.push(terms.id(stem));
  }
  return ids;
}

/**
 * An FAQ's terms, in plain arrays: the segment that holds it packs every FAQ's into one typed
 * array (a typed array each would be hundreds of thousands of small allocations outside the
 * JavaScript heap at 100,000 FAQs, which the process keeps long after they are freed).
 */
export function indexFaq(faq: FaqText, language: Language, terms: Terms, sink: WordSink): FaqTerms {
  const question = termsOf(faq.question, language, terms, sink);
  const phrasings = faq.phrasings.map((text) => termsOf(text, language, terms, sink));
  const tags = termsOf(faq.tags, language, terms, sink);
  const answer = termsOf(faq.answer, language, terms, sink);
  const places = new Map<number, number>();
  const mark = (ids: number[], bit: number) => {
    for (const id of ids) places.set(id, (places.get(id) ?? 0) | bit);
  };
  mark(question, IN_QUESTION);
  for (const phrasing of phrasings) mark(phrasing, IN_PHRASING);
  mark(tags, IN_TAGS);
  mark(answer, IN_ANSWER);
  const sorted = [...places.keys()].sort((a, b) => a - b);
  return {
    id: faq.id,
    question,
    phrasings,
    tags,
    answer,
    terms: sorted,
    places: sorted.map((id) => places.get(id) ?? 0),
  };
}

/** Every FAQ's term sequences in one Int32Array and its places in one Uint8Array, as views. */
function packed(faqs: readonly FaqTerms[]): IndexedFaq[] {
  let length = 0;
  let placeCount = 0;
  for (const faq of faqs) {
    length += faq.question.length + faq.tags.length + faq.answer.length + faq.terms.length;
    for (const phrasing of faq.phrasings) length += phrasing.length;
    placeCount += faq.places.length;
  }
  const sequences = new Int32Array(length);
  const allPlaces = new Uint8Array(placeCount);
  let at = 0;
  let placesAt = 0;
  const copy = (from: ArrayLike<number>): Int32Array => {
    sequences.set(from, at);
    at += from.length;
    return sequences.subarray(at - from.length, at);
  };
  return faqs.map((faq) => {
    allPlaces.set(faq.places, placesAt);
    placesAt += faq.places.length;
    const places = allPlaces.subarray(placesAt - faq.places.length, placesAt);
    return {
      id: faq.id,
      question: copy(faq.question),
      phrasings: faq.phrasings.map(copy),
      tags: copy(faq.tags),
      answer: copy(faq.answer),
      terms: copy(faq.terms),
      places,
    };
  });
}

/** Where `term` stands in `faq` (IN_* bits), 0 if nowhere: a binary search. */
export function placesOf(faq: IndexedFaq, term: number): number {
  let low = 0;
  let high = faq.terms.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = faq.terms[middle] ?? 0;
    if (found === term) return faq.places[middle] ?? 0;
    if (found < term) low = middle + 1;
    else high = middle - 1;
  }
  return 0;
}

/**
 * How much a term says about an FAQ, before any search: its best field (question or phrasing 1,
 * tags 0.4, answer 0.2), divided by 1 + ln(that field's length), so that a short question that
 * names the word comes before a long one. Postings are kept in this order.
 */
function impact(faq: IndexedFaq, places: number): number {
  if (places & IN_QUESTION) return 1 / (1 + Math.log(Math.max(faq.question.length, 1)));
  if (places & IN_PHRASING) {
    // The shortest phrasing, as ranking.ts weighs a phrasing match.
    const shortest = Math.min(...faq.phrasings.map((phrasing) => phrasing.length));
    return 1 / (1 + Math.log(Math.max(shortest, 1)));
  }
  if (places & IN_TAGS) return 0.4 / (1 + Math.log(Math.max(faq.tags.length, 1)));
  return 0.2 / (1 + Math.log(Math.max(faq.answer.length, 1)));
}

/**
 * A set of indexed FAQs with postings: for each term, the FAQs that use it, the one it says most
 * about first. Built once and never changed: a changed FAQ goes to a newer segment (store.ts).
 */
export class Segment {
  readonly faqs: IndexedFaq[];
  private readonly positions = new Map<number, number>();
  /** Each term's FAQs (their positions), best first: views of one array. */
  private readonly postings = new Map<number, Int32Array>();

  constructor(faqs: readonly FaqTerms[]) {
    this.faqs = packed(faqs);
    // The postings, term by term in one array: each term's count, then its slice filled in FAQ
    // order, then each slice sorted by impact (a stable sort keeps FAQ order among equals).
    let lastTerm = -1;
    for (const faq of this.faqs) {
      for (const term of faq.terms) lastTerm = Math.max(lastTerm, term);
    }
    const starts = new Int32Array(lastTerm + 2);
    for (const faq of this.faqs) {
      for (const term of faq.terms) starts[term + 1] = (starts[term + 1] ?? 0) + 1;
    }
    for (let term = 0; term <= lastTerm; term++) {
      starts[term + 1] = (starts[term + 1] ?? 0) + (starts[term] ?? 0);
    }
    const filled = starts.slice(0, lastTerm + 1);
    const positions = new Int32Array(starts[lastTerm + 1] ?? 0);
    const impacts = new Float64Array(positions.length);
    this.faqs.forEach((faq, position) => {
      this.positions.set(faq.id, position);
      faq.terms.forEach((term, i) => {
        const at = filled[term] ?? 0;
        filled[term] = at + 1;
        positions[at] = position;
        impacts[at] = impact(faq, faq.places[i] ?? 0);
      });
    });
    for (let term = 0; term <= lastTerm; term++) {
      const [start, end] = [starts[term] ?? 0, starts[term + 1] ?? 0];
      if (start === end) continue;
      const order = Array.from({ length: end - start }, (_, i) => start + i).sort(
        (a, b) => (impacts[b] ?? 0) - (impacts[a] ?? 0),
      );
      const list = order.map((at) => positions[at] ?? 0);
      positions.set(list, start);
      this.postings.set(term, positions.subarray(start, end));
    }
  }

  /** How many FAQs of the segment use a term. */
  count(term: number): number {
    return this.postings.get(term)?.length ?? 0;
  }

  /** The segment's FAQs that use a term, best first, at most `limit`. */
  *faqsOf(term: number, limit: number): Generator<IndexedFaq> {
    const list = this.postings.get(term);
    if (!list) return;
    const end = Math.min(list.length, limit);
    for (let i = 0; i < end; i++) {
      const faq = this.faqs[list[i] ?? 0];
      if (faq) yield faq;
    }
  }

  byId(id: number): IndexedFaq | undefined {
    const position = this.positions.get(id);
    return position === undefined ? undefined : this.faqs[position];
  }
}
