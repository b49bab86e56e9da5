import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { SearchIndex, type SynonymWords } from "@/lib/search/index/search-index";
import { english } from "@/lib/search/language/english";
import { planSearch } from "@/lib/search/plan";

import { faq } from "../helpers/search";

// What a search looks for, word by word (lib/search/plan.ts; docs/decisions/0017, 0037): each
// group is written "typed: stem×weight …", a group nothing matched with "(none)".

function indexOf(texts: string[], synonyms: SynonymWords[] = []): SearchIndex {
  const faqs = texts.map((question, i) => faq(i + 1, question));
  return SearchIndex.build(english, faqs, synonyms);
}

function planOf(index: SearchIndex, text: string) {
  const plan = planSearch(index, text);
  return {
    groups: plan.groups.map(
      ({ typed, alternatives, unmatched }) =>
        `${typed}:${unmatched ? " (none)" : ""}${alternatives
          .map(({ term, weight }) => ` ${index.terms.stems[term] ?? "?"}×${String(weight)}`)
          .join("")}`,
    ),
    words: plan.words.map(
      ({ typed, match, instead, synonyms }) =>
        `${typed}: ${match}${instead.length > 0 ? ` (${instead.join(", ")})` : ""}${
          synonyms.length > 0 ? ` + ${synonyms.join(", ")}` : ""
        }`,
    ),
  };
}

describe("the words of a search", () => {
  const index = indexOf([
    "Reading at home",
    "Reading groups and readers",
    "Someone to help",
    "Sign up without a form",
    "Where is the box?",
    "What does the course cost?",
    "Who asks the questions?",
    "Retired tutors",
    "Is there a reading list?",
    "Phone and phonics",
  ]);

  test("a word typed twice is searched once", () => {
    assert.deepEqual(planOf(index, "reading reading"), {
      groups: ["reading: read×1"],
      words: ["reading: exact"],
    });
  });

  test("only the last word, or an unknown one, is also the start of a longer word", () => {
    assert.deepEqual(planOf(index, "phone help").groups, ["phone: phone×1", "help: help×1"]);
    assert.deepEqual(planOf(index, "help phon").groups, [
      "help: help×1",
      "phon: phone×0.9 phonic×0.9",
    ]);
    assert.deepEqual(planOf(index, "phon help").groups, [
      "phon: phone×0.9 phonic×0.9",
      "help: help×1",
    ]);
    // Three letters are too few to guess from, unless it is the last word.
    assert.deepEqual(planOf(index, "pho help").groups, ["pho: (none)", "help: help×1"]);
    assert.deepEqual(planOf(index, "help pho").groups, [
      "help: help×1",
      "pho: phone×0.9 phonic×0.9",
    ]);
  });

  test("two typed words the FAQs write as one are searched as it, and each half at 0.6", () => {
    assert.deepEqual(planOf(index, "some one help"), {
      groups: ["some one: someon×1", "help: help×1"],
      words: ["some one: exact", "help: exact"],
    });
    assert.deepEqual(planOf(index, "sign up"), {
      groups: ["sign: sign×1"],
      words: ["sign: exact", "up: common"],
    });
  });

  test("two common words are never joined, nor into a common word, nor into one of them", () => {
    // "without" is in the FAQs, but "with" and "out" are both too common to search.
    assert.deepEqual(planOf(index, "with out").words, ["with: common", "out: common"]);
    // "asking" is a common word, though "asks" is in the FAQs.
    const asKing = planOf(index, "as king");
    assert.equal(asKing.words[0], "as: common");
    assert.ok(!asKing.groups.some((group) => group.includes("ask")), asKing.groups.join("; "));
    // "reading" is "read" again: read and ing, not a word of their own.
    assert.deepEqual(planOf(index, "read ing").groups[0], "read: read×1");
  });

  test("a word the FAQs never use is split in two they do, if each part is a word", () => {
    assert.deepEqual(planOf(index, "signup"), {
      groups: ["signup: sign×1"],
      words: ["signup: exact"],
    });
    assert.deepEqual(planOf(index, "inbox"), { groups: ["inbox: box×1"], words: ["inbox: exact"] });
    // "re" is no word of three letters: "retutors" is not "re tutors".
    assert.notDeepEqual(planOf(index, "retutors").groups, ["retutors: tutor×1"]);
  });

  test("a misspelt common word is a common word", () => {
    assert.deepEqual(planOf(index, "abowt readin"), {
      groups: ["readin: read×0.85"],
      words: ["abowt: common", "readin: spelling (reading)"],
    });
  });
});

describe("words listed as meaning the same", () => {
  const index = indexOf(
    ["What does the course cost?", "Are there fees?", "Opening times"],
    [
      ["cost", "price", "fee"],
      ["times", "hours", "timetable"],
    ],
  );

  test("a listed word the FAQs do not use searches the others the FAQs use", () => {
    assert.deepEqual(planOf(index, "price"), {
      groups: ["price: cost×0.9 fee×0.9"],
      words: ["price: synonym + cost, fee"],
    });
    // "timetable" and "hours" are used by no FAQ: only "times" is searched.
    assert.deepEqual(planOf(index, "hours").groups, ["hours: time×0.9"]);
  });

  test("a misspelt listed word searches the others at both discounts", () => {
    assert.deepEqual(planOf(index, "prise"), {
      groups: ["prise: cost×0.765 fee×0.765"],
      words: ["prise: spelling (price) + cost, fee"],
    });
  });

  test("a word of the FAQs keeps its own weight where a synonym would count less", () => {
    assert.deepEqual(planOf(index, "cost").groups, ["cost: cost×1 fee×0.9"]);
  });
});

describe("a long question", () => {
  // Twelve words in one FAQ each, "reading" in three: of 13 typed words, "reading" is dropped.
  const words = "apple bread cheese dates eggs figs grapes honey ice jam kale lemon".split(" ");
  const index = indexOf([...words.map((word) => `About ${word}`), "Reading", "Reading club"]);

  test("keeps its twelve rarest words, in the order typed", () => {
    const { groups } = planOf(index, `reading ${words.join(" ")}`);
    assert.deepEqual(
      groups.map((group) => group.split(":")[0]),
      words,
    );
  });

  test("between words as rare, keeps the first typed", () => {
    const { groups } = planOf(index, `${words.join(" ")} about`);
    assert.equal(groups.length, 12);
    assert.deepEqual(groups.at(-1), "lemon: lemon×1");
    assert.deepEqual(groups[0], "apple: appl×1");
  });
});
