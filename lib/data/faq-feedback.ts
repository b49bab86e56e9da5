import "server-only";

import { and, eq, inArray, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { faqs, faqVotes, type Language } from "@/db/schema";
import {
  FAQ_VOTE_REASONS,
  type FaqFeedback,
  type FaqVoteReasonCode,
} from "@/lib/contract/feedback";
import { type SearchSource, withinRecordingBudget } from "@/lib/search/recording";
import { rowsForPage } from "@/lib/data/faq-shapes";
import { keepSignal } from "@/lib/data/answer-signals";

/**
 * "Was this helpful?" (issue 16). A vote is kept as searches are: anonymously (the FAQ, yes or
 * no, the reason and comment of a "No", the time; never an IP address, user or cookie), within
 * the same kind of budget per address (lib/search/recording.ts withinRecordingBudget), and
 * never when another site sent it (anti-forgery refuses such a POST before it gets here).
 */

export interface FaqVoteInput {
  id: number;
  helpful: boolean;
  reason: FaqVoteReasonCode | null;
  comment: string | null;
  /** Issue 28: the language of the page it was given on. */
  language?: Language;
  /** Issue 38: the search the FAQ was reached from; a "Yes" says it answered that search. */
  searchQuery?: string;
}

/** RateFaq: "not-found" for no active FAQ with the id; otherwise kept or, past the budget, not. */
export async function recordFaqVote({
  vote,
  source,
}: {
  vote: FaqVoteInput;
  source: SearchSource;
}): Promise<"not-found" | "recorded" | "not-recorded"> {
  const [faq] = await db
    .select({ id: faqs.id })
    .from(faqs)
    .where(and(eq(faqs.id, vote.id), eq(faqs.isPhantomDeleted, false)));
  if (!faq) return "not-found";
  if (!(await withinRecordingBudget(source, "vote-ip"))) return "not-recorded";
  await db.insert(faqVotes).values({
    faqId: vote.id,
    helpful: vote.helpful,
    reason: vote.helpful ? null : vote.reason,
    comment: vote.helpful ? null : vote.comment,
    language: vote.language ?? "en",
  });
  if (vote.helpful && vote.searchQuery !== undefined) {
    // Counted with the vote against its budget (lib/data/phrasing-suggestions.ts).
    await keepSignal(
      { faqId: vote.id, searchQuery: vote.searchQuery, language: vote.language ?? "en" },
      source,
    );
  }
  return "recorded";
}

const noReasons = (): Record<FaqVoteReasonCode, number> =>
  Object.fromEntries(FAQ_VOTE_REASONS.map((reason) => [reason, 0])) as Record<
    FaqVoteReasonCode,
    number
  >;

/** The FAQs with the votes each got (the portal's FAQ list), in one query for the page. */
export async function withFeedback<T extends { id: number }>(
  list: T[],
): Promise<(T & { feedback: FaqFeedback })[]> {
  const rows = await rowsForPage(list, (ids) =>
    db
      .select({
        faqId: faqVotes.faqId,
        helpful: faqVotes.helpful,
        reason: faqVotes.reason,
        votes: sql<number>`count(*)::int`,
      })
      .from(faqVotes)
      .where(inArray(faqVotes.faqId, ids))
      .groupBy(faqVotes.faqId, faqVotes.helpful, faqVotes.reason),
  );
  const byFaq = new Map<number, FaqFeedback>();
  for (const { faqId, helpful, reason, votes } of rows) {
    let feedback = byFaq.get(faqId);
    if (!feedback) {
      feedback = { yes: 0, no: 0, reasons: noReasons() };
      byFaq.set(faqId, feedback);
    }
    if (helpful) feedback.yes += votes;
    else feedback.no += votes;
    if (reason) feedback.reasons[reason] += votes;
  }
  return list.map((faq) => ({
    ...faq,
    feedback: byFaq.get(faq.id) ?? { yes: 0, no: 0, reasons: noReasons() },
  }));
}
