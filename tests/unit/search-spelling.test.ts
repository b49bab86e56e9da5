import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { distance, Vocabulary } from "@/lib/search/index/vocabulary";
import { english } from "@/lib/search/language/english";
import { spanish } from "@/lib/search/language/spanish";

// How a misspelt word is read as the word meant (lib/search/index/vocabulary.ts; decisions 0017,
// 0047), beyond tests/unit/search-ranking.test.ts: the letters readers with dyslexia swap, how
// several close words are chosen among, and the words too short to correct or be corrected to.

describe("letters changed", () => {
  test("each pair of mirrored letters costs a half, in either order; other letters 1", () => {
    const pairs = ["bd", "pq", "mw", "nu", "bp", "dq"];
    for (const [x = "", y = ""] of pairs) {
      assert.equal(distance(`a${x}c`, `a${y}c`), 0.5, `${x} for ${y}`);
      assert.equal(distance(`a${y}c`, `a${x}c`), 0.5, `${y} for ${x}`);
    }
    assert.equal(distance("abc", "aqc"), 1, "b and q are not mirrored");
    assert.equal(distance("ab", "cd"), 1.5, "a for c, and mirrored b for d");
  });

  test("neighbours swapped cost one, but a swapped pair is not edited again", () => {
    assert.equal(distance("abcdef", "badcfe"), 3);
    assert.equal(distance("ca", "abc"), 3);
    assert.equal(distance("ab", "a"), 1);
    assert.equal(distance("a", "ab"), 1);
    assert.equal(distance("xy", "yz"), 2);
  });
});

describe("choosing among close words", () => {
  const vocabulary = new Vocabulary(english);
  const WORDS = `toddler toddlers reading readings reader ready table cable fable gable sable stable
    classes class glasses phonics phone photo lesson lessons listen`;
  // Each word as an index adds it: once for every time an FAQ uses it.
  for (const word of WORDS.split(/\s+/)) {
    vocabulary.add(word);
    vocabulary.add(word);
  }
  const meant = (word: string) => {
    const correction = vocabulary.correct(word);
    return correction ? `${correction.how}: ${correction.words.join(", ")}` : null;
  };

  test("as close in letters and trigrams, at most three, in alphabetical order", () => {
    assert.equal(meant("rable"), "spelling: cable, fable, gable");
  });

  test("of words as close in letters, the one that sounds the same", () => {
    assert.equal(meant("xable"), "spelling: sable");
  });

  test("common misspellings of longer words find their word", () => {
    const expected: [typed: string, read: string][] = [
      ["clases", "spelling: classes"],
      ["clas", "spelling: class"],
      ["glases", "spelling: glasses"],
      ["fonics", "spelling: phonics"],
      ["leson", "spelling: lesson"],
      ["lissen", "spelling: listen"],
      ["todlers", "spelling: toddlers"],
      ["redding", "spelling: reading"],
      ["fone", "sound: phone"],
    ];
    for (const [typed, read] of expected) assert.equal(meant(typed), read, typed);
  });

  test("a word of one or two letters is never the one a longer word meant", () => {
    // "me" sounds as "meee", but no reader means "me" by it.
    assert.equal(meant("meee"), null);
    assert.equal(meant("usss"), null);
    assert.equal(meant("fotos"), null, "too far from photo");
  });
});

describe("Spanish spellings", () => {
  const vocabulary = new Vocabulary(spanish);
  for (const word of "hijo hija casa cosa curso cursos vez clase clases llave".split(" ")) {
    vocabulary.add(word);
  }
  const meant = (word: string) => {
    const correction = vocabulary.correct(word);
    return correction ? `${correction.how}: ${correction.words.join(", ")}` : null;
  };

  test("a silent h and ll written y are heard; a doubled or k-for-c letter is a spelling", () => {
    assert.equal(meant("ijo"), "sound: hijo");
    assert.equal(meant("yave"), "sound: llave");
    assert.equal(meant("kasa"), "spelling: casa");
    assert.equal(meant("cursso"), "spelling: curso");
    assert.equal(meant("klase"), "spelling: clase");
  });

  test("three letters with none in common are no correction, though they sound alike", () => {
    assert.equal(meant("bes"), null);
  });
});
