import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, varchar } from "drizzle-orm/pg-core";

import { FAQ_VOTE_REASONS } from "../values/feedback-codes";

import {
  bigIdentity,
  identity,
  languageCheck,
  languageColumn,
  moment,
  quoted,
  stampedMoment,
} from "./columns";
import { faqOwner } from "./faq-rows";
import { faqs } from "./faqs";
import { searchQueries } from "./searches";

/** Why a reader found an answer unhelpful (issue 16): the codes the API and the database share. */
const faqVoteReasons = FAQ_VOTE_REASONS;

/**
 * "Was this helpful?" (issue 16): one row per vote. Anonymous as searches are: no IP address,
 * user or cookie, only the FAQ, the answer, the reason and comment of a "No", and the time.
 */
export const faqVotes = pgTable(
  "faq_votes",
  {
    id: bigIdentity(),
    faqId: faqOwner(),
    helpful: boolean("helpful").notNull(),
    /** Issue 28: the language of the text the reader voted on. */
    language: languageColumn(),
    reason: varchar("reason", { length: 20, enum: faqVoteReasons }),
    /** Plain text, never HTML; at most 500 characters. */
    comment: varchar("comment", { length: 500 }),
    votedAt: stampedMoment("voted_at"),
  },
  (t) => [
    index("faq_votes_faq_time_idx").on(t.faqId, t.votedAt),
    languageCheck("faq_votes", t.language),
    check(
      "faq_votes_reason_known",
      sql`${t.reason} is null or ${t.reason} in (${quoted(faqVoteReasons)})`,
    ),
    check(
      "faq_votes_no_has_reasons",
      sql`${t.helpful} = false or (${t.reason} is null and ${t.comment} is null)`,
    ),
  ],
);

export type FaqVote = typeof faqVotes.$inferSelect;

/**
 * The state staff gave an entry of the Content Gaps queue (issue 16), beside what the queue
 * works out from searches and votes: when a zero-result search was found to be answered by an
 * FAQ, and when staff dismissed an entry. One row per search text or FAQ, made when first needed.
 */
export const contentGaps = pgTable(
  "content_gaps",
  {
    id: identity(),
    searchQueryId: integer("search_query_id")
      .unique("content_gaps_search_query_key")
      .references(() => searchQueries.id, { onDelete: "cascade" }),
    faqId: integer("faq_id")
      .unique("content_gaps_faq_key")
      .references(() => faqs.id, { onDelete: "cascade" }),
    /** A search only: when a new or edited FAQ made it find something. */
    answeredAt: moment("answered_at"),
    dismissedAt: moment("dismissed_at"),
  },
  (t) => [
    check("content_gaps_one_subject", sql`(${t.searchQueryId} is null) <> (${t.faqId} is null)`),
  ],
);
