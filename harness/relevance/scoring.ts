/**
 * How a search scores on the relevance sets (./sets.ts): hits among the first one or three
 * results, and the misses named. The same scoring serves tests/api-faq-search*.test.ts and the
 * benchmark (scripts/bench), each with its own `find`.
 */
import { NATURAL_QUESTIONS, type RelevanceQuestion, TIDY_SEARCHES } from "./sets";

/** A question as text: its HTML without tags, entities or extra spaces. */
export function plainQuestion(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether `questions` (best first) holds an expected question among its first `n`. */
export function isHit(expected: string | string[], questions: string[], n: number): boolean {
  const wanted = typeof expected === "string" ? [expected] : expected;
  return questions.slice(0, n).some((question) => wanted.includes(question));
}

export interface RelevanceScores {
  tidy: { hits: number; total: number; misses: string[] };
  natural: { hitAt1: number; hitAt3: number; total: number; misses: string[] };
  /** The same with every FAQ that holds a word scored, not the bounded set (the benchmark). */
  everyCandidate?: Omit<RelevanceScores, "everyCandidate">;
}

/**
 * Both sets against one search: `find` answers a search with the questions it found, best first.
 * A miss names the search and the first three questions found.
 */
export async function scoreRelevance(
  find: (search: string) => Promise<string[]>,
): Promise<RelevanceScores> {
  const miss = (search: string, found: string[]) =>
    `${search} → ${JSON.stringify(found.slice(0, 3))}`;
  const tidy: RelevanceScores["tidy"] = { hits: 0, total: TIDY_SEARCHES.length, misses: [] };
  for (const [search, expected] of TIDY_SEARCHES) {
    const found = await find(search);
    const hit = expected === null ? found.length === 0 : isHit(expected, found, 3);
    if (hit) tidy.hits += 1;
    else tidy.misses.push(miss(search, found));
  }
  const natural: RelevanceScores["natural"] = {
    hitAt1: 0,
    hitAt3: 0,
    total: NATURAL_QUESTIONS.length,
    misses: [],
  };
  for (const { search, expected } of NATURAL_QUESTIONS) {
    const found = await find(search);
    if (isHit(expected, found, 1)) natural.hitAt1 += 1;
    if (isHit(expected, found, 3)) natural.hitAt3 += 1;
    else natural.misses.push(miss(search, found));
  }
  return { tidy, natural };
}

/** One half of a fresh relevance set (./questions-en.json, ./questions-es.json), as measured. */
export interface HalfScores {
  /** Questions the demo FAQs answer: the expected one first, or among the first three. */
  answerable: number;
  hitAt1: number;
  hitAt3: number;
  /** Questions they do not answer, and how many of those the search was sure of (good). */
  noAnswer: number;
  noAnswerGood: number;
  misses: string[];
}

/**
 * A half of the fresh set against one search: `find` answers a search with the questions found,
 * best first, and its confidence (a peer without one answers "good" whenever it finds anything).
 */
export async function scoreHalf(
  questions: readonly Pick<RelevanceQuestion, "search" | "expected">[],
  find: (search: string) => Promise<{ questions: string[]; confidence: "good" | "weak" }>,
): Promise<HalfScores> {
  const scores: HalfScores = {
    answerable: 0,
    hitAt1: 0,
    hitAt3: 0,
    noAnswer: 0,
    noAnswerGood: 0,
    misses: [],
  };
  for (const { search, expected } of questions) {
    const found = await find(search);
    if (expected === null) {
      scores.noAnswer += 1;
      if (found.confidence === "good" && found.questions.length > 0) scores.noAnswerGood += 1;
      continue;
    }
    scores.answerable += 1;
    if (isHit(expected, found.questions, 1)) scores.hitAt1 += 1;
    if (isHit(expected, found.questions, 3)) scores.hitAt3 += 1;
    else scores.misses.push(`${search} → ${JSON.stringify(found.questions.slice(0, 3))}`);
  }
  return scores;
}

/** "hit@1 60/88 (68%), hit@3 75/88 (85%), no-answer good 2/16" */
export function describeHalf(scores: HalfScores): string {
  const share = (n: number, of: number) =>
    `${String(n)}/${String(of)} (${String(Math.round((100 * n) / Math.max(of, 1)))}%)`;
  return `hit@1 ${share(scores.hitAt1, scores.answerable)}, hit@3 ${share(scores.hitAt3, scores.answerable)}, no-answer good ${String(scores.noAnswerGood)}/${String(scores.noAnswer)}`;
}

/** A search as the fresh sets score it: the questions found, best first, and its confidence. */
type Find = (search: string) => Promise<{ questions: string[]; confidence: "good" | "weak" }>;

/**
 * A half scored kind by kind (the round-three set, ./questions-r3.json): each kind's own
 * HalfScores, in the order the kinds first appear among `questions`.
 */
export async function scoreByKind<K extends string>(
  questions: readonly (Pick<RelevanceQuestion, "search" | "expected"> & { kind: K })[],
  find: Find,
): Promise<Map<K, HalfScores>> {
  const kinds = [...new Set(questions.map((question) => question.kind))];
  const byKind = new Map<K, HalfScores>();
  for (const kind of kinds) {
    byKind.set(
      kind,
      await scoreHalf(
        questions.filter((question) => question.kind === kind),
        find,
      ),
    );
  }
  return byKind;
}

/**
 * How far the search's confidence can be trusted: among the questions the demo FAQs answer, the
 * first result right (an expected question) or wrong, each with the confidence the search gave,
 * and those that found nothing; among those they do not answer, the confidence given.
 */
export interface ConfidenceTable {
  rightGood: number;
  rightWeak: number;
  wrongGood: number;
  wrongWeak: number;
  /** Answerable questions that found nothing at all. */
  nothing: number;
  /** Unanswerable questions answered with confidence good (with something found), or not. */
  noAnswerGood: number;
  noAnswerWeak: number;
  answerable: number;
  noAnswer: number;
}

/** The confidence table of some questions against one search (`find` as for scoreHalf). */
export async function confidenceTable(
  questions: readonly Pick<RelevanceQuestion, "search" | "expected">[],
  find: Find,
): Promise<ConfidenceTable> {
  const table: ConfidenceTable = {
    rightGood: 0,
    rightWeak: 0,
    wrongGood: 0,
    wrongWeak: 0,
    nothing: 0,
    noAnswerGood: 0,
    noAnswerWeak: 0,
    answerable: 0,
    noAnswer: 0,
  };
  for (const { search, expected } of questions) {
    const found = await find(search);
    const good = found.confidence === "good" && found.questions.length > 0;
    if (expected === null) {
      table.noAnswer += 1;
      if (good) table.noAnswerGood += 1;
      else table.noAnswerWeak += 1;
      continue;
    }
    table.answerable += 1;
    if (found.questions.length === 0) table.nothing += 1;
    else if (isHit(expected, found.questions, 1)) {
      if (good) table.rightGood += 1;
      else table.rightWeak += 1;
    } else if (good) table.wrongGood += 1;
    else table.wrongWeak += 1;
  }
  return table;
}

/**
 * "answerable 76: first right 40 good + 10 weak, first wrong 12 good + 8 weak, nothing 6;
 * no-answer 12: good 2, weak 10"
 */
export function describeConfidence(table: ConfidenceTable): string {
  const n = (value: number) => String(value);
  return `answerable ${n(table.answerable)}: first right ${n(table.rightGood)} good + ${n(table.rightWeak)} weak, first wrong ${n(table.wrongGood)} good + ${n(table.wrongWeak)} weak, nothing ${n(table.nothing)}; no-answer ${n(table.noAnswer)}: good ${n(table.noAnswerGood)}, weak ${n(table.noAnswerWeak)}`;
}
