import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { SearchIndex } from "@/lib/search/index/search-index";
import { english } from "@/lib/search/language/english";
import { planSearch } from "@/lib/search/plan";
import { rankFaqs } from "@/lib/search/ranking";

import { faq, ranked } from "../helpers/search";

// The arithmetic of a ranking (lib/search/ranking.ts; docs/decisions/0037, 0047), on indexes
// small enough to work out by hand. Each expected score is written from the rules as the
// decisions state them:
// - a word weighs its rarity, BM25's idf: ln(1 + (FAQs − FAQs with it + 0.5) / (FAQs with it + 0.5));
// - a match counts 1 in the question or an "also asked as", 0.5 in the tags, 0.3 in the answer,
//   diluted by the field's length in words: × 1 / (1 + 0.3 · ln(length));
// - the sum is scaled by (0.2 + the share of the search's weight matched)², a match in the tags
//   covering 0.8 of its word and one in the answer 0.6;
// - two neighbouring typed words that stand within 3 words of each other add 0.3 of the rarer.

const idf = (withIt: number, faqs: number) => Math.log(1 + (faqs - withIt + 0.5) / (withIt + 0.5));
const damped = (length: number) => 1 / (1 + 0.3 * Math.log(length));

/** Scores as compared: to ten decimals, so that the order of additions does not matter. */
const round = (value: number) => Math.round(value * 1e10) / 1e10;
const scoresOf = (results: { id: number; score: number }[]) =>
  results.map(({ id, score }) => [id, round(score)]);

describe("a one-word search", () => {
  const faqs = [
    faq(1, "Library"),
    faq(2, "Parking", {
      phrasings: ["library car park", "where can I leave my bike overnight near the hall"],
    }),
    faq(3, "Opening times", { tags: "library, books" }),
    faq(4, "Opening hours", { answer: "The library opens at nine." }),
    faq(5, "Fees", { answer: "Classes are free." }),
  ];
  const { results, confidence } = ranked(faqs, "library");
  const w = idf(4, 5);

  test("a question match counts whole, a phrasing's as the shortest phrasing, tags half, the answer 0.3", () => {
    assert.deepEqual(scoresOf(results), [
      [1, round(w * 1 * 1.2 ** 2)],
      [2, round(w * damped(3) * 1.2 ** 2)],
      [3, round(w * 0.5 * damped(2) * (0.2 + 0.8) ** 2)],
      [4, round(w * 0.3 * damped(3) * (0.2 + 0.6) ** 2)],
    ]);
  });

  test("each result holds its share of the search in its field, and how close the next comes", () => {
    assert.deepEqual(
      results.map(({ strength }) => round(strength)),
      [1, damped(3), 0.5 * damped(2), 0.3 * damped(3)].map(round),
    );
    const scores = results.map(({ score }) => score);
    assert.deepEqual(
      results.map(({ next }) => round(next)),
      [scores[1]! / scores[0]!, scores[2]! / scores[1]!, scores[3]! / scores[2]!, 0].map(round),
    );
    assert.deepEqual(
      results.map(({ terms }) => terms.length),
      [1, 1, 1, 1],
    );
    // The first holds all of the search, but the second comes within 0.7 of it: a guess.
    assert.equal(confidence, "weak");
  });
});

describe("what a word weighs", () => {
  const faqs = [
    faq(1, "Level 12 classes"),
    faq(2, "Room 2a"),
    faq(3, "Level a2"),
    faq(4, "Library"),
    faq(5, "Opening hours"),
  ];

  test("a number counts 0.3 of a word as rare; a word with a digit in it counts whole", () => {
    const score = (text: string) => round(ranked(faqs, text).results[0]?.score ?? 0);
    assert.equal(score("12"), round(0.3 * idf(1, 5) * damped(3) * 1.44));
    assert.equal(score("2a"), round(idf(1, 5) * damped(2) * 1.44));
    assert.equal(score("a2"), round(idf(1, 5) * damped(2) * 1.44));
  });

  test("a word the FAQs never use weighs 0.8 of the rarest and lowers the share matched", () => {
    const { plan, results } = ranked(faqs, "library qzxv");
    assert.deepEqual(
      plan.words.map(({ typed, match }) => `${typed}: ${match}`),
      ["library: exact", "qzxv: none"],
    );
    const [w, unknown] = [idf(1, 5), 0.8 * idf(0, 5)];
    assert.deepEqual(scoresOf(results), [[4, round(w * (0.2 + w / (w + unknown)) ** 2)]]);
  });

  test("an unknown word of three letters is noise and weighs nothing", () => {
    const { plan, results } = ranked(faqs, "library qzx");
    assert.deepEqual(
      plan.words.map(({ match }) => match),
      ["exact", "none"],
    );
    assert.deepEqual(scoresOf(results), [[4, round(idf(1, 5) * 1.44)]]);
  });

  test("a search of only unknown words finds nothing, and is weak", () => {
    assert.deepEqual(ranked(faqs, "qzx").results, []);
    assert.equal(ranked(faqs, "qzxv").confidence, "weak");
  });
});

describe("a search of several words", () => {
  const faqs = [
    faq(1, "Library cards"),
    faq(2, "Cards library"),
    faq(3, "Library green blue cards"),
    faq(4, "Library green blue red cards"),
    faq(5, "Opening", { answer: "Library members show cards at the door." }),
    faq(6, "Lost", { phrasings: ["my library has my cards"] }),
    faq(7, "Library rules"),
    faq(8, "Library hours"),
    faq(9, "Fees"),
  ];
  const [wl, wc] = [idf(8, 9), idf(6, 9)];

  test("words within three of each other, in either order, add 0.3 of the rarer one's weight", () => {
    const { results } = ranked(faqs, "library cards");
    const both = (fieldWeight: number, coverage: number) =>
      (wl + wc) * fieldWeight * (0.2 + coverage) ** 2;
    const near = 0.3 * Math.min(wl, wc);
    const expected = new Map([
      [1, both(damped(2), 1) + near],
      [2, both(damped(2), 1) + near],
      [3, both(damped(4), 1) + near],
      [4, both(damped(5), 1)],
      [5, both(0.3 * damped(5), 0.6) + near],
      [6, both(damped(2), 1) + near],
      [7, wl * damped(2) * (0.2 + wl / (wl + wc)) ** 2],
      [8, wl * damped(2) * (0.2 + wl / (wl + wc)) ** 2],
    ]);
    assert.deepEqual(
      scoresOf(results),
      [...expected]
        .map(([id, score]) => [id, round(score)])
        .sort((a, b) => b[1]! - a[1]! || a[0]! - b[0]!),
    );
    assert.deepEqual(
      results.find(({ id }) => id === 1)?.terms.length,
      2,
      "both words are highlighted",
    );
  });

  test("only neighbours in the search count, each pair with its own rarer word", () => {
    const index = [
      faq(1, "Library rules apply when you renew cards"),
      faq(2, "Library cards"),
      faq(3, "Library hours"),
      faq(4, "Library fees"),
      faq(5, "Cards lost"),
      faq(6, "Fees"),
    ];
    const [l, c, r] = [idf(4, 6), idf(3, 6), idf(1, 6)];
    // library … renew cards: cards and renew stand together (1 apart), library and cards do not
    // (4 apart).
    const { results } = ranked(index, "library cards renew");
    const total = l + c + r;
    const first = (l * damped(5) + c * damped(5) + r * damped(5)) * (0.2 + total / total) ** 2;
    assert.deepEqual(scoresOf(results.slice(0, 1)), [[1, round(first + 0.3 * Math.min(c, r))]]);
    // The same FAQ for "renew cards library": the pair is now the first one.
    const again = ranked(index, "renew cards library").results[0];
    assert.equal(round(again?.score ?? 0), round(first + 0.3 * Math.min(r, c)));
    // "cards library renew": library and renew stand 3 apart, as near as counts.
    assert.equal(
      round(ranked(index, "cards library renew").results[0]?.score ?? 0),
      round(first + 0.3 * Math.min(l, r)),
    );
  });

  test("words that stand together can lift an FAQ past one that holds them apart", () => {
    const index = [
      faq(1, "Library green blue red cards"),
      faq(2, "Library cards green blue red white"),
      faq(3, "Fees"),
    ];
    const { results } = ranked(index, "library cards");
    const w = idf(2, 3);
    // Apart, in a question of 5 words; together, in one of 6: 2w × 1.44 × damped, + 0.3 w.
    assert.deepEqual(scoresOf(results), [
      [2, round(2 * w * 1.44 * damped(6) + 0.3 * w)],
      [1, round(2 * w * 1.44 * damped(5))],
    ]);
  });

  test("the share matched is of the search's three rarest words, wherever they were typed", () => {
    const index = [
      faq(1, "Online"),
      faq(2, "Renew library"),
      faq(3, "Renew cards"),
      faq(4, "Cards library"),
      faq(5, "Cards"),
      ...[6, 7, 8, 9].map((id) => faq(id, "Library")),
    ];
    const [l, r, c, o] = [idf(6, 9), idf(2, 9), idf(3, 9), idf(1, 9)];
    const { results } = ranked(index, "library renew cards online");
    const online = results.find(({ id }) => id === 1);
    assert.equal(round(online?.score ?? 0), round(o * (0.2 + o / (o + r + c)) ** 2));
    assert.equal(round(online?.strength ?? 0), round(o / (o + r + c)));
    assert.ok(l < c, "library is the commonest, and not counted");
  });

  test("a misspelt word counts its reading's weight, in the share matched too; tags are no sentence", () => {
    const index = [faq(1, "Opening", { tags: "library cards" }), faq(2, "Fees"), faq(3, "Hours")];
    const { plan, results } = ranked(index, "cardz library");
    assert.deepEqual(
      plan.words.map(({ typed, match }) => `${typed}: ${match}`),
      ["cardz: spelling", "library: exact"],
    );
    const w = idf(1, 3);
    const points = w * 0.85 * 0.5 * damped(2) + w * 0.5 * damped(2);
    const covered = w * 0.85 * 0.8 + w * 0.8;
    // "library cards" in the tags: a list, where words side by side add nothing.
    assert.deepEqual(scoresOf(results), [[1, round(points * (0.2 + covered / (2 * w)) ** 2)]]);
    assert.equal(
      round(results[0]?.strength ?? 0),
      round((0.85 * 0.5 * damped(2) + 0.5 * damped(2)) / 2),
    );
  });
});

describe("a search among many FAQs", () => {
  // 300 FAQs ask about reading, 299 about homework, and one long question about both: each word
  // is in more than 250 FAQs, so only its 200 best are looked at, where the long question is not.
  const filler = "at the weekend for the parents of the children in our evening classes";
  const faqs = [
    ...Array.from({ length: 300 }, (_, i) => faq(i + 1, "Reading")),
    ...Array.from({ length: 299 }, (_, i) => faq(301 + i, "Homework")),
    faq(600, `Reading and homework ${filler}`),
  ];
  const index = SearchIndex.build(english, faqs, []);

  test("an FAQ with two common words is found among the rarer word's best 1,000", () => {
    const { results } = rankFaqs(index, planSearch(index, "reading homework"));
    assert.equal(results[0]?.id, 600);
    assert.equal(results.length, 50);
    assert.deepEqual(
      results.slice(1, 4).map(({ id }) => id),
      [301, 302, 303],
      "the rarer word's FAQs next",
    );
  });

  test("asked for every candidate, the search finds the same first", () => {
    const plan = planSearch(index, "homework reading");
    assert.deepEqual(
      rankFaqs(index, plan, { everyCandidate: true }).results.map(({ id }) => id),
      rankFaqs(index, plan).results.map(({ id }) => id),
    );
  });

  test("one common word alone finds its best FAQs, at most 50", () => {
    const { results } = rankFaqs(index, planSearch(index, "homework"));
    assert.deepEqual(
      results.map(({ id }) => id),
      Array.from({ length: 50 }, (_, i) => 301 + i),
    );
  });
});
