import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { SearchIndex } from "@/lib/search/index/search-index";
import { english } from "@/lib/search/language/english";
import { planSearch, WEIGHT } from "@/lib/search/plan";
import { confidenceOf, MAX_RESULTS, rankFaqs, TUNING } from "@/lib/search/ranking";

import { faq, ranked } from "../helpers/search";

// The English search in this process (docs/decisions/0017, 0037, 0047): how a search is planned,
// and how FAQs are ranked and judged, on a small index. How a misspelt word is read:
// tests/unit/search-spelling.test.ts.

const FAQS = [
  ["How do I reset my password?", "Use the link on the sign in page.", "account, login"],
  ["How much does the course cost?", "The course is free for families.", "fees"],
  ["Can I listen to an audiobook?", "Yes, every book has an audio version.", "audio"],
  ["How do I sign up for a class?", "Fill in the form on the classes page.", "enrol"],
  [
    "Is there help for dyslexia?",
    "We offer large print and coloured overlays.",
    "dyslexia, reading",
  ],
  ["What phone number can I call?", "Call the office between nine and five.", "contact"],
  ["Where is the wheelchair entrance?", "The ramp is at the side door.", "access"],
  ["How old must my child be?", "Children from five years old may join.", "age"],
].map(([question = "", answer = "", tags = ""], i) => faq(i + 1, question, { answer, tags }));

describe("an English search", () => {
  const index = SearchIndex.build(english, FAQS, [["cost", "price", "fee"]]);
  const search = (text: string) => {
    const plan = planSearch(index, text);
    const ranking = rankFaqs(index, plan);
    const read = plan.words.map(
      ({ typed, match, instead }) =>
        `${typed}: ${match}${instead.length > 0 ? ` ${instead.join(", ")}` : ""}`,
    );
    return { ids: ranking.results.map(({ id }) => id), ranking, read, plan };
  };

  test("each kind of reading finds its FAQ first, and says how it read the words", () => {
    const expected: [text: string, first: number, read: string[]][] = [
      ["reset my pasword", 1, ["reset: exact", "my: common", "pasword: spelling password"]],
      ["fone number", 6, ["fone: sound phone", "number: exact"]],
      ["audio book", 3, ["audio book: exact"]],
      ["wheel chair", 7, ["wheel chair: exact"]],
      ["signup", 4, ["signup: exact"]],
      ["how much", 2, ["how: common", "much: common", "cost: exact"]],
      ["how old", 8, ["how: common", "old: exact", "age: exact"]],
      ["price", 2, ["price: synonym"]],
      ["dislexia help", 5, ["dislexia: spelling dyslexia", "help: exact"]],
      ["phon", 6, ["phon: exact"]],
      ["u wat", -1, ["you: common", "what: common"]],
    ];
    for (const [text, first, read] of expected) {
      const found = search(text);
      assert.equal(found.ids[0] ?? -1, first, text);
      assert.deepEqual(found.read, read, text);
    }
  });

  test("a synonym is searched with its word, and said", () => {
    const { plan } = search("price");
    assert.deepEqual(plan.words[0]?.synonyms, ["cost", "fee"]);
    assert.equal(
      plan.groups[0]?.alternatives.every(({ weight }) => weight === WEIGHT.synonym),
      true,
    );
  });

  test("how each reading counts", () => {
    const weights = Object.entries(WEIGHT).map(
      ([reading, weight]) => `${reading} ${String(weight)}`,
    );
    assert.equal(
      weights.join(", "),
      "exact 1, joined 1, prefix 0.9, synonym 0.9, spelling 0.85, sound 0.8, part 0.6",
    );
    const [audio] = search("audio book").plan.groups;
    assert.deepEqual(
      audio?.alternatives.map(({ weight }) => weight),
      [WEIGHT.joined, WEIGHT.part, WEIGHT.part],
    );
    const [misspelt] = search("pasword").plan.groups;
    assert.deepEqual(
      misspelt?.alternatives.map(({ weight }) => weight),
      [WEIGHT.spelling],
    );
    const [heard] = search("fone").plan.groups;
    assert.deepEqual(
      heard?.alternatives.map(({ weight }) => weight),
      [WEIGHT.sound],
    );
  });

  test("a question about something the FAQs do not cover is weak; an answered one good", () => {
    assert.deepEqual(search("parking").ranking, { results: [], confidence: "weak" });
    assert.deepEqual(search("parking").read, ["parking: none"]);
    assert.equal(search("reset my password").ranking.confidence, "good");
    assert.equal(search("raed").ranking.confidence, "weak");
  });

  test("a match in the question outranks one in the tags, which outranks one in the answer", () => {
    const ranking = ranked(
      [
        faq(1, "Opening times", { answer: "We open at nine for the library." }),
        faq(2, "Opening times", { answer: "Nine to five.", tags: "library" }),
        faq(3, "Where is the library?", { answer: "Next to the hall." }),
        faq(4, "Parking", {
          answer: "Behind the hall.",
          phrasings: ["is there a library car park"],
        }),
      ],
      "library",
    );
    assert.deepEqual(
      ranking.results.map(({ id }) => id),
      [3, 4, 2, 1],
    );
    const [first, second] = ranking.results;
    assert.equal(first?.next, (second?.score ?? 0) / (first?.score ?? 1));
    assert.equal(ranking.results.at(-1)?.next, 0);
  });

  test("a shorter question dilutes a match less; equal scores go by id", () => {
    const ranking = ranked(
      [
        faq(5, "Homework help for parents at home in the evening"),
        faq(6, "Homework"),
        faq(2, "Homework"),
      ],
      "homework",
    );
    assert.deepEqual(
      ranking.results.map(({ id }) => id),
      [2, 6, 5],
    );
    assert.equal(ranking.results[0]?.next, 1);
    assert.equal(ranking.confidence, "weak", "two FAQs that match as well are a guess");
  });

  test("an FAQ with all the words comes first; words that stand together add to it", () => {
    const ranking = ranked(
      [
        faq(1, "Library cards for children"),
        faq(2, "Library opening hours"),
        faq(3, "Cards for the library and the children of members"),
        faq(4, "Children"),
      ],
      "library cards",
    );
    assert.deepEqual(ranking.results.map(({ id }) => id).slice(0, 2), [1, 3]);
    assert.ok(
      (ranking.results[0]?.score ?? 0) > (ranking.results[1]?.score ?? 0),
      "together first",
    );
  });

  test("at most 50 results, best first", () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      faq(i + 1, `Reading group ${"word ".repeat(i)}`),
    );
    const { results } = ranked(many, "reading");
    assert.equal(MAX_RESULTS, 50);
    assert.equal(results.length, 50);
    assert.deepEqual(
      results.map(({ id }) => id),
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  test("a long question searches its twelve rarest words", () => {
    const text =
      "reset password link sign page course cost families audiobook listen class form dyslexia";
    const { plan } = search(text);
    assert.equal(plan.groups.length, 12);
    assert.equal(plan.words.length, 13, "every word is still told");
  });
});

describe("confidence", () => {
  test("good when the first holds enough of the search and stands out from the next", () => {
    assert.equal(TUNING.goodStrength, 0.3);
    assert.equal(TUNING.goodLead, 0.7);
    assert.equal(confidenceOf(undefined), "weak");
    assert.equal(confidenceOf({ strength: 0.3, next: 0.7 }), "good");
    assert.equal(confidenceOf({ strength: 0.29, next: 0 }), "weak");
    assert.equal(confidenceOf({ strength: 1, next: 0.71 }), "weak");
  });
});
