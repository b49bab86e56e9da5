/**
 * The codes of issue 16's votes and queue, without zod, so that the pages can import them: the
 * contract (lib/contract/feedback.ts) and the database (db/schema/feedback.ts) spell them the same.
 */

/** Why an answer did not help, as the API spells it. */
export const FAQ_VOTE_REASONS = [
  "tooHard",
  "notAnswered",
  "otherLanguage",
  "somethingElse",
] as const;
export type FaqVoteReasonCode = (typeof FAQ_VOTE_REASONS)[number];

/** A comment under a "No" is plain text of at most 500 characters. */
export const FAQ_COMMENT_LIMIT = 500;

/**
 * Issue 28 added `translation`: an FAQ visitors asked to read in their language; issue 39
 * `question`: a question a visitor sent ("Send us your question").
 */
export const CONTENT_GAP_KINDS = ["search", "faq", "translation", "question"] as const;
export const CONTENT_GAP_STATUSES = ["open", "closed", "dismissed"] as const;
export type ContentGapKind = (typeof CONTENT_GAP_KINDS)[number];
export type ContentGapStatus = (typeof CONTENT_GAP_STATUSES)[number];
