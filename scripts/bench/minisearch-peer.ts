/**
 * The peer the relevance sets are compared with (issue 13): the demo FAQs indexed by MiniSearch,
 * a client-side full-text search library, with its documented options for forgiving search:
 * fuzzy matching (0.2 of a word's length), prefix matching, any of the words (combineWith "OR"),
 * and the question boosted over the tags and the answer as the product weighs them. It has no
 * notion of confidence: whatever it finds, it presents as an answer.
 */
import MiniSearch from "minisearch";

import { seedFaqs } from "@/db/seed-data";

import {
  plainQuestion,
  type RelevanceScores,
  scoreRelevance,
} from "../../harness/relevance/scoring";

/** An FAQ as the peer indexes it: plain text. */
export interface PeerDocument {
  id: number;
  question: string;
  tags: string;
  answer: string;
}

/** The peer's index of some FAQs, with the options above (./minisearch-server.ts uses it too). */
export function miniSearchIndex(documents: PeerDocument[]): MiniSearch<PeerDocument> {
  const index = new MiniSearch<PeerDocument>({
    fields: ["question", "tags", "answer"],
    storeFields: ["question"],
    searchOptions: {
      boost: { question: 5, tags: 2 },
      fuzzy: 0.2,
      prefix: true,
      combineWith: "OR",
    },
  });
  index.addAll(documents);
  return index;
}

/** The peer's search over the demo FAQs: the questions it finds, best first. */
export function miniSearchOfDemo(): (search: string) => string[] {
  const index = miniSearchIndex(
    seedFaqs.map((faq, id) => ({
      id,
      question: plainQuestion(faq.question),
      tags: faq.tags,
      answer: plainQuestion(faq.answer),
    })),
  );
  return (search) => index.search(search).map((result) => String(result.question));
}

export function miniSearchRelevance(): Promise<RelevanceScores> {
  const find = miniSearchOfDemo();
  return scoreRelevance((search) => Promise.resolve(find(search)));
}
