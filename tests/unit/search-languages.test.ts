import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { english } from "@/lib/search/language/english";
import { languageOf, remembered, wordsOf } from "@/lib/search/language/language";
import { spanish } from "@/lib/search/language/spanish";
import { spanishSound } from "@/lib/search/language/spanish-sound";

// What the search knows of each language (lib/search/language/; docs/decisions/0037, 0039): how
// a text is cut into words, the word lists, and the sounds-alike code of Spanish, rule by rule.

describe("the words of a text", () => {
  test("lower case, accents and apostrophes gone, runs of letters and digits", () => {
    assert.deepEqual(wordsOf("Doesn't the CAFÉ open at 9am? Niño’s book-club!"), [
      "doesnt",
      "the",
      "cafe",
      "open",
      "at",
      "9am",
      "ninos",
      "book",
      "club",
    ]);
    assert.deepEqual(wordsOf("' ’ -- ..."), []);
    assert.deepEqual(wordsOf("l'"), ["l"], "an apostrophe between letters only");
  });

  test("a language's lists read from text: words apart by spaces, pairs by =, phrases by commas", () => {
    const language = languageOf({
      code: "xx",
      stopWords: " the\n  and  a ",
      shorthand: "u=you  r=are",
      phrases: " how much = cost ,how old=age, ",
      stem: (word) => word,
      sound: (word) => word,
      minSoundLength: 4,
    });
    assert.deepEqual([...language.stopWords], ["the", "and", "a"]);
    assert.deepEqual(
      [...language.shorthand],
      [
        ["u", "you"],
        ["r", "are"],
      ],
    );
    assert.deepEqual(
      [...language.phrases],
      [
        ["how much", "cost"],
        ["how old", "age"],
      ],
    );
    assert.equal(language.code, "xx");
    assert.equal(language.minSoundLength, 4);
  });

  test("a remembered function answers from memory, and forgets all once full", () => {
    const calls: string[] = [];
    const upper = remembered((word) => {
      calls.push(word);
      return word.toUpperCase();
    }, 2);
    assert.deepEqual(["a", "b", "a", "b"].map(upper), ["A", "B", "A", "B"]);
    assert.deepEqual(calls, ["a", "b"]);
    upper("c"); // full: forgets a and b
    upper("a");
    assert.deepEqual(calls, ["a", "b", "c", "a"]);
    const stem = remembered((word) => word.slice(0, 3));
    assert.equal(stem("reading"), "rea");
  });
});

describe("English", () => {
  test("texting shorthand and the stop words that ask about something", () => {
    for (const [typed, meant] of [
      ["u", "you"],
      ["wat", "what"],
      ["b4", "before"],
      ["coz", "because"],
      ["ppl", "people"],
      ["info", "information"],
      ["mins", "minutes"],
    ] as const) {
      assert.equal(english.shorthand.get(typed), meant, typed);
    }
    assert.deepEqual(
      [...english.phrases],
      [
        ["how much", "cost"],
        ["how old", "age"],
        ["how soon", "long"],
        ["how many", "number"],
      ],
    );
    for (const word of ["the", "dont", "wondering", "um", "like", "supposed"]) {
      assert.ok(english.stopWords.has(word), word);
    }
    for (const word of ["read", "course", "cost", "dyslexia"]) {
      assert.ok(!english.stopWords.has(word), word);
    }
  });

  test("stems and sounds: reading and reads are read; phone sounds as fone", () => {
    assert.equal(english.code, "en");
    assert.equal(english.stem("reading"), english.stem("reads"));
    assert.equal(english.sound("fone"), english.sound("phone"));
    assert.equal(english.minSoundLength, 4);
  });

  test("an -a said for a final -er is heard as -er, in a word of four letters or more", () => {
    const heard = (word: string) => english.soundVariants?.(word);
    assert.deepEqual(heard("todla"), ["todler"]);
    assert.deepEqual(heard("sofa"), ["sofer"]);
    assert.deepEqual(heard("ola"), []);
    assert.deepEqual(heard("todle"), []);
  });
});

describe("Spanish", () => {
  test("its sounds-alike code, rule by rule", () => {
    const codes: [word: string, code: string][] = [
      ["psicologo", "sikologo"], // ps at the start is s; c before o is k
      ["xilofono", "silofono"], // x at the start is s
      ["explicar", "esplikar"], // x before a consonant is s
      ["examen", "eksamen"], // x elsewhere is ks
      ["ciudad", "siuda"], // the final d is dropped; c before i is s
      ["wifi", "gifi"], // w is gu
      ["chico", "ciko"], // ch is one sound
      ["hijo", "ijo"], // h is silent
      ["llave", "yabe"], // ll is y; v is b
      ["yema", "yema"],
      ["muy", "mui"], // a y that ends a syllable is i
      ["queso", "keso"], // qu before e is k
      ["kilo", "kilo"],
      ["guitarra", "gitara"], // gu before i is a hard g; rr is r
      ["gente", "jente"], // g before e is j
      ["gato", "gato"],
      ["jamon", "jamon"],
      ["cena", "sena"], // c before e is s
      ["casa", "kasa"], // c before a is k
      ["zapato", "sapato"], // z is s
      ["envio", "embio"], // n before v is m
      ["vez", "bes"],
      ["leer", "ler"], // a letter written twice is said once
      ["accion", "aksion"],
      ["a1b", "ab"], // only letters
      ["2026", ""],
    ];
    assert.deepEqual(
      codes.map(([word]) => [word, spanishSound(word)]),
      codes,
    );
    assert.equal(spanish.sound("hijo"), "ijo");
  });

  test("a word and its accented ending share a stem; an -logía word keeps its plural apart", () => {
    assert.equal(spanish.code, "es");
    assert.equal(spanish.minSoundLength, 3);
    assert.equal(spanish.stem("informacion"), spanish.stem("información"));
    assert.equal(spanish.stem("informacion"), "inform");
    assert.equal(spanish.stem("biologias"), spanish.stem("biologías"));
    assert.equal(spanish.stem("biologia"), "biolog");
    assert.equal(spanish.stem("biologias"), "biolog");
  });

  test("shorthand and the words that ask about something together", () => {
    assert.equal(spanish.shorthand.get("ai"), "hay");
    assert.equal(spanish.shorthand.get("profe"), "profesor");
    assert.equal(spanish.phrases.get("cuanto cuesta"), "costo");
    assert.equal(spanish.phrases.get("primera clase"), "empezar");
    assert.equal(spanish.phrases.size, 15);
    assert.ok(spanish.stopWords.has("vosostros"), "as Snowball's list writes it");
    assert.ok(spanish.stopWords.has("cosas"), "a filler");
  });
});
