import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { SearchIndex } from "@/lib/search/index/search-index";
import {
  IN_ANSWER,
  IN_PHRASING,
  IN_QUESTION,
  IN_TAGS,
  indexFaq,
  placesOf,
  Segment,
  Terms,
} from "@/lib/search/index/segment";
import { english } from "@/lib/search/language/english";

import { faq } from "../helpers/search";

// The index in memory (lib/search/index/; docs/decisions/0037-search-in-memory.md): FAQs as
// terms, where each term stands, the FAQs of each term best first, and an index updated as FAQs
// change without building it again.

const FAQS = [
  faq(1, "How do I reset my password?", {
    answer: "Use the reset link on the sign in page.",
    tags: "account, login",
    phrasings: ["forgot my password", "cannot log in"],
  }),
  faq(2, "Reading at home", { answer: "Read together every day.", tags: "reading" }),
  faq(3, "Where do I read the reading list?", { answer: "On the reading page." }),
  faq(4, "Fees", { answer: "Reading groups are free.", tags: "cost" }),
];

/** The stems of an FAQ's terms, each with its places as letters: q(uestion), p(hrasing), t(ags), a(nswer). */
function placesByStem(index: SearchIndex, id: number): Record<string, string> {
  const found = index.main.byId(id);
  assert.ok(found, `FAQ ${String(id)}`);
  const out: Record<string, string> = {};
  for (const term of found.terms) {
    const places = placesOf(found, term);
    out[index.terms.stems[term] ?? "?"] = [
      [IN_QUESTION, "q"],
      [IN_PHRASING, "p"],
      [IN_TAGS, "t"],
      [IN_ANSWER, "a"],
    ]
      .filter(([bit]) => places & (bit as number))
      .map(([, letter]) => letter)
      .join("");
  }
  return out;
}

describe("an indexed FAQ", () => {
  const index = SearchIndex.build(english, FAQS, []);

  test("knows where each of its words stands, stop words left out", () => {
    assert.deepEqual(placesByStem(index, 1), {
      reset: "qa",
      password: "qp",
      forgot: "p",
      log: "p",
      account: "t",
      login: "t",
      us: "a",
      link: "a",
      sign: "a",
      page: "a",
    });
    const [first] = index.main.faqs;
    assert.equal(placesOf(first!, index.terms.find("reading") ?? 999), 0, "a term it lacks");
  });

  test("keeps each field's words in order, for words that stand together", () => {
    const terms = new Terms();
    const words: string[] = [];
    const indexed = indexFaq(FAQS[0]!, english, terms, (word, stem) => {
      words.push(`${word}>${stem}`);
    });
    const stems = (ids: ArrayLike<number>) => Array.from(ids, (id) => terms.stems[id]);
    assert.deepEqual(stems(indexed.question), ["reset", "password"]);
    assert.deepEqual(indexed.phrasings.map(stems), [["forgot", "password"], ["log"]]);
    assert.deepEqual(stems(indexed.tags), ["account", "login"]);
    assert.deepEqual(stems(indexed.answer), ["us", "reset", "link", "sign", "page"]);
    assert.deepEqual(words.slice(0, 3), ["reset>reset", "password>password", "forgot>forgot"]);
    assert.deepEqual(
      Array.from(indexed.terms),
      Array.from(indexed.terms).sort((a, b) => a - b),
    );
  });

  test("lists the FAQs of a word by how much the word says about each: a short question first", () => {
    const read = index.terms.find("read") ?? -1;
    // 2: "Reading at home" (question of 2 words); 3: a question of 4; 4: the answer only.
    assert.deepEqual(
      [...index.faqsOf(read, Infinity)].map(({ id }) => id),
      [2, 3, 4],
    );
    assert.deepEqual(
      [...index.faqsOf(read, 2)].map(({ id }) => id),
      [2, 3],
    );
    assert.equal(index.count(read), 3);
    assert.equal(index.count(-1), 0);
    assert.deepEqual([...index.faqsOf(-1, 5)], []);
  });

  test("a tag match says more than an answer match, a phrasing as much as a question", () => {
    const terms = new Terms();
    const segment = new Segment(
      [
        faq(7, "Costs", { answer: "Help is free." }),
        faq(8, "Costs", { tags: "help, fees" }),
        faq(9, "Costs", {
          phrasings: [
            "help with costs please now",
            "help me pay the course costs for my whole family",
          ],
        }),
        faq(10, "Help with long questions that go on and on"),
      ].map((entry) => indexFaq(entry, english, terms, () => undefined)),
    );
    // The shorter phrasing of 2 words, a question of 3, tags of 2, an answer of 2.
    assert.deepEqual(
      [...segment.faqsOf(terms.find("help") ?? -1, Infinity)].map(({ id }) => id),
      [9, 10, 8, 7],
    );
    assert.equal(segment.byId(8)?.id, 8);
    assert.equal(segment.byId(99), undefined);
  });

  test("counts its FAQs, and knows each word, stem and prefix", () => {
    assert.equal(index.total, 4);
    assert.equal(index.has(3), true);
    assert.equal(index.has(5), false);
    assert.equal(index.knows("reading"), true);
    assert.equal(index.knows("the"), true, "stop words are known");
    assert.equal(index.knows("parking"), false);
    assert.equal(index.termOf("readings"), index.terms.find("read"));
    assert.equal(index.termOf("parking"), undefined);
    assert.deepEqual(index.wordsWithStems("The readers' reading"), [
      { word: "readers", stem: "reader" },
      { word: "reading", stem: "read" },
    ]);
  });

  test("finds the longer words a word starts, the most used first", () => {
    const stems = (terms: number[]) => terms.map((term) => index.terms.stems[term]);
    assert.deepEqual(stems(index.termsStartingWith("re", 8)), ["read", "reset"]);
    assert.deepEqual(stems(index.termsStartingWith("re", 1)), ["read"]);
    assert.deepEqual(stems(index.termsStartingWith("read", 8)), [], "not the word itself");
    assert.deepEqual(stems(index.termsStartingWith("lo", 8)), ["log", "login"]);
    assert.deepEqual(stems(index.termsStartingWith("zz", 8)), []);
  });
});

describe("an index updated", () => {
  const before = SearchIndex.build(english, FAQS, [["cost", "fee", "price"]]);
  const after = before.update(
    [faq(2, "Homework at home", { answer: "Ten minutes a day." }), faq(5, "Reading clubs")],
    [4],
    [["cost", "price"]],
  );

  test("counts an edited FAQ's new words, not its old ones, and forgets a removed one", () => {
    const read = after.terms.find("read") ?? -1;
    assert.equal(before.count(read), 3);
    assert.equal(after.count(read), 2, "3 keeps it, 5 adds it; 2 and 4 no longer");
    assert.deepEqual(
      [...after.faqsOf(read, Infinity)].map(({ id }) => id),
      [5, 3],
    );
    assert.equal(after.count(after.terms.find("homework") ?? -1), 1);
    assert.equal(after.total, 4);
    assert.equal(after.has(4), false);
    assert.equal(after.has(2), true);
    assert.equal(after.has(5), true);
    assert.equal(after.recentSize, 4, "two FAQs in the newer segment, two superseded");
    assert.equal(before.recentSize, 0);
  });

  test("an FAQ added and then removed is gone; the main segment's FAQs stay", () => {
    const later = after.update([], [5], [["cost", "price"]]);
    assert.equal(later.has(5), false);
    assert.equal(later.has(1), true);
    assert.equal(later.total, 3);
    assert.equal(later.recentSize, 3);
  });

  test("takes the synonym list as it is now", () => {
    assert.deepEqual(before.synonymsOf("cost"), [
      { stem: "fee", word: "fee" },
      { stem: "price", word: "price" },
    ]);
    assert.deepEqual(after.synonymsOf("cost"), [{ stem: "price", word: "price" }]);
    assert.deepEqual(after.synonymsOf("parking"), []);
  });

  test("a synonym's forms share its stem, and each word stands once", () => {
    const index = SearchIndex.build(english, [], [["classes", "class", "lessons"]]);
    assert.deepEqual(index.synonymsOf("class"), [{ stem: "lesson", word: "lessons" }]);
    assert.equal(index.knows("lessons"), true, "a synonym is a word the search knows");
  });
});
