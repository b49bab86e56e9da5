import type { SearchIndex } from "@/lib/search/index/search-index";
import {
  IN_ANSWER,
  IN_PHRASING,
  IN_QUESTION,
  IN_TAGS,
  type IndexedFaq,
  placesOf,
} from "@/lib/search/index/segment";
import type { SearchPlan, WordGroup } from "@/lib/search/plan";
import type { SearchConfidence } from "@/lib/search/interpretation";

/** docs/api.md §6: at most 50 results. */
export const MAX_RESULTS = 50;
/** A term in at most this many FAQs is rare: every one of them is a candidate. */
const RARE_FAQS = 250;
/** For a common term, its best FAQs (postings are kept best first) that are candidates. */
const BEST_FAQS_PER_TERM = 200;
/** How many of the rarest common word's best FAQs are checked for holding another word too. */
const TOGETHER_FAQS = 1000;
/** The best FAQs by score among which neighbouring words standing together add to it. */
const NEAR_CHECKED = 50;

/**
 * The ranking's settings (docs/decisions/0037-search-in-memory.md, 0047-search-round-three.md),
 * tuned on the tuning halves of the relevance sets only (harness/relevance/questions-en.json,
 * then questions-r3.json).
 */
export const TUNING = {
  /** Where a word matched: question and "also asked as" 1, tags, answer. */
  field: { question: 1, tags: 0.5, answer: 0.3 },
  /** How much a longer question or answer dilutes a match: 1 / (1 + lengthDamping · ln(length)). */
  lengthDamping: 0.3,
  /** A number counts this share of a word as rare. */
  number: 0.3,
  /** A word the FAQs never use counts this share of a word in none of them. */
  unknownWord: 0.8,
  /** Score × (coverageFloor + share of the search's weight matched)^coveragePower. */
  coverageFloor: 0.2,
  coveragePower: 2,
  /** The share is of this many of the search's heaviest words (a long question's rarest). */
  countedGroups: 3,
  /** How much a match in the tags or the answer counts toward that share (question 1). */
  coverage: { tags: 0.8, answer: 0.6 },
  /** Each pair of neighbouring typed words that stand together adds this share of the rarer. */
  near: 0.3,
  /** Confidence good: the best FAQ holds this share of the search's weight, field-weighted, */
  goodStrength: 0.3,
  /** and the next FAQ scores at most this share of its score (one answer stands out). */
  goodLead: 0.7,
};

/** BM25's inverse document frequency: a word in few FAQs weighs more. */
function idf(faqs: number, total: number): number {
  return Math.log(1 + (Math.max(total, faqs) - faqs + 0.5) / (faqs + 0.5));
}

/** An FAQ a search found, with its score and the terms it matched (for highlighting). */
export interface RankedFaq {
  id: number;
  score: number;
  terms: number[];
  /** The share of the search's weight it holds in its better fields (what confidence reads). */
  strength: number;
  /** The next result's score as a share of this one's (0 when none follows): how it stands out. */
  next: number;
}

export interface Ranking {
  results: RankedFaq[];
  confidence: SearchConfidence;
}

/**
 * How sure a search is of its first result: good when it holds enough of the search and stands
 * out from the next one (two FAQs that match as well are a guess between them).
 */
export function confidenceOf(
  first: { strength: number; next: number } | undefined,
): SearchConfidence {
  if (!first) return "weak";
  return first.strength >= TUNING.goodStrength && first.next <= TUNING.goodLead ? "good" : "weak";
}

/** How many FAQs use the commonest of a group's terms: how common the word is. */
const groupCount = (index: SearchIndex, group: WordGroup) =>
  Math.max(0, ...group.alternatives.map(({ term }) => index.count(term)));

/** How a word group weighs: its rarity; a word nothing matched weighs as the rarest. */
function groupWeights(index: SearchIndex, groups: WordGroup[]): number[] {
  return groups.map((group) => {
    if (group.unmatched) {
      // A short word nothing matched is more likely noise ("ow", "wiv") than a topic.
      return group.typed.length >= 4 ? TUNING.unknownWord * idf(0, index.total) : 0;
    }
    const count = groupCount(index, group);
    // A number says little on its own ("4 a course", "2 year old").
    return idf(count, index.total) * (/^\d+$/.test(group.typed) ? TUNING.number : 1);
  });
}

/** The FAQs worth scoring: bounded whatever the number of FAQs (decision 0017's rule). */
function candidatesOf(
  index: SearchIndex,
  groups: WordGroup[],
  everyCandidate: boolean,
): Map<number, IndexedFaq> {
  const found = new Map<number, IndexedFaq>();
  for (const group of groups) {
    for (const { term } of group.alternatives) {
      const limit =
        everyCandidate || index.count(term) <= RARE_FAQS ? Infinity : BEST_FAQS_PER_TERM;
      for (const faq of index.faqsOf(term, limit)) found.set(faq.id, faq);
    }
  }
  // FAQs that hold two of the words are what a search of several words is after, and a common
  // word's best FAQs alone may not include them.
  const matchable = groups.filter((group) => group.alternatives.length > 0);
  const common = matchable
    .map((group) => ({
      group,
      count: groupCount(index, group),
    }))
    .filter(({ count }) => count > RARE_FAQS)
    .sort((a, b) => a.count - b.count)[0];
  if (common && matchable.length > 1) {
    const others = matchable
      .filter((group) => group !== common.group)
      .flatMap((group) => group.alternatives.map(({ term }) => term));
    for (const { term } of common.group.alternatives) {
      for (const faq of index.faqsOf(term, TOGETHER_FAQS)) {
        if (others.some((other) => placesOf(faq, other) !== 0)) found.set(faq.id, faq);
      }
    }
  }
  return found;
}

/** How much a match in these places counts toward the share of the search an FAQ covers. */
function coverageShare(places: number): number {
  if (places & (IN_QUESTION | IN_PHRASING)) return 1;
  if (places & IN_TAGS) return TUNING.coverage.tags;
  return TUNING.coverage.answer;
}

/** A longer question or answer dilutes a match in it. */
const damped = (length: number) => 1 / (1 + TUNING.lengthDamping * Math.log(Math.max(length, 1)));

/** How much a match in these places counts, the field's length diluting it. */
function fieldWeight(faq: IndexedFaq, places: number): number {
  if (places & IN_QUESTION) return TUNING.field.question * damped(faq.question.length);
  if (places & IN_PHRASING) {
    let shortest = Infinity;
    for (const phrasing of faq.phrasings) shortest = Math.min(shortest, phrasing.length);
    return TUNING.field.question * damped(shortest);
  }
  if (places & IN_TAGS) return TUNING.field.tags * damped(faq.tags.length);
  if (places & IN_ANSWER) return TUNING.field.answer * damped(faq.answer.length);
  return 0;
}

/**
 * Neighbouring typed words that stand within 3 words of each other, in either order, in the
 * question, a phrasing or the answer: one walk through each, `groups` being each word group's
 * terms.
 */
function nearPairs(faq: IndexedFaq, groups: Set<number>[], weights: number[]): number {
  const together = new Array<boolean>(Math.max(groups.length - 1, 0)).fill(false);
  for (const sequence of [faq.question, ...faq.phrasings, faq.answer]) {
    const last = new Array<number>(groups.length).fill(-Infinity);
    for (let position = 0; position < sequence.length; position++) {
      const term = sequence[position] ?? -1;
      for (let g = 0; g < groups.length; g++) {
        if (!groups[g]?.has(term)) continue;
        last[g] = position;
        if (g > 0 && position - (last[g - 1] ?? -Infinity) <= 3) together[g - 1] = true;
        if (position - (last[g + 1] ?? -Infinity) <= 3) together[g] = true;
      }
    }
  }
  let bonus = 0;
  together.forEach((near, i) => {
    if (near) bonus += TUNING.near * Math.min(weights[i] ?? 0, weights[i + 1] ?? 0);
  });
  return bonus;
}

/**
 * The FAQs of a plan, best first (ties by id), at most MAX_RESULTS, and how sure the search is
 * of the first: every matched word adds its rarity times where it matched (question and "also
 * asked as" first, then tags, then answer) times how it matched (as typed, or a spelling, sound
 * or synonym); the sum is scaled by the share of the search's weight the FAQ matched (a match in
 * the tags or the answer covering less of it than one in the question), that weight being its
 * three heaviest words', so the rarer, content-bearing words decide, an FAQ that matches all of
 * them comes first, and the common words of a long question do not dilute them; typed neighbours
 * that stand together add a little. The search is "good" when the best FAQ holds enough of the
 * search's weight in its better fields and stands out from the next; a word the FAQs never use
 * ("parking") weighs nearly as much as the rarest, so a question about something the FAQs do not
 * cover is "weak".
 */
export function rankFaqs(
  index: SearchIndex,
  plan: SearchPlan,
  { everyCandidate = false }: { everyCandidate?: boolean } = {},
): Ranking {
  const groups = plan.groups;
  const weights = groupWeights(index, groups);
  // A long question's share is of its heaviest words: the few rare ones decide, and a dozen
  // common ones do not dilute it.
  const totalWeight = [...weights]
    .sort((a, b) => b - a)
    .slice(0, TUNING.countedGroups)
    .reduce((sum, weight) => sum + weight, 0);
  if (totalWeight === 0) return { results: [], confidence: "weak" };
  const scored: (RankedFaq & { faq: IndexedFaq })[] = [];
  for (const faq of candidatesOf(index, groups, everyCandidate).values()) {
    let points = 0;
    let covered = 0;
    let strength = 0;
    const terms: number[] = [];
    groups.forEach((group, g) => {
      let best = 0;
      let bestWeight = 0;
      let bestTerm = -1;
      let bestPlaces = 0;
      for (const { term, weight } of group.alternatives) {
        const places = placesOf(faq, term);
        if (places === 0) continue;
        const value = weight * fieldWeight(faq, places);
        if (value > best) [best, bestWeight, bestTerm, bestPlaces] = [value, weight, term, places];
      }
      if (bestTerm < 0) return;
      const groupWeight = weights[g] ?? 0;
      points += groupWeight * best;
      covered += groupWeight * bestWeight * coverageShare(bestPlaces);
      strength += groupWeight * Math.min(1, best / TUNING.field.question);
      terms.push(bestTerm);
    });
    if (terms.length === 0) continue;
    const coverage = Math.min(1, covered / totalWeight);
    const score = points * (TUNING.coverageFloor + coverage) ** TUNING.coveragePower;
    const held = Math.min(1, strength / totalWeight);
    scored.push({ id: faq.id, faq, score, terms, strength: held, next: 0 });
  }
  // Words typed together that stand together: looked for only among the best, where the bonus
  // can change the order (it costs a walk through each FAQ's text).
  scored.sort((a, b) => b.score - a.score || a.id - b.id);
  if (groups.length > 1) {
    const terms = groups.map((group) => new Set(group.alternatives.map(({ term }) => term)));
    for (const entry of scored.slice(0, NEAR_CHECKED)) {
      entry.score += nearPairs(entry.faq, terms, weights);
    }
  }
  scored.sort((a, b) => b.score - a.score || a.id - b.id);
  const results = scored.slice(0, MAX_RESULTS);
  results.forEach((result, i) => {
    result.next = (results[i + 1]?.score ?? 0) / result.score;
  });
  const confidence = confidenceOf(results[0]);
  return {
    results: results.map(({ id, score, terms, strength, next }) => ({
      id,
      score,
      terms,
      strength,
      next,
    })),
    confidence,
  };
}
