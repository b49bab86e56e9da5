/**
 * Issue 39 "Send us your question": the limits and the API's English messages of
 * PostVisitorQuestion, without zod, so that the form on the public pages can read them (the
 * Spanish page says its own words for each: lib/visitor-text/es/ask.ts).
 */

/** A question is plain text of at most this many characters once its markup is taken out. */
export const VISITOR_QUESTION_LIMIT = 500;

/** One e-mail address may wait for the answers to at most this many questions at once. */
export const QUESTIONS_WAITING_PER_ADDRESS = 5;

/** An address never answered is deleted after this many days. */
export const WAITING_DAYS = 90;

export const VISITOR_QUESTION_MESSAGES = {
  questionMissing: "Write your question.",
  questionTooLong: `Use at most ${String(VISITOR_QUESTION_LIMIT)} characters for your question.`,
  tooManyWaiting: `This e-mail address is already waiting for ${String(QUESTIONS_WAITING_PER_ADDRESS)} answers. Send this question without it, or ask again once we have answered.`,
  /** The detail of the 429 past an address's budget. */
  flood:
    "We got a lot of questions from your network just now. Please wait a few minutes, then send your question again.",
} as const;
