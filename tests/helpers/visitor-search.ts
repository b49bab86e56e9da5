/**
 * The public search as a visitor's FAQ page calls it (GetQueriedFaqs), for the search tests of
 * the English and Spanish pages (tests/api-faq-search-es.test.ts, -cross and -r3): what it
 * answers and how it read the search, and the demo FAQs' English questions, by which the
 * relevance sets name an answer. Import tests/helpers/database.ts first, as every test file does.
 */
import assert from "node:assert/strict";

import { faqs } from "@/db/schema";
import {
  decodeInterpretation,
  SEARCH_INTERPRETATION_HEADER,
  type SearchConfidence,
  type SearchInterpretation,
} from "@/lib/search/interpretation";

import { type ApiClient, query } from "../../harness/api-client";
import { plainQuestion } from "../../harness/relevance/scoring";
import { db } from "./database";

export type Found = { id: number; question: string; language: "en" | "es" }[];

export interface Searched {
  faqs: Found;
  interpretation: SearchInterpretation;
}

/**
 * A search by `client` as the English page sends it (no language, or "en"), or as /es/faq does
 * ("es"); anything but a 200 fails the test.
 */
export async function visitorSearch(
  client: ApiClient,
  searchQuery: string,
  language?: "en" | "es",
): Promise<Searched> {
  const response = await client.get(
    `/api/Faq/GetQueriedFaqs?${query(language ? { searchQuery, language } : { searchQuery })}`,
  );
  assert.equal(response.status, 200, searchQuery);
  return {
    faqs: response.body as Found,
    interpretation: decodeInterpretation(response.headers.get(SEARCH_INTERPRETATION_HEADER)),
  };
}

/** Each FAQ's English question as plain text, by id: an answer in Spanish is named by it. */
export async function englishQuestions(): Promise<Map<number, string>> {
  const rows = await db.select({ id: faqs.id, question: faqs.question }).from(faqs);
  return new Map(rows.map((row) => [row.id, plainQuestion(row.question)]));
}

/** A search's answer as harness/relevance/scoring.ts scores it: its FAQs' English questions. */
export interface ScoredAnswer {
  questions: string[];
  confidence: SearchConfidence;
}

export function scoredAnswer(
  { faqs: found, interpretation }: Searched,
  english: ReadonlyMap<number, string>,
): ScoredAnswer {
  return {
    questions: found.map((faq) => english.get(faq.id) ?? faq.question),
    confidence: interpretation.confidence,
  };
}
