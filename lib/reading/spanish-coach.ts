import type { Sentence, Word } from "nlcst";
import { toString } from "nlcst-to-string";
import { retext } from "retext";
import { visit } from "unist-util-visit";

import { LONG_SENTENCE_WORDS, type ReadingIssue } from "@/lib/reading/analysis";
import { spanishReadingEase, type SpanishReadingEase } from "@/lib/reading/spanish";

/**
 * The reading coach on a Spanish answer (issue 28 item 5): its reading ease by the Spanish formula
 * (./spanish.ts), and what to fix. Only the long-sentence rule applies: the hard-word, passive
 * voice and uncommon-word rules of ./analysis.ts know English words only, and would mark nearly
 * every Spanish word.
 */

export interface SpanishReadingReport {
  ease: SpanishReadingEase;
  /** Sentences longer than LONG_SENTENCE_WORDS words, in the order of the text. */
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
    const start = sentence.position?.start.offset;
    const end = sentence.position?.end.offset;
    if (words > LONG_SENTENCE_WORDS && start !== undefined && end !== undefined) {
      issues.push({
        kind: "long-sentence",
        start,
        end,
        text: text.slice(start, end),
        suggestions: [],
        words,
      });
    }
  });
  return { ease: spanishReadingEase(text), issues };
}
