import { engine } from "./helpers/database";

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { searchesRecorded } from "@/lib/server/search-recording";
import { startAppAndClients } from "./helpers/app-clients";
import { resetToDemoContent } from "./helpers/faq";
import {
  HELD_BACK_QUESTIONS_R3,
  QUESTION_KINDS_R3,
  type QuestionKindR3,
  type RelevanceQuestionR3,
  TEACH_PAIRS_R3,
  TUNING_QUESTIONS_R3,
  type TeachPair,
} from "../harness/relevance/sets";
import {
  confidenceTable,
  describeConfidence,
  describeHalf,
  type HalfScores,
  isHit,
  scoreByKind,
  scoreHalf,
} from "../harness/relevance/scoring";
import { miniSearchOfDemo } from "../scripts/bench/minisearch-peer";
import {
  englishQuestions,
  type ScoredAnswer,
  scoredAnswer,
  visitorSearch,
} from "./helpers/visitor-search";

/**
 * The round-three relevance set (issue 38, harness/relevance/questions-r3.json): fresh questions
 * of seven kinds, written and split before any tuning, searched as a visitor searches the English
 * page /faq (GetQueriedFaqs with no language), beside MiniSearch; and the teach-and-check pairs
 * as they are today, before the search learns anything from them.
 */

// The visitor has an address of its own: its searches are recorded within its own budget.
const { visitor } = await startAppAndClients();

/** The kinds searched in English: all but the Spanish ones and the questions nothing answers. */
const ENGLISH_KINDS: readonly QuestionKindR3[] = QUESTION_KINDS_R3.filter(
  (kind) => !["spanish", "spanglish", "no-answer"].includes(kind),
);

/** "hit@1 9/16 (56%), hit@3 12/16 (75%)", or "good 2/12" for the questions nothing answers. */
function describeKind(scores: HalfScores): string {
  const share = (n: number, of: number) =>
    `${String(n)}/${String(of)} (${String(Math.round((100 * n) / Math.max(of, 1)))}%)`;
  if (scores.answerable === 0) {
    return `marked good ${String(scores.noAnswerGood)}/${String(scores.noAnswer)}`;
  }
  return `hit@1 ${share(scores.hitAt1, scores.answerable)}, hit@3 ${share(scores.hitAt3, scores.answerable)}`;
}

describe(`FAQ search, round three, on ${engine}`, () => {
  /**
   * Each demo FAQ's English question, by id: the sets name the English question, and once
   * Spanish typed on /faq is answered by the Spanish search, results may come back in Spanish.
   */
  let english = new Map<number, string>();
  /** Each search answered once (by language and text): every figure reads the same answer. */
  const answers = new Map<string, Promise<ScoredAnswer>>();

  function ours(search: string, language: "en" | "es" = "en"): Promise<ScoredAnswer> {
    const key = `${language}\u0000${search}`;
    let answer = answers.get(key);
    if (!answer) {
      // English is searched with no language, as /faq searches it.
      const searched = visitorSearch(visitor, search, language === "es" ? "es" : undefined);
      answer = searched.then((found) => scoredAnswer(found, english));
      answers.set(key, answer);
    }
    return answer;
  }

  const miniSearch = miniSearchOfDemo();
  const peer = (search: string): Promise<ScoredAnswer> =>
    Promise.resolve({ questions: miniSearch(search), confidence: "good" });

  before(async () => {
    await resetToDemoContent();
    english = await englishQuestions();
  });

  // The visitor's searches are recorded and counted after their answers: counted before the
  // database goes, not into a dropped one.
  after(() => searchesRecorded());

  test("relevance, round three (issue 38): both halves by kind, beside MiniSearch", async (t) => {
    const measure = async (name: string, questions: RelevanceQuestionR3[]) => {
      const byKind = await scoreByKind(questions, (search) => ours(search));
      const peerByKind = await scoreByKind(questions, peer);
      t.diagnostic(`${name} half (${String(questions.length)} questions), ours | MiniSearch:`);
      for (const kind of QUESTION_KINDS_R3) {
        const scores = byKind.get(kind);
        const peerScores = peerByKind.get(kind);
        if (!scores || !peerScores) continue;
        const count = scores.answerable + scores.noAnswer;
        t.diagnostic(
          `  ${kind} (${String(count)}): ${describeKind(scores)} | ${describeKind(peerScores)}`,
        );
      }
      const inEnglish = questions.filter((question) => ENGLISH_KINDS.includes(question.kind));
      const englishScores = await scoreHalf(inEnglish, (search) => ours(search));
      const peerEnglish = await scoreHalf(inEnglish, peer);
      t.diagnostic(
        `  English kinds together (${ENGLISH_KINDS.join(", ")}; ${String(inEnglish.length)}): ${describeKind(englishScores)} | ${describeKind(peerEnglish)}`,
      );
      const all = await scoreHalf(questions, (search) => ours(search));
      const peerAll = await scoreHalf(questions, peer);
      t.diagnostic(`  all kinds: ${describeHalf(all)} | ${describeHalf(peerAll)}`);
      const confidence = await confidenceTable(questions, (search) => ours(search));
      t.diagnostic(`  confidence (ours): ${describeConfidence(confidence)}`);
      return { byKind, englishScores, all, confidence };
    };

    const tuning = await measure("tuning", TUNING_QUESTIONS_R3);
    const heldBack = await measure("held-back", HELD_BACK_QUESTIONS_R3);
    // Only the tuning half's misses are shown: the held-back half is measured, never read.
    for (const [kind, scores] of tuning.byKind) {
      for (const miss of scores.misses) t.diagnostic(`tuning miss (${kind}): ${miss}`);
    }
    for (const question of TUNING_QUESTIONS_R3) {
      if (question.expected !== null) continue;
      const found = await ours(question.search);
      if (found.confidence === "good" && found.questions.length > 0) {
        t.diagnostic(
          `tuning no-answer marked good: ${question.search} → ${JSON.stringify(found.questions.slice(0, 3))}`,
        );
      }
    }

    // Floors, not targets: a few points under what the search reached once the English search
    // of round three was tuned on the tuning half (decision 0047, 2026-11-28: the English kinds
    // hit@1 27/55 tuning and 22/55 held-back, hit@3 38/55 and 35/55; all kinds hit@1 34/76 and
    // 28/76, hit@3 50/76 and 45/76 while Spanish typed here was still searched in English;
    // no-answer good 0/12 and 2/12; before it, hit@3 46/76 and 41/76), so that this test guards
    // against a regression. The targets are in docs.
    const summary = (half: typeof heldBack) =>
      `${describeHalf(half.all)}; English kinds ${describeKind(half.englishScores)}`;
    assert.ok(heldBack.all.hitAt3 >= 42, summary(heldBack));
    assert.ok(heldBack.all.hitAt1 >= 25, summary(heldBack));
    assert.ok(heldBack.englishScores.hitAt3 >= 33, summary(heldBack));
    assert.ok(heldBack.englishScores.hitAt1 >= 19, summary(heldBack));
    assert.ok(heldBack.all.noAnswerGood <= 3, summary(heldBack));
    assert.ok(tuning.all.hitAt3 >= 47, summary(tuning));
    assert.ok(tuning.englishScores.hitAt3 >= 35, summary(tuning));
    assert.ok(tuning.englishScores.hitAt1 >= 24, summary(tuning));
    assert.ok(tuning.all.noAnswerGood <= 2, summary(tuning));
  });

  test("teach-and-check pairs, round three (issue 38): the checked askings as they are today", async (t) => {
    const measure = async (name: string, pairs: TeachPair[]) => {
      let hits = 0;
      const misses: string[] = [];
      for (const pair of pairs) {
        const found = await ours(pair.checked, pair.language);
        if (isHit(pair.expected, found.questions, 3)) hits += 1;
        else
          misses.push(
            `${pair.language}: ${pair.checked} → ${JSON.stringify(found.questions.slice(0, 3))}`,
          );
      }
      const spanish = pairs.filter((pair) => pair.language === "es").length;
      t.diagnostic(
        `${name} pairs (${String(pairs.length)}, ${String(spanish)} on /es/faq): checked askings hit@3 ${String(hits)}/${String(pairs.length)} (${String(Math.round((100 * hits) / pairs.length))}%) before any teaching`,
      );
      return { hits, misses };
    };
    const tuning = await measure("tuning", TEACH_PAIRS_R3.tuning);
    const heldBack = await measure("held-back", TEACH_PAIRS_R3.heldBack);
    // Only the tuning half's misses are shown, as above.
    for (const miss of tuning.misses) t.diagnostic(`tuning pair miss: ${miss}`);
    // Today's floors (2026-11-28, before any teaching: tuning 23/27, held-back 21/27); the
    // issue's targets for the learning loop are in docs.
    assert.ok(
      heldBack.hits >= 19,
      `held-back pairs hit@3 ${String(heldBack.hits)}/${String(TEACH_PAIRS_R3.heldBack.length)}`,
    );
    assert.ok(
      tuning.hits >= 21,
      `tuning pairs hit@3 ${String(tuning.hits)}/${String(TEACH_PAIRS_R3.tuning.length)}`,
    );
  });
});
