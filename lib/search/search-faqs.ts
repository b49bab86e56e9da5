import "server-only";

import type { PublicFaq, StaffFaq } from "@/lib/contract/faq";
import { toPublicFaq, toStaffFaq } from "@/lib/data/faq-shapes";
import { findFaqs, type SearchMatch, type SearchResult } from "@/lib/search/engine";
import { checkRows, isCurrent } from "@/lib/search/faq-rows";
import type { SearchInterpretation } from "@/lib/search/interpretation";
import { recordable, recordedText, type SearchSource } from "@/lib/search/recording";
import type { SearchLanguage } from "@/lib/search/store";
import { getEnv } from "@/lib/server/env";
import { keepSearch } from "@/lib/server/search-recording";

/**
 * A search as the API answers it (docs/api.md §6): a visitor's, kept before its answer leaves and
 * counted just after (lib/server/search-recording.ts,
 * docs/decisions/0013-searches-kept-then-counted.md), and the staff's, which records nothing.
 * Finding the FAQs is lib/search/engine.ts; what is recorded, lib/search/recording.ts.
 */

/** FAQs a search found, and what it looked for (the Search-Interpretation header). */
export interface FoundFaqs<T> {
  faqs: T[];
  interpretation: SearchInterpretation;
}

/**
 * GetQueriedFaqs: finds the FAQs, then keeps the search and returns only once it is committed, so
 * an answered search is counted whatever happens to the server next: its running totals, one
 * search_events row with the number of results the visitor saw (partial matches included; none
 * puts it on the zero-result list), and 1 more in the ranking of each FAQ returned, which the
 * answer already shows. A search that cannot be kept fails, as the database is then unusable.
 *
 * Answered but not recorded, and moving no ranking: a search loaded by another site, and one past
 * its address's budget, so that nobody can push an FAQ up "Most searched" or fill User Searches.
 * SEARCH_ANALYTICS=off (for the benchmark's comparison only) records nothing.
 */
export async function searchFaqsAsVisitor({
  searchQuery,
  source,
  language = "en",
  topicId,
}: {
  searchQuery: string;
  source: SearchSource;
  /** Issue 28: the language of the page searched from (its FAQs first, and its records). */
  language?: SearchLanguage;
  /** Issue 40: only this topic's FAQs among those found (recorded as what was answered). */
  topicId?: number;
}): Promise<FoundFaqs<PublicFaq>> {
  // One after the other: embedded PGlite has a single connection, which a transaction holds.
  // Issue 38: Spanish typed on the English page is answered in Spanish, and still recorded as a
  // search of the English page (docs/decisions/0046). Issue 41: answered from the FAQs this server
  // holds where it can, and checked against the database in the round trip that keeps it (or,
  // not kept, in one small query): if the database has moved on, answered again from it.
  const find = (fromMemory: boolean) =>
    findFaqs(searchQuery, { language, spanishAsTyped: true, fromMemory });
  let found = await find(true);
  if (!recordable(source)) {
    if (found.unverifiedAt !== undefined) {
      const now = await checkRows(ofTopic(found.matches, topicId).map((match) => match.id));
      if (!isCurrent(found.unverifiedAt, now)) found = await find(false);
      else return answer(found, topicId, now.rankings, 0);
    }
    return answer(found, topicId, undefined, 0);
  }

  // Its budget is counted in the same commit that keeps it (lib/server/search-counts.ts).
  const keep = (result: SearchResult) => {
    const matches = ofTopic(result.matches, topicId);
    return keepSearch({
      search: recordedText(searchQuery),
      faqIds: matches.map((match) => match.id),
      answeredAt: new Date(),
      weak: matches.length > 0 && result.interpretation.confidence === "weak",
      language,
      budget: { key: `search-ip:${source.address}`, limit: getEnv().searchesRecordedPerAddress },
      ...(result.unverifiedAt === undefined ? {} : { answeredFrom: result.unverifiedAt }),
    });
  };
  let kept = await keep(found);
  if (kept.stale) {
    found = await find(false);
    kept = await keep(found);
  }
  return answer(found, topicId, kept.rankings, kept.kept ? 1 : 0);
}

/**
 * A visitor's answer: the FAQs found (a topic's only), each with its ranking as the database has
 * it now (`rankings`, when the FAQs came from memory) and `counted` more for this search.
 */
function answer(
  { matches, interpretation }: SearchResult,
  topicId: number | undefined,
  rankings: ReadonlyMap<number, number> | undefined,
  counted: number,
): FoundFaqs<PublicFaq> {
  const ranked = (match: SearchMatch) => (rankings?.get(match.id) ?? match.ranking) + counted;
  return {
    faqs: ofTopic(matches, topicId).map((match) => ({
      ...publicShape(match),
      ranking: ranked(match),
    })),
    interpretation,
  };
}

/**
 * Each FAQ's public shape (its HTML through the allowlist, its fields picked), made once per row:
 * a row held beside the index (lib/search/faq-rows.ts) is the same object from one search to the
 * next, so a search answered from memory builds only its rankings (issue 41).
 */
const publicShapes = new WeakMap<SearchMatch, PublicFaq>();

function publicShape(match: SearchMatch): PublicFaq {
  let shape = publicShapes.get(match);
  if (!shape) {
    shape = toPublicFaq(match);
    publicShapes.set(match, shape);
  }
  return shape;
}

/** GetAdminQueriedFaqs: the same results as a visitor's search; records nothing. */
export async function searchFaqsAsStaff({
  searchQuery,
  topicId,
}: {
  searchQuery: string;
  topicId?: number;
}): Promise<FoundFaqs<StaffFaq>> {
  const { matches, interpretation } = await findFaqs(searchQuery);
  return { faqs: ofTopic(matches, topicId).map(toStaffFaq), interpretation };
}

/**
 * Issue 40 (the TopicId filter): the FAQs found that are in the topic, in the search's order; the
 * search itself, its interpretation and confidence, is the same as without it.
 */
function ofTopic<T extends { topicId: number | null }>(matches: T[], topicId?: number): T[] {
  return topicId === undefined ? matches : matches.filter((match) => match.topicId === topicId);
}
