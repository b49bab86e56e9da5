/**
 * Issue 39 "Send us your question", in English: the button under a weak or empty search and in
 * the support hint, its form, and the e-mail that says the question was answered
 * (lib/mail/templates.ts). Short sentences, everyday words.
 */

/** The button and its form (components/faq/send-question.tsx). */
export const ask = {
  open: "Send us your question",
  title: "Send us your question",
  intro: "Tell us what you want to know. We will answer it on this site.",
  questionLabel: "Your question",
  questionHint: "Up to 500 letters and spaces.",
  emailLabel: "Your e-mail address, so we can tell you when we answer it",
  emailHint: "You can leave this empty.",
  /** The one line on what we do with the address, and the link to the privacy policy. */
  privacy: "We use your address only to tell you when we answer. Then we delete it.",
  privacyLink: "Read our privacy policy",
  /** The hidden field for robots, never seen by people. */
  trap: "Leave this empty",
  send: "Send",
  sending: "Sending…",
  cancel: "Cancel",
  close: "Close",
  thanks: "Thank you. We have your question.",
  thanksWithEmail: "Thank you. We have your question. We will e-mail you when we answer it.",
  /** The page's own words for the API's refusals (the API says them in English). */
  errors: {
    questionMissing: "Write your question.",
    questionTooLong: "Your question is too long. Use 500 letters and spaces or fewer.",
    email: "This e-mail address does not look right. Check it, or leave it empty.",
    tooManyWaiting:
      "This e-mail address is already waiting for 5 answers. Send this question without it, or ask again once we have answered.",
    flood:
      "We got a lot of questions from your network just now. Please wait a few minutes, then send your question again.",
    failed: "Sorry, that did not work. Please try again.",
    offline: "We could not connect. Check your internet and try again.",
  },
};

/** The e-mail sent once the question is answered. It never holds what the visitor wrote. */
export const answeredMail = {
  subject: "We have answered your question",
  hello: "Hello,",
  body: "You sent us a question on our FAQ site. We have answered it. Read the answer here:",
  once: "This is the only e-mail we send you about this question. We have deleted your address for it.",
  unexpected:
    "Someone gave this address when they sent us a question. If it was not you, you can ignore this e-mail.",
  signature: "Literacy Programme FAQ",
};
