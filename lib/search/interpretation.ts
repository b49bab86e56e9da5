/**
 * What a search looked for, word by word, and which words of its results matched: told to the
 * visitor above the results ("Showing answers for **reading** at home") and used to highlight
 * them (docs/decisions/0017-search-for-struggling-readers.md). Shared by the server, which
 * makes it, and the browser, which reads it from GetQueriedFaqs' response header.
 */

/**
 * How one typed word was searched:
 * - `exact`: as typed (its English forms; the last word also as the start of a longer word);
 * - `spelling`: not found as typed, so the closest spellings in the FAQs were searched;
 * - `sound`: no close spelling either, so FAQ words that sound alike were searched;
 * - `synonym`: not in the FAQs as typed, but words that mean the same are (see `synonyms`);
 * - `none`: nothing in the FAQs matched it, so the search went on without it;
 * - `common`: a word too common to search for (the, how, my).
 */
export type WordMatch = "exact" | "spelling" | "sound" | "synonym" | "none" | "common";

export interface SearchedWord {
  /** The word as typed, lower case. */
  typed: string;
  match: WordMatch;
  /** For `spelling` and `sound`: the words searched instead, best first. */
  instead: string[];
  /** Words that mean the same (the Admin's "Search words" list), searched as well. */
  synonyms: string[];
}

/**
 * How sure the search is that its first result answers the question (docs/decisions/0037):
 * `good` when the best FAQ matches the question's important words well, `weak` otherwise (and
 * when nothing was found).
 */
export type SearchConfidence = "good" | "weak";

export interface SearchInterpretation {
  words: SearchedWord[];
  confidence: SearchConfidence;
  /**
   * The words of the results that the database matched, as they are written there (any case),
   * for highlighting: "redaing" gives "reading", "studies" gives "studies" and "study" but never
   * "student".
   */
  highlight: string[];
  /**
   * Issue 28, on a search of the Spanish pages: the language of the answers, `en` when every
   * answer is in English ("Respuestas en inglés"). Issue 38: on a search of the English page, set
   * only when the search read as Spanish and the Spanish pages' search answered it (`es`, or `en`
   * when every answer is in English): the page then offers the same search in Spanish.
   */
  language?: "en" | "es";
}

/** The response header of GetQueriedFaqs and GetAdminQueriedFaqs that carries it, as JSON. */
export const SEARCH_INTERPRETATION_HEADER = "Search-Interpretation";

export const NO_INTERPRETATION: SearchInterpretation = {
  words: [],
  confidence: "weak",
  highlight: [],
};

/** JSON with every character past ASCII escaped, as a header value must be. */
export function encodeInterpretation(interpretation: SearchInterpretation): string {
  return JSON.stringify(interpretation).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The header's value read back; anything unreadable is no interpretation rather than an error. */
export function decodeInterpretation(value: string | null | undefined): SearchInterpretation {
  if (!value) return NO_INTERPRETATION;
  try {
    const parsed = JSON.parse(value) as Partial<SearchInterpretation>;
    return {
      words: Array.isArray(parsed.words) ? parsed.words : [],
      confidence: parsed.confidence === "good" ? "good" : "weak",
      highlight: Array.isArray(parsed.highlight) ? parsed.highlight : [],
      ...(parsed.language === "en" || parsed.language === "es"
        ? { language: parsed.language }
        : {}),
    };
  } catch {
    return NO_INTERPRETATION;
  }
}

/** Whether a word was searched as a guess at what was meant (a spelling or a sound alike). */
export function corrected(word: SearchedWord): boolean {
  return word.match === "spelling" || word.match === "sound";
}

/** Whether the visitor should be told anything: a word was replaced, widened or left out. */
export function searchedOtherWords({ words }: SearchInterpretation): boolean {
  return words.some((word) => corrected(word) || word.match === "none" || word.synonyms.length > 0);
}
