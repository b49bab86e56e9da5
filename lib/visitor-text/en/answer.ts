/**
 * What goes with each answer on the public pages, in English: "Was this helpful?" and Listen
 * (issue 16). The portal names the reasons of the votes in these words too.
 */

/**
 * Issue 16: "Was this helpful?" under each answer, in short, plain words for readers who struggle.
 * The reasons are keyed by the codes the API sends (lib/contract/feedback-codes.ts).
 */
export const helpful = {
  question: "Was this helpful?",
  yes: "Yes",
  no: "No",
  whyNot: "Why not?",
  reasons: {
    tooHard: "Too hard to read",
    notAnswered: "It did not answer my question",
    otherLanguage: "I need it in another language",
    somethingElse: "Something else",
  },
  commentLabel: "Tell us more (you can leave this empty)",
  send: "Send",
  sending: "Sending…",
  thanks: "Thank you! Your answer helps us improve.",
  failed: "Sorry, that did not work. Please try again.",
  /** Issue 38: under each FAQ of a weak search's results. */
  answersMine: "This answers my question",
  answersMineThanks: "Thank you. This helps us answer others.",
};

/** Issue 16: Listen, its controls, and what the live region says as it reads. */
export const readAloud = {
  listen: "Listen",
  pause: "Pause",
  resume: "Resume",
  stop: "Stop",
  speed: "Speed",
  slower: "Slower",
  normal: "Normal",
  reading: "Reading",
  paused: "Paused",
  stopped: "Stopped",
  finished: "Finished",
};
