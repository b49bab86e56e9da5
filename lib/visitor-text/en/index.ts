import * as answer from "./answer";
import * as ask from "./ask";
import * as faq from "./faq";
import * as pages from "./pages";
import * as shell from "./shell";
import * as topics from "./topics";

/**
 * Every string a visitor sees on the public pages, in English: the source language, and the
 * shape every other dictionary must have (lib/visitor-text/index.ts). Each file holds the entries
 * of one part of the site: the frame (shell), the FAQ pages, what goes with an answer, the other
 * pages.
 */
export const en = { ...shell, ...faq, ...answer, ...ask, ...pages, ...topics };

/** The shape of a dictionary: a missing or extra entry in another language fails the typecheck. */
export type VisitorText = typeof en;
