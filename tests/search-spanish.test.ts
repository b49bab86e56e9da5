import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { SearchIndex } from "@/lib/search/index/search-index";
import type { FaqText } from "@/lib/search/index/segment";
import { wordsOf } from "@/lib/search/language/language";
import { spanish } from "@/lib/search/language/spanish";
import { planSearch } from "@/lib/search/plan";
import { rankFaqs } from "@/lib/search/ranking";

// Issue 28: how the search reads Spanish (docs/decisions/0039-spanish-words.md).

/** A word as the search hands it to the language: lower case, accents gone. */
const read = (word: string) => wordsOf(word)[0] ?? "";
const stem = (word: string) => spanish.stem(read(word));
const sound = (word: string) => spanish.sound(read(word));

describe("Spanish stems", () => {
  test("the forms of a word share one stem, written with accents or without", () => {
    const families = [
      ["hijo", "hijos", "hija", "hijas"],
      ["niño", "niños", "nino", "niñas"],
      ["clase", "clases"],
      ["curso", "cursos"],
      ["lectura", "lecturas"],
      ["lector", "lectores"],
      ["ayudar", "ayuda", "ayudamos", "ayudó"],
      ["aprender", "aprendiendo", "aprendemos"],
      ["escribir", "escribiendo"],
      ["información", "informacion", "informaciones"],
      ["evaluación", "evaluacion", "evaluaciones"],
      ["tecnología", "tecnologia", "tecnologías"],
      ["lección", "leccion", "lecciones"],
      ["reunión", "reunion", "reuniones"],
      ["gratuito", "gratuita"],
    ];
    for (const family of families) {
      const stems = new Set(family.map(stem));
      assert.equal(stems.size, 1, `${family.join(", ")}: ${[...stems].join(", ")}`);
    }
  });

  test("words of other meanings keep stems apart", () => {
    assert.notEqual(stem("casa"), stem("cosa"));
    assert.notEqual(stem("hijo"), stem("hilo"));
    assert.notEqual(stem("curso"), stem("cursi"));
  });
});

describe("Spanish sounds", () => {
  test("spellings that sound alike share a code", () => {
    const alike: [written: string, typed: string][] = [
      ["hijo", "ijo"], // silent h
      ["hacer", "aser"], // silent h, c before e
      ["quiero", "kiero"], // qu = k
      ["queso", "keso"],
      ["cocina", "kosina"], // c before o = k, c before i = s
      ["despacio", "despasio"],
      ["vez", "bes"], // b/v, z = s
      ["vaca", "baca"],
      ["llave", "yave"], // ll/y
      ["llamar", "yamar"],
      ["gente", "jente"], // g before e = j
      ["cena", "sena"], // c before e = s
      ["zapato", "sapato"],
      ["caza", "casa"], // seseo: one sound in most of the Spanish-speaking world
      ["año", "ano"], // ñ arrives as n
      ["lección", "lecsion"], // cc = ks
      ["examen", "eksamen"], // x = ks
      ["explicar", "esplicar"], // x before a consonant = s
      ["enviar", "embiar"], // n before b or v = m
      ["ciudad", "ciuda"], // the final d most speakers drop
      ["perro", "pero"], // a letter written twice is said once
      ["psicólogo", "sicologo"],
      ["hay", "ai"], // a y that ends a syllable is a vowel
      ["wifi", "güifi"],
    ];
    for (const [written, typed] of alike) {
      assert.equal(sound(typed), sound(written), `${written} / ${typed}`);
    }
  });

  test("spellings that sound different do not", () => {
    const apart: [string, string][] = [
      ["pato", "gato"],
      ["casa", "cosa"], // vowels are kept
      ["mesa", "misa"],
      ["gato", "jato"], // g before a is hard
      ["guerra", "gerra"], // gu before e is hard, g before e is j
      ["boca", "bota"],
      ["paso", "vaso"],
      ["libro", "litro"],
    ];
    for (const [one, other] of apart) {
      assert.notEqual(sound(one), sound(other), `${one} / ${other}`);
    }
  });

  test("a word without letters has no code", () => {
    assert.equal(spanish.sound("2026"), "");
  });
});

describe("Spanish shorthand and stop words", () => {
  test("texting shorthand stands for its word", () => {
    // Written as lib/search/language/spanish.ts writes its list: typed=meant.
    const meant = `q=que k=que ke=que xq=porque pq=porque x=por d=de tb=tambien tmb=tambien pa=para
      cdo=cuando dnd=donde xfa=favor`;
    for (const [typed = "", word] of meant.split(/\s+/).map((pair) => pair.split("="))) {
      assert.equal(spanish.shorthand.get(typed), word, typed);
    }
  });

  test("the one-letter words of Spanish are words, not shorthand", () => {
    for (const word of ["a", "e", "o", "u", "y"]) {
      assert.equal(spanish.shorthand.get(word), undefined, word);
      assert.ok(spanish.stopWords.has(word), `"${word}" is a stop word`);
    }
  });

  test("a parent's fillers are stop words, the words of the question are not", () => {
    for (const word of ["hola", "gracias", "quisiera", "saber", "pregunta", "porfa", "favor"]) {
      assert.ok(spanish.stopWords.has(word), `"${word}" is a stop word`);
    }
    for (const word of ["hijo", "leer", "clases", "cita", "costo", "internet"]) {
      assert.ok(!spanish.stopWords.has(word), `"${word}" is searched`);
    }
    assert.ok(
      [...spanish.stopWords].every((word) => read(word) === word),
      "stop words are written as words reach them: no accents",
    );
  });
});

/** A few FAQs as a Spanish-speaking programme might write them, with accents. */
const FAQS: FaqText[] = [
  {
    question: "¿Cuánto cuesta el curso?",
    answer: "El curso es gratis para las familias. No hay que pagar los libros.",
    tags: "precio, gratis",
  },
  {
    question: "¿Cómo puedo ayudar a mi hijo a leer en casa?",
    answer: "Lean juntos diez minutos cada día. Pídale que le cuente el cuento con sus palabras.",
    tags: "lectura, familias",
  },
  {
    question: "¿Hay clases en línea?",
    answer: "Sí. Hay clases por videollamada los martes y los jueves por la tarde.",
    tags: "internet, computadora",
  },
  {
    question: "¿Cómo pido una cita con la maestra?",
    answer: "Llame a la oficina o escriba un mensaje, y la maestra le dará una cita.",
    tags: "reunión, maestra",
  },
  {
    question: "¿Qué edad debe tener mi hija para empezar?",
    answer: "Aceptamos niños y niñas desde los cinco años.",
    tags: "inscripción",
  },
  {
    question: "¿Qué hago si a mi hijo le cuesta leer por la dislexia?",
    answer: "Hable con la maestra: hay clases con letra grande y libros de audio.",
    tags: "dislexia",
  },
].map((faq, i) => ({ ...faq, id: i + 1, phrasings: [] }));

describe("a Spanish index", () => {
  // A synonym group as the Admin would list it on the Search words screen.
  const index = SearchIndex.build(spanish, FAQS, [["costo", "precio", "cuesta", "pagar"]]);
  /** The questions found, best first, as the engine ranks them (lib/search/engine.ts). */
  const search = (text: string) => {
    const plan = planSearch(index, text);
    const { results, confidence } = rankFaqs(index, plan);
    const questions = results.map(({ id }) => FAQS.find((faq) => faq.id === id)?.question);
    return { questions, confidence, words: plan.words };
  };

  test("misspelt questions, as parents type them, find their answer first", () => {
    const expected: [search: string, question: string][] = [
      ["cuanto cuesta el curso", "¿Cuánto cuesta el curso?"],
      ["cuanto vale", "¿Cuánto cuesta el curso?"],
      ["como ayudar a mi ijo a leer en casa", "¿Cómo puedo ayudar a mi hijo a leer en casa?"],
      ["hay clases por internet", "¿Hay clases en línea?"],
      ["ai clases en linea?", "¿Hay clases en línea?"],
      ["kiero aser una cita", "¿Cómo pido una cita con la maestra?"],
      ["q edad tiene k tener mi ija", "¿Qué edad debe tener mi hija para empezar?"],
      ["cuantos años tiene que tener", "¿Qué edad debe tener mi hija para empezar?"],
      ["mi ijo tiene disleksia", "¿Qué hago si a mi hijo le cuesta leer por la dislexia?"],
    ];
    for (const [text, question] of expected) {
      const found = search(text);
      assert.equal(found.questions[0], question, `${text}: ${found.questions.join(" | ")}`);
    }
  });

  test("the search says how it read a misspelt word", () => {
    const { words, confidence } = search("como ayudar a mi ijo a leer en casa");
    assert.deepEqual(
      words.find((word) => word.typed === "ijo"),
      { typed: "ijo", match: "sound", instead: ["hijo"], synonyms: [] },
    );
    assert.equal(confidence, "good");
    // A verb and the "a" after it are not one word "ayudara", though the stemmer reads it so.
    assert.deepEqual(
      words.filter((word) => word.match === "exact").map((word) => word.typed),
      ["ayudar", "leer", "casa"],
    );
    // "kiero" sounds as "quiero", a filler: it is not searched, nor "corrected" into a topic.
    const kiero = search("kiero aser una cita").words.find((word) => word.typed === "kiero");
    assert.equal(kiero?.match, "common");
  });

  test("a question the FAQs do not answer is weak", () => {
    const { confidence } = search("donde puedo estacionar el carro");
    assert.equal(confidence, "weak");
  });

  test("a longer word is no misspelling of a shorter one it would have to lose its end for", () => {
    // "cursiva" (handwriting) is 3 letters from "curso", more than a word of 5 letters allows.
    const cursiva = search("mi hija y la letra cursiva").words.find(
      (word) => word.typed === "cursiva",
    );
    assert.equal(cursiva?.match, "none");
    // A misspelling of the same length is still read as its word.
    const curzo = search("cuanto cuesta el curzo").words.find((word) => word.typed === "curzo");
    assert.deepEqual(curzo?.instead, ["curso"]);
  });
});
