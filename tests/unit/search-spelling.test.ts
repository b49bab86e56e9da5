import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  allowedDistance,
  distance,
  MIN_CORRECTION_LENGTH,
  SIMILARITY_THRESHOLD,
  trigrams,
} from "@/lib/search/index/vocabulary";
import { english } from "@/lib/search/language/english";
import { spanish } from "@/lib/search/language/spanish";

import { readingIn, vocabularyOf } from "../helpers/search";

// How a misspelt word is read as the word meant (lib/search/index/vocabulary.ts; decisions 0017,
// 0047): how far apart two words are, with the letters readers with dyslexia swap, the words read
// by their letters or their sound, how several close words are chosen among, and the words too
// short to correct or be corrected to.

/** Asserts how each typed word is read: "spelling: read", "sound: home", or null (unread). */
function assertReadings(
  meant: (typed: string) => string | null,
  expected: [typed: string, read: string | null][],
) {
  for (const [typed, read] of expected) assert.equal(meant(typed), read, typed);
}

describe("letters changed", () => {
  test("a letter changed, added, left out or swapped with its neighbour is one; a swapped pair is not edited again", () => {
    const changes: [from: string, to: string, cost: number][] = [
      ["raed", "read", 1],
      ["dook", "book", 0.5],
      ["qd", "pb", 1],
      ["kitten", "sitting", 3],
      ["abc", "", 3],
      ["", "ab", 2],
      ["ab", "ba", 1],
      ["abcd", "acbd", 1],
      ["same", "same", 0],
      ["abcdef", "badcfe", 3],
      ["ca", "abc", 3],
      ["ab", "a", 1],
      ["a", "ab", 1],
      ["xy", "yz", 2],
    ];
    for (const [from, to, cost] of changes) assert.equal(distance(from, to), cost, `${from}→${to}`);
  });

  test("each pair of mirrored letters costs a half, in either order; other letters 1", () => {
    const pairs = ["bd", "pq", "mw", "nu", "bp", "dq"];
    for (const [x = "", y = ""] of pairs) {
      assert.equal(distance(`a${x}c`, `a${y}c`), 0.5, `${x} for ${y}`);
      assert.equal(distance(`a${y}c`, `a${x}c`), 0.5, `${y} for ${x}`);
    }
    assert.equal(distance("abc", "aqc"), 1, "b and q are not mirrored");
    assert.equal(distance("ab", "cd"), 1.5, "a for c, and mirrored b for d");
  });

  test("a longer word may be further off: 1 up to 4 letters, 2 up to 6, then 3", () => {
    assert.deepEqual(
      ["abc", "abcd", "abcde", "abcdef", "abcdefg", "ñandú"].map(allowedDistance),
      [1, 1, 2, 2, 3, 2],
    );
    assert.equal(MIN_CORRECTION_LENGTH, 4);
    assert.equal(SIMILARITY_THRESHOLD, 0.35);
  });

  test("trigrams as pg_trgm makes them", () => {
    assert.deepEqual([...trigrams("cat")], ["  c", " ca", "cat", "at "]);
  });
});

describe("the word meant", () => {
  const vocabulary = vocabularyOf(
    english,
    `read need home him son busy book toddler toddlers vocabulary awareness add ease reading
    ebook curso reduced`,
  );
  const meant = readingIn(vocabulary);

  test("a misspelt word is read as the word meant, by its letters or its sound", () => {
    assertReadings(meant, [
      ["reed", "spelling: read"],
      ["redd", "spelling: read"],
      ["nead", "spelling: need"],
      ["dook", "spelling: book"],
      ["toddlr", "spelling: toddler"],
      ["hoam", "sound: home"],
      ["hom", "sound: him"],
      ["sun", "sound: son"],
      ["todla", "sound: toddler"],
      ["vokabyoolery", "sound: vocabulary"],
      ["uwairnis", "sound: awareness"],
      ["ebuk", "sound: ebook"],
      ["abowt", "spelling: about"],
      ["becuase", "spelling: because"],
    ]);
  });

  test("a word nothing is close to stays unread", () => {
    for (const typed of ["bus", "bok", "ideer", "waste", "fluwensee", "ow", "zzzzzz"]) {
      assert.equal(meant(typed), null, typed);
    }
  });

  test("a word the vocabulary has is known; stop words are in it from the start", () => {
    assert.equal(vocabulary.has("toddler"), true);
    assert.equal(vocabulary.has("because"), true);
    assert.equal(vocabulary.has("parking"), false);
  });
});

describe("choosing among close words", () => {
  // Each word twice, as an index adds it: once for every FAQ that uses it.
  const meant = readingIn(
    vocabularyOf(
      english,
      `toddler toddlers reading readings reader ready table cable fable gable sable stable
      classes class glasses phonics phone photo lesson lessons listen`,
      2,
    ),
  );

  test("as close in letters and trigrams, at most three, in alphabetical order", () => {
    assert.equal(meant("rable"), "spelling: cable, fable, gable");
  });

  test("of words as close in letters, the one that sounds the same", () => {
    assert.equal(meant("xable"), "spelling: sable");
  });

  test("common misspellings of longer words find their word", () => {
    assertReadings(meant, [
      ["clases", "spelling: classes"],
      ["clas", "spelling: class"],
      ["glases", "spelling: glasses"],
      ["fonics", "spelling: phonics"],
      ["leson", "spelling: lesson"],
      ["lissen", "spelling: listen"],
      ["todlers", "spelling: toddlers"],
      ["redding", "spelling: reading"],
      ["fone", "sound: phone"],
    ]);
  });

  test("a word of one or two letters is never the one a longer word meant", () => {
    // "me" sounds as "meee", but no reader means "me" by it; "fotos" is too far from "photo".
    for (const typed of ["meee", "usss", "fotos"]) assert.equal(meant(typed), null, typed);
  });
});

describe("Spanish spellings", () => {
  const meant = readingIn(
    vocabularyOf(spanish, "hijo hija casa cosa curso cursos vez clase clases llave"),
  );

  test("a silent h and ll written y are heard; a doubled or k-for-c letter is a spelling", () => {
    assertReadings(meant, [
      ["ijo", "sound: hijo"],
      ["yave", "sound: llave"],
      ["kasa", "spelling: casa"],
      ["cursso", "spelling: curso"],
      ["klase", "spelling: clase"],
    ]);
  });

  test("three letters with none in common are no correction, though they sound alike", () => {
    assert.equal(meant("bes"), null);
  });
});
