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

/** An FAQ as the index keeps it: its fields as term sequences, and each term's fields. */
export interface IndexedFaq {
  id: number;
  /** Terms in order, stop words left out: for "words typed together stand together". */
  question: Int32Array;
  phrasings: Int32Array[];
  tags: Int32Array;
  answer: Int32Array;
  /** Every term of the FAQ once, ascending, and where it stands (IN_* bits). */
  terms: Int32Array;
  places: Uint8Array;
}

/** Called with every word an FAQ uses and its stem: the vocabulary that corrections draw on. */
export type WordSink = (word: string, stem: string) => void;

function termsOf(text: string, language: Language, terms: Terms, sink: WordSink): Int32Array {
  const ids: number[] = [];
  for (const word of wordsOf(text)) {
    if (language.stopWords.has(word)) continue;
    const stem = language.stem(word);
    sink(word, stem);
    ids.push(terms.id(stem));
  }
  return Int32Array.from(ids);
}

export function indexFaq(
  faq: FaqText,
  language: Language,
  terms: Terms,
  sink: WordSink,
): IndexedFaq {
  const question = termsOf(faq.question, language, terms, sink);
  const phrasings = faq.phrasings.map((text) => termsOf(text, language, terms, sink));
  const tags = termsOf(faq.tags, language, terms, sink);
  const answer = termsOf(faq.answer, language, terms, sink);
  const places = new Map<number, number>();
  const mark = (ids: Int32Array, bit: number) => {
    for (const id of ids) places.set(id, (places.get(id) ?? 0) | bit);
  };
  mark(question, IN_QUESTION);
  for (const phrasing of phrasings) mark(phrasing, IN_PHRASING);
  mark(tags, IN_TAGS);
  mark(answer, IN_ANSWER);
  const sorted = Int32Array.from(places.keys()).sort();
  return {
    id: faq.id,
    question,
    phrasings,
    tags,
    answer,
    terms: sorted,
    places: Uint8Array.from(sorted, (id) => places.get(id) ?? 0),
  };
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
  private readonly postings = new Map<number, Int32Array>();

  constructor(faqs: IndexedFaq[]) {
    this.faqs = faqs;
    const lists = new Map<number, { faq: number; impact: number }[]>();
    faqs.forEach((faq, position) => {
      this.positions.set(faq.id, position);
      faq.terms.forEach((term, i) => {
        const list = lists.get(term) ?? [];
        list.push({ faq: position, impact: impact(faq, faq.places[i] ?? 0) });
        lists.set(term, list);
      });
    });
    for (const [term, list] of lists) {
      list.sort((a, b) => b.impact - a.impact || a.faq - b.faq);
      this.postings.set(
        term,
        Int32Array.from(list, ({ faq }) => faq),
      );
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
