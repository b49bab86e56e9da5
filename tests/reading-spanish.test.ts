import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  infleszBand,
  SPANISH_FORMULA,
  spanishReadingEase,
  spanishSyllables,
} from "@/lib/reading/spanish";

// Issue 28: the reading coach scores Spanish with a Spanish formula and says which.

const PLAIN =
  "Lea con su hijo todos los días. Busquen un lugar tranquilo. Lean un cuento corto. Hablen de lo que pasó en el cuento.";
const HARD =
  "La participación regular de las familias en actividades de lectura compartida contribuye significativamente al desarrollo de las competencias lingüísticas, particularmente en aquellos estudiantes que presentan dificultades específicas de aprendizaje relacionadas con la decodificación.";

const LONG =
  "Venga a la escuela el lunes por la mañana con su hijo y traiga el papel de la inscripción que le dimos en la reunión de la semana pasada.";

describe("Spanish syllables", () => {
  test("counts the syllables of a word by its vowels, diphthongs and hiatus", () => {
    const syllables: Record<string, number> = {
      ciudad: 2, // ciu-dad: a diphthong
      leer: 2, // le-er: two strong vowels
      país: 2, // pa-ís: a written accent splits them
      día: 2,
      guitarra: 3, // gui-ta-rra
      cuidado: 3, // cui-da-do
      aeropuerto: 5, // a-e-ro-puer-to
      quiero: 2,
      pingüino: 3,
      construcción: 3,
      poeta: 3,
      Paraguay: 3, // a triphthong: guay
      hay: 1, // a y that ends a word is a vowel
      muy: 1,
      y: 1,
      reyes: 2, // before a vowel it is a consonant
      oír: 2,
      reunión: 2, // reu-nión: as written, a diphthong
      leía: 3,
      Sr: 1,
    };
    for (const [word, count] of Object.entries(syllables)) {
      assert.equal(spanishSyllables(word), count, word);
    }
  });

  test("reads a word written with combining accents as with precomposed ones", () => {
    assert.equal(spanishSyllables("pai\u0301s"), 2);
  });
});

describe("Spanish reading ease", () => {
  test("says its formula and counts words and sentences", () => {
    const ease = spanishReadingEase(PLAIN);
    assert.equal(ease.formula, SPANISH_FORMULA);
    assert.equal(ease.formula, "Szigriszt-Pazos (INFLESZ)");
    assert.equal(ease.words, 23);
    assert.equal(ease.sentences, 4);
  });

  test("scores a known sentence as the formula does by hand", () => {
    // 29 words, 46 syllables, 1 sentence: 206.835 − 62.3 × 46 / 29 − 29 / 1 = 79.0.
    assert.deepEqual(spanishReadingEase(LONG), {
      formula: SPANISH_FORMULA,
      score: 79,
      band: "bastante fácil",
      words: 29,
      sentences: 1,
    });
  });

  test("a plain paragraph scores easier than a hard one", () => {
    const plain = spanishReadingEase(PLAIN);
    const hard = spanishReadingEase(HARD);
    assert.ok(plain.score !== null && hard.score !== null, "both texts have a score");
    assert.ok(plain.score > hard.score, `plain ${String(plain.score)}, hard ${String(hard.score)}`);
    assert.ok(plain.score >= 80, `plain scores ${String(plain.score)}`);
    assert.equal(hard.band, "muy difícil");
  });

  test("cutting a long sentence into short ones makes the text easier", () => {
    const long = spanishReadingEase(LONG);
    const short = spanishReadingEase(
      "Venga a la escuela el lunes por la mañana. Traiga a su hijo. Traiga el papel de la inscripción. Se lo dimos en la reunión.",
    );
    assert.ok(
      (short.score ?? 0) > (long.score ?? 0),
      `short ${String(short.score)}, long ${String(long.score)}`,
    );
  });

  test("a title's abbreviation does not end its sentence", () => {
    assert.equal(spanishReadingEase("El Sr. García abre la puerta. Entre.").sentences, 2);
  });

  test("a text with no words has no score", () => {
    assert.deepEqual(spanishReadingEase(" ¿? 123 "), {
      formula: SPANISH_FORMULA,
      score: null,
      band: null,
      words: 0,
      sentences: 0,
    });
  });

  test("the INFLESZ bands", () => {
    const bands: [number, string][] = [
      [20, "muy difícil"],
      [40, "algo difícil"],
      [55, "normal"],
      [64, "normal"],
      [65, "bastante fácil"],
      [80, "bastante fácil"],
      [81, "muy fácil"],
    ];
    for (const [score, band] of bands) assert.equal(infleszBand(score), band, String(score));
  });
});
