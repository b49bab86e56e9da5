import type { Root, Sentence, Word } from "nlcst";
import { toString } from "nlcst-to-string";
import { retext } from "retext";
import retextPassive from "retext-passive";
import retextSimplify from "retext-simplify";
import { fleschKincaid } from "flesch-kincaid";
import { syllable } from "syllable";
import { visit } from "unist-util-visit";
import { VFile } from "vfile";

import { isCommonWord } from "@/lib/reading/common-words";

/**
 * The plain-language rules of issue 17, in one module: the portal's reading coach runs them in the
 * browser as the writer types, and the server runs them when an FAQ is saved to store its grade.
 * Nothing here touches the network or the DOM.
 */

/** docs/decisions/0026: a sentence longer than this is hard to follow for a new reader. */
export const LONG_SENTENCE_WORDS = 20;

export type ReadingIssueKind = "long-sentence" | "hard-word" | "passive" | "uncommon-word";

/** Something to fix, as a range of the analysed text (UTF-16 offsets, as JavaScript counts). */
export interface ReadingIssue {
  kind: ReadingIssueKind;
  start: number;
  end: number;
  /** The text the range covers. */
  text: string;
  /** Simpler words to use instead (hard words), or the sentence's word count (long sentences). */
  suggestions: string[];
  words?: number;
}

export interface ReadingReport {
  /** Flesch-Kincaid grade, rounded, at least 1; null when the text has no words. */
  grade: number | null;
  words: number;
  sentences: number;
  issues: ReadingIssue[];
}

/** A sentence of more than LONG_SENTENCE_WORDS words, as an issue; null for a shorter one. */
export function longSentence(text: string, sentence: Sentence, words: number): ReadingIssue | null {
  const start = sentence.position?.start.offset;
  const end = sentence.position?.end.offset;
  if (words <= LONG_SENTENCE_WORDS || start === undefined || end === undefined) return null;
  return {
    kind: "long-sentence",
    start,
    end,
    text: text.slice(start, end),
    suggestions: [],
    words,
  };
}

// retext-english parses; simplify and passive report hard phrases and the passive voice.
const processor = retext().use(retextSimplify).use(retextPassive);

function wordText(node: Word): string {
  return toString(node);
}

/**
 * Past this the formula means nothing more ("a graduate and then some"); the cap also keeps a
 * pathological answer (one 20,000-letter word) inside the stored column.
 */
export const MAX_GRADE = 30;

/** The grade of a text: Flesch-Kincaid (1975), the US school grade a reader needs. */
function gradeOf(counts: { sentence: number; word: number; syllable: number }): number | null {
  if (counts.word === 0 || counts.sentence === 0) return null;
  const grade = fleschKincaid(counts);
  if (!Number.isFinite(grade)) return MAX_GRADE;
  return Math.min(MAX_GRADE, Math.max(1, Math.round(grade)));
}

/**
 * A proper noun or an abbreviation is not a word to simplify: one written with a capital (or all in
 * capitals) anywhere but at the start of its sentence.
 */
function isName(word: string, first: boolean): boolean {
  if (/^\p{Lu}{2,}/u.test(word)) return true;
  return !first && /^\p{Lu}/u.test(word);
}

/** Reads a text and lists its grade and what to fix, in the order the text has them. */
export function analyseText(text: string): ReadingReport {
  const tree: Root = processor.parse(text);
  const file = new VFile(text);
  processor.runSync(tree, file);

  const issues: ReadingIssue[] = [];
  const flagged = new Set<number>();
  for (const message of file.messages) {
    const start = message.place && "start" in message.place ? message.place.start.offset : null;
    const end = message.place && "end" in message.place ? message.place.end.offset : null;
    if (start == null || end == null) continue;
    const hard = message.source === "retext-simplify";
    issues.push({
      kind: hard ? "hard-word" : "passive",
      start,
      end,
      text: text.slice(start, end),
      suggestions: hard ? (message.expected ?? []).slice(0, 3) : [],
    });
    flagged.add(start);
  }

  const counts = { sentence: 0, word: 0, syllable: 0 };
  const seenUncommon = new Set<string>();
  visit(tree, "SentenceNode", (sentence: Sentence) => {
    let words = 0;
    visit(sentence, "WordNode", (word: Word) => {
      const spelled = wordText(word);
      if (!/\p{L}/u.test(spelled)) return;
      const start = word.position?.start.offset;
      const end = word.position?.end.offset;
      const first = words === 0;
      words += 1;
      counts.syllable += syllable(spelled);
      const key = spelled.toLowerCase();
      if (start === undefined || end === undefined || flagged.has(start)) return;
      if (seenUncommon.has(key) || isName(spelled, first) || isCommonWord(key)) return;
      seenUncommon.add(key);
      issues.push({ kind: "uncommon-word", start, end, text: spelled, suggestions: [] });
    });
    if (words === 0) return;
    counts.sentence += 1;
    counts.word += words;
    const long = longSentence(text, sentence, words);
    if (long) issues.push(long);
  });

  issues.sort((a, b) => a.start - b.start || b.end - a.end);
  return {
    grade: gradeOf(counts),
    words: counts.word,
    sentences: counts.sentence,
    issues,
  };
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/**
 * An answer's stored HTML (the allowlist of docs/api.md §6) as the text the rules read: each
 * paragraph and list item a block of its own, so that a heading-like line without a full stop
 * does not run into the next one, as the editor shows them.
 */
export function htmlToReadingText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/?(?:p|li|ul|ol)(?:\s[^>]*)?>/gi, "\n\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) {
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      }
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]*\n[ \t\n]*\n[ \t\n]*/g, "\n\n")
    .trim();
}

/** The grade the server stores for an answer (lib/data/faq/english-writes.ts), by the coach's own rules. */
export function readingGradeOfHtml(html: string): number | null {
  return analyseText(htmlToReadingText(html)).grade;
}
