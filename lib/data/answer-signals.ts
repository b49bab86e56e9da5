import "server-only";

import { createHmac } from "node:crypto";

import { and, eq } from "drizzle-orm";

import { db } from "@/db/client";
import { answerSignals, faqs, type Language } from "@/db/schema";
import { searchReading } from "@/lib/search/reading";
import { recordedText, type SearchSource, withinRecordingBudget } from "@/lib/search/recording";
import { getEnv } from "@/lib/server/env";

/**
 * Issue 38 "Visitors teach, staff decide" (docs/decisions/0045-visitors-teach-staff-decide.md):
 * a visitor who says an FAQ answered their search leaves a signal: the search text, the FAQ, and a
 * keyed hash of their address, once per visitor and pair, within their address's budget. Staff
 * see the signals as suggestions (lib/data/phrasing-suggestions.ts); nothing here changes search.
 */

/** The visitor as a signal keeps them: a keyed hash of the address, never the address. */
function visitorKey(address: string): string {
  return createHmac("sha256", getEnv().authSecret)
    .update(`answer-signal\u001f${address}`)
    .digest("hex");
}

/** A search's text as a signal keeps it: recorded as searches are, without markup. */
function signalText(searchQuery: string): string {
  return recordedText(searchQuery.replace(/<[^>]*>?/g, " ").replace(/[<>]/g, " "));
}

export interface AnswerSignal {
  faqId: number;
  searchQuery: string;
  language: Language;
}

/**
 * PostSearchAnswered: keeps a visitor's "this answers my question". "not-found" for no active
 * FAQ; past the address's budget, or loaded by another site, it is not kept.
 */
export async function recordAnswerSignal(
  signal: AnswerSignal,
  source: SearchSource,
): Promise<"not-found" | "recorded" | "not-recorded"> {
  if (!(await isActive(signal.faqId))) return "not-found";
  if (!(await withinRecordingBudget(source, "answer-ip"))) return "not-recorded";
  return keepSignal(signal, source);
}

async function isActive(faqId: number): Promise<boolean> {
  const [faq] = await db
    .select({ id: faqs.id })
    .from(faqs)
    .where(and(eq(faqs.id, faqId), eq(faqs.isPhantomDeleted, false)));
  return faq !== undefined;
}

/**
 * Keeps one signal, once per visitor, FAQ, language and text; the caller has counted it against a
 * budget (a "Yes" under an FAQ reached from a search is counted as its vote).
 */
export async function keepSignal(
  { faqId, searchQuery, language }: AnswerSignal,
  source: SearchSource,
): Promise<"recorded" | "not-recorded"> {
  const search = signalText(searchQuery);
  const reading = search === "" ? "" : await searchReading(search, language);
  if (reading === "") return "not-recorded";
  await db
    .insert(answerSignals)
    .values({ faqId, language, search, reading, visitor: visitorKey(source.address) })
    .onConflictDoNothing();
  return "recorded";
}
