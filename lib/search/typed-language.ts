import "server-only";

import type { SearchIndex } from "@/lib/search/index/search-index";
import { corrected, type SearchedWord } from "@/lib/search/interpretation";
import { planSearch } from "@/lib/search/plan";
import { currentIndex, latestIndex } from "@/lib/search/store";
import type { SearchResult } from "@/lib/search/engine";

/**
 * Which language a search is typed in, as the languages' indexes read it (issue 38,
 * docs/decisions/0046): engine.ts answers a search of the English page that reads as Spanish as
 * the Spanish pages do, and gives a Spanish search the English answers when English reads more of
 * it.
 */

/**
 * How many of the typed words a language read as written (its own words, stop words and the
 * words listed as meaning the same), not as a guess at a misspelling: the text is in the language
 * that reads more of it. "cuanto sale el curso" is Spanish, though English reads "curso" as
 * "course".
 */
export function wordsRead({ interpretation }: SearchResult): number {
  return readAsWritten(interpretation.words).length;
}

/** The typed words a language read as written: not corrected, not left out. */
function readAsWritten(words: SearchedWord[]): string[] {
  return words
    .filter((word) => !corrected(word) && word.match !== "none")
    .map(({ typed }) => typed);
}

/**
 * Issue 38 (docs/decisions/0046): how many more of the typed words Spanish must read as written
 * than English does for a search of the English page to read as Spanish. One more is not enough:
 * "sign up para el curso de adults" is answered better in English. Tuned on the tuning half of
 * harness/relevance/questions-r3.json (kinds spanish and spanglish).
 */
const SPANISH_MARGIN = 2;

/** Letters and marks only Spanish writes: ñ, ¿, ¡ and the accented vowels. */
const SPANISH_LETTERS = /[ñ¿¡áéíóú]/i;

/**
 * Whether a search typed on the English page reads as Spanish (issue 38): Spanish reads at least
 * SPANISH_MARGIN more of its words as written (readIn) than English does, and something in it
 * is Spanish only: a Spanish stop word that English does not read ("como", "mi", "el", "que",
 * "para"), or a letter only Spanish writes. So "como ayudo a mi hijo a leer" is Spanish, and
 * "what is dislexia", whose one Spanish word is a guess at an English one, stays English.
 */
export async function readsAsSpanish(text: string): Promise<boolean> {
  // The English index is as current as the English search just found it; the Spanish one is
  // brought to its version if it is behind (it moves on only with the Spanish searches).
  const english = await latestIndex("en");
  const latestSpanish = await latestIndex("es");
  const spanish =
    latestSpanish.version === english.version ? latestSpanish : await currentIndex("es");
  const readInEnglish = readIn(english.index, text);
  const readInSpanish = readIn(spanish.index, text);
  const spanishOnly =
    SPANISH_LETTERS.test(text) ||
    readInSpanish.some(
      (typed) => spanish.index.language.stopWords.has(typed) && !readInEnglish.includes(typed),
    );
  return spanishOnly && readInSpanish.length >= readInEnglish.length + SPANISH_MARGIN;
}

/**
 * The typed words an index's language reads as written (readAsWritten), where a word counts as a
 * stop word only if it is one as typed: a word corrected into one ("yego" into English "ago") is
 * a guess like any other correction.
 */
function readIn(index: SearchIndex, text: string): string[] {
  const { stopWords } = index.language;
  return readAsWritten(
    planSearch(index, text).words.filter(
      ({ typed, match }) => match !== "common" || stopWords.has(typed),
    ),
  );
}
