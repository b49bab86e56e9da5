import type { Sentence, Word } from "nlcst";
import { toString } from "nlcst-to-string";
import { retext } from "retext";
import { visit } from "unist-util-visit";

import { longSentence, type ReadingIssue } from "@/lib/reading/analysis";
import { spanishReadingEase, type SpanishReadingEase } from "@/lib/reading/spanish";

/**
 * The reading coach on a Spanish answer (issue 28 item 5): its reading ease by the Spanish formula
 * (./spanish.ts), and what to fix. Only the long-sentence rule applies: the hard-word, passive
 * voice and uncommon-word rules of ./analysis.ts know English words only, and would mark nearly
 * every Spanish word.
 */

export interface SpanishReadingReport {
  ease: SpanishReadingEase;
  /** Sentences longer than LONG_SENTENCE_WORDS (lib/reading/analysis.ts) words, in the order of the text. */
  issues: ReadingIssue[];
}

const processor = retext();

export function analyseSpanishText(text: string): SpanishReadingReport {
  const issues: ReadingIssue[] = [];
  visit(processor.parse(text), "SentenceNode", (sentence: Sentence) => {
    let words = 0;
    visit(sentence, "WordNode", (word: Word) => {
      if (/\p{L}/u.test(toString(word))) words += 1;
    });
    const long = longSentence(text, sentence, words);
    if (long) issues.push(long);
  });
  return { ease: spanishReadingEase(text), issues };
}
