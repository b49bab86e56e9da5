/**
 * The relevance sets of the search (docs/decisions/0017, 0037, 0039; issue 38), read from the
 * JSON files beside this one (harness/relevance/README.md says how each was written and split).
 * The data are data: a question is changed in its JSON file, never here. This loader checks each
 * file's shape once, so that the tests (tests/api-faq-search*.test.ts, tests/seed-data-es.test.ts)
 * and the benchmark (scripts/bench) read the same, typed sets.
 */
import { readFileSync } from "node:fs";

import { z } from "zod";

/** What makes an English question hard: its main difficulty (many have others as well). */
const QUESTION_KINDS = [
  "sound", // spelt as it sounds ("fonemik", "reedin", "cukeez")
  "letters", // dyslexic letter patterns: b/d swapped ("dook"), transposed ("raeds"), dropped
  "homophone", // a word that sounds the same ("right" for write, "four" for for, "knew" for new)
  "joined-split", // words joined or split ("signup", "on line", "wheel chair", "guidebook")
  "texting", // text speak ("u", "ur", "pls", "wat", "cn", "2" for to)
  "rambling", // 12 to 30 words, the phrase that matters buried among the rest
  "everyday", // everyday words for the content's ("on zoom" for online, "are the groups small")
  "no-answer", // no demo FAQ answers it: the search should find nothing, or nothing relevant
] as const;

/** What makes a Spanish question hard; in the order the split took them. */
const QUESTION_KINDS_SPANISH = [
  "sound", // spelt as it sounds: silent h, b/v, c/s/z, qu/k, ll/y, g/j ("ijo", "kiero", "yegar")
  "letters", // dyslexic letter patterns: transposed ("cauntos"), b/d swapped ("lidros"), dropped
  "texting", // text speak ("q", "xq", "tb", "d", "porfa", "bb")
  "rambling", // 12 to 30 words, the phrase that matters buried among the rest
  "everyday", // everyday words for the content's ("cuanto sale", "por zoom", "mi chamaco")
  "fallback", // answered only by an FAQ left in English: the search must fall back to English
  "no-answer", // no demo FAQ answers it: the search should find nothing, or nothing relevant
] as const;

/** What makes a round-three question hard (issue 38); in the order the split took them. */
const QUESTION_KINDS_ROUND_THREE = [
  "sound", // several letters in a row spelt as they sound ("tooishun", "vokabyoolery", "dammijd")
  "rambling", // 15 to 40 chatty words, the one phrase that matters buried among the rest
  "everyday", // everyday words for the content's ("what does it set me back", "my lad")
  "spoken", // as a speech-to-text box gives it: well spelt, no punctuation, "um", "so", "like"
  "spanish", // Spanish typed on the English page: no accents, lower case, misspelt by sound
  "spanglish", // Spanish and English in one question ("how much cuesta the reading class")
  "no-answer", // no demo FAQ answers it (some spoken, four in Spanish): nothing relevant to find
] as const;

/** What makes a natural question hard: most have more than one of these. */
const DIFFICULTIES = [
  "multi-word", // a whole question, most of whose words are not in the FAQ
  "sound", // a word spelt as it sounds ("reedin", "fonics")
  "letters", // a letter missing, doubled or swapped ("lesons", "cancell")
  "synonym", // the visitor's word for the FAQ's ("kid" for child, "price" for cost)
  "unknown", // words the FAQs never use ("hates", "boy", "ireland")
] as const;

/** The demo question (plain text, in English) that answers it; two when both do equally. */
const expected = z.union([z.string(), z.array(z.string()).min(2)]);

function questionSet<K extends readonly [string, ...string[]]>(kinds: K) {
  const question = z.object({
    search: z.string(),
    expected: expected.nullable(),
    kind: z.enum(kinds),
  });
  return z.object({ tuning: z.array(question), heldBack: z.array(question) });
}

/** Two askings of one question: the first is taught to the search, the second checks it learnt. */
const teachPair = z.object({
  expected: z.string(),
  taught: z.string(),
  checked: z.string(),
  /** The page both are searched on: "es" is /es/faq (language=es), "en" /faq. */
  language: z.enum(["en", "es"]).default("en"),
});

const tidySchema = z.array(
  z.object({
    about: z.string(),
    searches: z.array(z.tuple([z.string(), z.string().nullable()])),
  }),
);

const naturalSchema = z.array(
  z.object({
    about: z.string(),
    questions: z.array(
      z.object({ search: z.string(), expected, difficulty: z.array(z.enum(DIFFICULTIES)) }),
    ),
  }),
);

function read<T>(file: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(new URL(file, import.meta.url), "utf8")));
}

const english = read("./questions-en.json", questionSet(QUESTION_KINDS));
const spanish = read(
  "./questions-es.json",
  questionSet(QUESTION_KINDS_SPANISH).extend({ kinds: z.array(z.enum(QUESTION_KINDS_SPANISH)) }),
);

const roundThree = read(
  "./questions-r3.json",
  questionSet(QUESTION_KINDS_ROUND_THREE).extend({
    kinds: z.array(z.enum(QUESTION_KINDS_ROUND_THREE)),
    pairs: z.object({ tuning: z.array(teachPair), heldBack: z.array(teachPair) }),
  }),
);

export type QuestionKind = (typeof QUESTION_KINDS)[number];
export type QuestionKindEs = (typeof QUESTION_KINDS_SPANISH)[number];
export type QuestionKindR3 = (typeof QUESTION_KINDS_ROUND_THREE)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];

export interface RelevanceQuestion {
  search: string;
  /** The demo question (plain text) that answers it; two when both do equally; null for none. */
  expected: string | string[] | null;
  kind: QuestionKind;
}

export interface RelevanceQuestionEs extends Omit<RelevanceQuestion, "kind"> {
  kind: QuestionKindEs;
}

export interface RelevanceQuestionR3 extends Omit<RelevanceQuestion, "kind"> {
  kind: QuestionKindR3;
}

/** A question asked twice in a visitor's own words: taught to the search, then checked. */
export interface TeachPair {
  /** The demo question (plain text, in English) that answers both askings. */
  expected: string;
  taught: string;
  /** Shares a key word with `taught` (perhaps spelt otherwise), in other spelling or order. */
  checked: string;
  /** The page both are searched on: "es" is /es/faq, "en" /faq. */
  language: "en" | "es";
}

export interface NaturalQuestion {
  search: string;
  /** The demo question that answers it; a few searches are answered as well by a second one. */
  expected: string | string[];
  difficulty: Difficulty[];
}

/** The English questions to tune the search on. */
export const TUNING_QUESTIONS: RelevanceQuestion[] = english.tuning;
/** The English questions kept back from tuning: the figures that count. */
export const HELD_BACK_QUESTIONS: RelevanceQuestion[] = english.heldBack;

/** The Spanish kinds, in the order the split took them. */
export const QUESTION_KINDS_ES: readonly QuestionKindEs[] = spanish.kinds;
/** The Spanish questions to tune the search on. */
export const TUNING_QUESTIONS_ES: RelevanceQuestionEs[] = spanish.tuning;
/** The Spanish questions kept back from tuning: the figures that count. */
export const HELD_BACK_QUESTIONS_ES: RelevanceQuestionEs[] = spanish.heldBack;

/** The round-three kinds (issue 38), in the order the split took them. */
export const QUESTION_KINDS_R3: readonly QuestionKindR3[] = roundThree.kinds;
/** The round-three questions to tune the search on. */
export const TUNING_QUESTIONS_R3: RelevanceQuestionR3[] = roundThree.tuning;
/** The round-three questions kept back from tuning: the figures that count. */
export const HELD_BACK_QUESTIONS_R3: RelevanceQuestionR3[] = roundThree.heldBack;
/** The round-three teach-and-check pairs: tune on `tuning`; `heldBack` gives the figures. */
export const TEACH_PAIRS_R3: { tuning: TeachPair[]; heldBack: TeachPair[] } = roundThree.pairs;

/**
 * Tidy searches: each search and the question that must be among its first three results, or
 * null for a search that must find nothing.
 */
export const TIDY_SEARCHES: [search: string, expected: string | null][] = read(
  "./tidy-searches.json",
  tidySchema,
).flatMap((group) => group.searches);

/**
 * Questions as a parent or learner who spells poorly types them, written before they were
 * searched, each with the demo FAQ a member of staff would point them to. The first seven are the
 * searches that found nothing before (issue 13).
 */
export const NATURAL_QUESTIONS: NaturalQuestion[] = read(
  "./natural-questions.json",
  naturalSchema,
).flatMap((group) => group.questions);
