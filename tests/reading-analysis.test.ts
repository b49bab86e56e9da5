import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  analyseText,
  htmlToReadingText,
  LONG_SENTENCE_WORDS,
  MAX_GRADE,
  readingGradeOfHtml,
} from "@/lib/reading/analysis";
import { isCommonWord } from "@/lib/reading/common-words";

// Issue 17: the rules the reading coach and the stored grade share.

const LONG =
  "You can purchase the reading guide at the front desk of the centre, and the coaches will happily explain how families should use each chapter during the first weeks of the course.";
const SHORT = "You can buy the guide at the front desk. The coaches will help you use it.";

describe("reading analysis", () => {
  test("the grade falls when a long sentence is cut into short ones", () => {
    const long = analyseText(LONG).grade;
    const short = analyseText(SHORT).grade;
    assert.ok(long !== null && short !== null, "long !== null && short !== null");
    assert.ok(long >= 9, `long sentence grade ${String(long)}`);
    assert.ok(short < long, `short ${String(short)} is not below long ${String(long)}`);
  });

  test("a sentence over 20 words is pointed at, with its word count", () => {
    const issues = analyseText(`${LONG} Read daily.`).issues.filter(
      (issue) => issue.kind === "long-sentence",
    );
    assert.equal(issues.length, 1);
    const [issue] = issues;
    assert.ok(issue, "issue is there");
    assert.equal(issue.start, 0);
    assert.equal(issue.text, LONG);
    assert.ok((issue.words ?? 0) > LONG_SENTENCE_WORDS, "(issue.words ?? 0) > LONG_SENTENCE_WORDS");
    assert.deepEqual(
      analyseText(SHORT).issues.filter((item) => item.kind === "long-sentence"),
      [],
    );
  });

  test('a hard word gets a simpler one: "purchase" → "buy", at its place in the text', () => {
    const hard = analyseText(LONG).issues.find((issue) => issue.kind === "hard-word");
    assert.equal(hard?.text, "purchase");
    assert.equal(LONG.slice(hard.start, hard.end), "purchase");
    assert.ok(hard.suggestions.includes("buy"), 'hard.suggestions.includes("buy")');
  });

  test("the passive voice is found", () => {
    const passive = analyseText("The guide was written by our coaches.").issues.find(
      (issue) => issue.kind === "passive",
    );
    assert.equal(passive?.text, "written");
    assert.equal(
      analyseText("Our coaches wrote the guide.").issues.some((issue) => issue.kind === "passive"),
      false,
    );
  });

  test("words outside the common list are listed once; names and inflected common words are not", () => {
    const text = "Literacy matters. Literacy helps Maria. The babies were running happily.";
    const uncommon = analyseText(text).issues.filter((issue) => issue.kind === "uncommon-word");
    assert.deepEqual(
      uncommon.map((issue) => issue.text),
      ["Literacy"],
    );
    assert.ok(
      isCommonWord("babies") && isCommonWord("running") && isCommonWord("happily"),
      'isCommonWord("babies") && isCommonWord("running") && isCommonWord("happily")',
    );
    assert.equal(isCommonWord("curriculum"), false);
  });

  test("a pathological answer gets the highest grade, not a number past the stored column", () => {
    assert.equal(analyseText("a".repeat(20_000)).grade, MAX_GRADE);
    assert.equal(analyseText("Read.").grade, 1);
  });

  test("the server reads stored HTML as the editor shows it: each paragraph and item apart", () => {
    assert.equal(
      htmlToReadingText("<p>Read at home</p><ul><li>Ten minutes &amp; more</li></ul>"),
      "Read at home\n\nTen minutes & more",
    );
    assert.equal(readingGradeOfHtml("<p></p>"), null);
    assert.equal(readingGradeOfHtml(`<p>${LONG}</p>`), analyseText(LONG).grade);
  });
});
