import "server-only";

import { planSearch } from "@/lib/search/plan";
import { currentIndex, type SearchLanguage } from "@/lib/search/store";

/** The longest reading kept (answer_signals.reading). */
const READING_LIMIT = 400;

/**
 * Issue 38: how a search reads once the search has made its own corrections, so that the ways
 * visitors ask one thing group together ("wen wil the book cum" and "wen will the book come" both
 * read "book come"). Each searched word's stem, the word searched instead for a misspelt one, the
 * word as typed for one the FAQs never use; no common words; in alphabetical order, each once.
 * Empty when nothing in it is searched for (only common words).
 */
export async function searchReading(text: string, language: SearchLanguage): Promise<string> {
  const { index } = await currentIndex(language);
  const stems = new Set<string>();
  for (const word of planSearch(index, text).words) {
    if (word.match === "common") continue;
    const read =
      word.match === "spelling" || word.match === "sound"
        ? (word.instead[0] ?? word.typed)
        : word.typed;
    const lower = read.toLowerCase();
    if (!index.language.stopWords.has(lower)) stems.add(index.stem(lower));
  }
  return [...stems].sort().join(" ").slice(0, READING_LIMIT);
}
