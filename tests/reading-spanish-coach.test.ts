import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { analyseText } from "@/lib/reading/analysis";
import { SPANISH_FORMULA } from "@/lib/reading/spanish";
import { analyseSpanishText } from "@/lib/reading/spanish-coach";

// Issue 28 item 5: the reading coach on a Spanish answer scores it with the Spanish formula and
// runs only the rule that is not English-only (long sentences).

const LONG =
  "Venga a la escuela el lunes por la mañana con su hijo y traiga el papel de la inscripción que le dimos en la reunión de la semana pasada.";
const SHORT = "Lea con su hijo todos los días. Busquen un lugar tranquilo.";

describe("the reading coach on Spanish text", () => {
  test("scores with Szigriszt-Pazos (INFLESZ), not a grade", () => {
    const { ease } = analyseSpanishText(SHORT);
    assert.equal(ease.formula, SPANISH_FORMULA);
    assert.equal(typeof ease.score, "number", "a score");
    assert.equal(ease.sentences, 2);
  });

  test("marks a sentence of more than 20 words, and only that", () => {
    const { issues } = analyseSpanishText(`${SHORT}\n\n${LONG}`);
    assert.deepEqual(
      issues.map(({ kind, text, words }) => ({ kind, text, words })),
      [{ kind: "long-sentence", text: LONG, words: 29 }],
    );
  });

  test("runs none of the English-only rules that mark Spanish words", () => {
    const english = analyseText(SHORT).issues.map((issue) => issue.kind);
    assert.ok(english.includes("uncommon-word"), "the English rules would mark Spanish words");
    assert.deepEqual(analyseSpanishText(SHORT).issues, []);
  });

  test("an answer without words has no score", () => {
    const { ease, issues } = analyseSpanishText("  ");
    assert.equal(ease.score, null);
    assert.deepEqual(issues, []);
  });
});
