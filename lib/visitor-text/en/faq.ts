/**
 * The FAQ pages in English: the list and its search, the tips and an FAQ's own page
 * (docs/product.md §2 "Public FAQ page", issues #5, 26). What goes with each answer is in
 * ./answer.ts.
 */

import { MESSAGES } from "@/lib/messages";

/** The list with its search (components/faq/faq-explorer.tsx). */
export const list = {
  title: "Frequently Asked Questions",
  /** The list's heading, heard by screen readers only. */
  heading: "Questions and answers",
  searchLabel: "Search the questions",
  placeholder: "For example: reading at home",
  search: "Search",
  clear: "Clear",
  orderLabel: "Order of the questions",
  orders: { alphabetical: "Order Alphabetically", mostSearched: "Order by Most Searched" },
  /** What a screen reader hears after a search: "3 results for reading". */
  found: { one: "result", several: "results", for: "for" },
  loading: "Loading…",
  noResults: "No results found....",
  /** docs/product.md §8: the toast of a search that found nothing. */
  emptySearch: "No results found! Please broaden your search.",
  /** Issue 26: above the closest FAQs of a search whose confidence is weak. */
  weakSearch: "We could not find an answer to that. These might help:",
  /** Followed by the support e-mail address. */
  supportHint:
    "Having trouble? Can't find what your looking for? Connect with us to add your question:",
  openOwnPage: "Open this question on its own page",
  scrollToTop: "Scroll to Top",
  scrollToBottom: "Scroll to Bottom",
  // What a search looked for (docs/decisions/0017), short for weak readers.
  showingAnswersFor: "Showing answers for",
  alsoLookingFor: "Also looking for:",
  noAnswersUse: "No answers use:",
  // A failed load or search. The English list shows the API's own words (docs/product.md §8), which
  // these repeat; a list in another language shows its dictionary's (lib/client/api.ts).
  failure: {
    offline: MESSAGES.networkError as string,
    failed: "Sorry, that did not work. Please try again.",
  },
};

/**
 * docs/product.md §2: the dismissible tips banner. `text` marks **bold** and _emphasis_
 * (components/site/marked-text.tsx).
 */
export const tips = {
  label: "Tips",
  text: "**Tip:** type a few words, like _reading at home_, and press Enter to search. Choose a question to see its answer, and press **Listen** to hear it read aloud.",
  close: "Close tips",
};

/** One FAQ at its own address (issue #5). */
export const faqPage = {
  allQuestions: "← All questions",
  searchAll: "Search all questions",
};

/**
 * Issue 39: "Say it", beside the search box (components/faq/say-it.tsx): the question said out
 * loud, turned into words by the browser's own speech recognition (docs/decisions/0048).
 */
export const sayIt = {
  sayIt: "Say it",
  /** The button's label and the live region while it listens. */
  listening: "Listening… say your question",
  /** Shown once, before the first use, where only the browser's online service can listen. */
  notice:
    "Your browser sends what you say to its speech service to turn it into words. We do not keep the sound.",
  continue: "Continue",
  cancel: "Cancel",
  noSpeech: "We did not hear anything. Press Say it and speak again.",
  /** The visitor or the browser blocked the microphone. */
  blocked:
    "Your browser blocked the microphone. Allow it in your browser settings, or type your question.",
  network:
    "Your browser could not reach its speech service. Check your connection, or type your question.",
  /** Any other failure. */
  failed: "Sorry, listening did not work. Press Say it to try again, or type your question.",
};
