/**
 * The public pages' titles and descriptions, the privacy policy, and the words of the language
 * choice (issue 28), in English. Marked text shows **bold** (components/site/marked-text.tsx).
 */

import { list } from "./faq";

/** Titles and descriptions: the browser tab, search engines' listings, shared links. */
export const meta = {
  /** The title of a page that names none, and what every page's title ends with. */
  siteTitle: "Frequently Asked Questions",
  titleTemplate: "%s | Literacy Programme FAQ",
  siteDescription:
    "Answers to common questions about our literacy-learning programme: courses, coaching, the science of reading, the guide book, orders and accounts.",
  faqDescription:
    "Answers to common questions about our literacy programme: courses, coaching, the science of reading, the guide book, orders and accounts.",
  /** /faq?q=…, indexed as a page of its own (issue #5). */
  searchTitle: (query: string): string => `${query} – ${list.title}`,
  searchDescription: (query: string): string =>
    `Answers about “${query}” from our literacy programme's frequently asked questions.`,
};

/** docs/product.md §2 "Static pages": the privacy policy, in plain words for every reader. */
export const privacy = {
  title: "Privacy Policy",
  description:
    "What we collect when you use our FAQ site: anonymous search words, used to improve the site, and the questions you choose to send us. We never sell or share them.",
  effectiveDate: "Effective date:",
  /** docs/product.md §9: 20 Nov 2024, as the page's language writes a date. */
  date: "20 Nov 2024",
  lead: "We want you to feel safe here. You can read and search our questions and answers without signing up, and we never ask who you are.",
  collect: {
    heading: "What we collect",
    what: "We only collect **anonymous search data**. That means the words you type into the search box, and the time you searched.",
    notKept:
      "We do not keep your name, your e-mail address, your IP address or a cookie with your search. Nobody can tell that a search came from you.",
  },
  /** Issue 39: "Send us your question". */
  questions: {
    heading: "If you send us a question",
    kept: "We keep your question, so that we can answer it. If you give us your e-mail address, we keep that too, but nothing else about you.",
    why: "We use your address for one thing only: to send you one e-mail when we answer your question.",
    howLong:
      "We delete your address as soon as that e-mail is sent. If we have not answered after 90 days, we delete it anyway.",
  },
  use: {
    heading: "Why we collect it",
    intro: "We use the search words for two things:",
    improve: "to improve this site, for example by adding answers to questions people look for;",
    trends: "to understand trends, such as which topics many families are asking about.",
  },
  share: {
    heading: "Who sees it",
    text: "We **never sell** this data. We do not share it with anyone, except when the law says we must (for legal reasons).",
  },
  device: {
    heading: "What stays on your device",
    text: "Your browser remembers a few choices you make on this site, like the order of the questions or that you closed the tips. These stay on your own device. We do not collect them.",
  },
  contact: {
    heading: "Questions? We are happy to help",
    /** Followed by the support e-mail address, then `after`. */
    before: "If you have a question about your privacy, write to us at",
    after: ".",
  },
  back: "Back to the questions and answers",
};

/**
 * Issue 28: the words of the language choice. Not shown yet. Each dictionary says these in its
 * own language: the switcher on a page names the other language by that language's `name`
 * ("Español" on an English page, "English" on a Spanish one), in that language (`lang`), and
 * the suggestion to a browser that prefers Spanish is the Spanish `offer`, "Ver en español". The
 * entries about an untranslated FAQ appear only on pages in another language than English, the
 * source; English has them so that both dictionaries keep the same keys.
 */
export const language = {
  /** This language's name, in itself. */
  name: "English",
  /** The switcher's name, for screen readers. */
  switcherLabel: "Language",
  /** The dismissible link that offers this language's pages to a browser that prefers it. */
  offer: "View in English",
  offerClose: "Close",
  /** After the question of an FAQ shown in English because it has no translation yet. */
  untranslated: "(in English)",
  /** The button that asks for a translation of such an FAQ, and what it says once pressed. */
  requestTranslation: "Ask for it in Spanish",
  translationRequested: "Thank you. We will tell our team.",
  /** While the request is on its way, and when it did not get through. */
  requestingTranslation: "Sending…",
  translationRequestFailed: "Sorry, that did not work. Please try again.",
  /** Above the English results of a search that found nothing close in this language. */
  fallbackResults: "Answers in English",
  /**
   * Issue 38: on the English page, above the answers to a search that reads as Spanish (answered
   * in Spanish), the link to the same search on the Spanish page. It is said in Spanish, marked
   * `lang="es"`, since it speaks to a visitor who typed Spanish; the Spanish pages never show it.
   */
  searchInSpanish: "Ver en español",
  /**
   * Issue 38: above an answer shown in a translation made from an older English text, followed
   * by a link to the English page. Never shown on the English pages, which show the source.
   */
  outdatedTranslation: "The English version changed. This translation may be out of date.",
  readInEnglish: "Read in English",
};
