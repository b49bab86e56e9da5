import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { PGlite } from "@electric-sql/pglite";

import { wordsOf } from "@/lib/search/language/language";
import { spanish } from "@/lib/search/language/spanish";

// Issue 28: the Spanish stems against PostgreSQL's own (docs/decisions/0039-spanish-words.md). In
// a file of its own, apart from tests/search-spanish.test.ts: starting PGlite takes most of half
// a minute on the test machine, which `npm run mutate` would otherwise pay for every mutant of
// lib/search (tests/mutation/search.ts).

/** A word as the search hands it to the language: lower case, accents gone. */
const read = (word: string) => wordsOf(word)[0] ?? "";
const stem = (word: string) => spanish.stem(read(word));

describe("Spanish stems", () => {
  test("stems as PostgreSQL's `spanish` configuration does, accents aside", async () => {
    // The nouns, adjectives and most verb forms a question uses. Verb endings that carry an
    // accent ("aprendió", "ayudaría") are the known difference: the accent is gone before the
    // stemmer sees them (the decision record says more).
    const words = `información informaciones tecnologías lección canciones inscripción soluciones
      clases cursos hijos hija niños niñas lecturas lectores libros biblioteca maestras escuelas
      citas horarios gratuita ayudar ayudamos escribiendo escritura leyendo leemos aprendiendo
      dislexia teléfono página fácil difícil inglés países días años mañana sábado despacio
      internet línea videollamada reuniones leía leerá ayudó`
      .split(/\s+/)
      .filter(Boolean);
    const db = new PGlite();
    try {
      for (const word of words) {
        const { rows } = await db.query<{ stems: string[] }>(
          "SELECT ts_lexize('spanish_stem', $1) AS stems",
          [word],
        );
        const postgres = read(rows[0]?.stems[0] ?? "");
        assert.equal(stem(word), postgres, word);
      }
    } finally {
      await db.close();
    }
  });
});
