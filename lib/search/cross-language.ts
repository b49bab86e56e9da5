import type { SearchIndex } from "@/lib/search/index/search-index";
import type { WordTable } from "@/lib/search/index/word-table";
import type { SearchPlan } from "@/lib/search/plan";
import type { RankedFaq } from "@/lib/search/ranking";

/**
 * A search of the Spanish pages also looks among the FAQs that have no Spanish translation yet,
 * which those pages show in English (issue 28; docs/decisions/0044): the search's words stand for
 * the English words the translations taught (index/word-table.ts), and what those find joins the
 * Spanish results by how well it matches.
 */

/**
 * A found English FAQ counts this share of its match against a Spanish one: its words are a
 * guess at what the visitor meant, made word by word. Tuned on the tuning half of the Spanish
 * relevance set (harness/relevance/questions-es.json).
 */
export const GUESS_WEIGHT = 0.6;

/**
 * The words of a search read in Spanish, as English words: each word the search matched, in the
 * way it matched best (as typed, or its spelling or sound), stands for the English words the
 * table gives it; a word without any (a name, a word typed in English, "dislexia") is searched as
 * typed, where the English search's own spelling and sound steps may still find it.
 */
export function translatedText(index: SearchIndex, table: WordTable, plan: SearchPlan): string {
  const words: string[] = [];
  for (const group of plan.groups) {
    const best = Math.max(0, ...group.alternatives.map(({ weight }) => weight));
    const found = new Set<string>();
    for (const { term, weight } of group.alternatives) {
      if (weight < best) continue;
      for (const { word } of table.of(index.terms.stems[term] ?? "")) found.add(word);
    }
    words.push(...(found.size > 0 ? found : group.typed.split(" ")));
  }
  return words.join(" ");
}

/** A result and the index it was found in (its words are highlighted by that index). */
export interface FoundIn {
  ranked: RankedFaq;
  index: SearchIndex;
}

/**
 * The Spanish results with the English ones among them (engine.ts passes only FAQs the Spanish
 * index does not hold): each list keeps its own order, and an English FAQ goes before the first
 * Spanish one it matches better than, its strength counting GUESS_WEIGHT.
 */
export function joinResults(own: FoundIn[], guessed: FoundIn[], limit: number): FoundIn[] {
  const joined = [...own];
  let at = 0;
  for (const found of guessed) {
    const strength = found.ranked.strength * GUESS_WEIGHT;
    while (at < joined.length && (joined[at]?.ranked.strength ?? 0) >= strength) at++;
    joined.splice(at, 0, { ...found, ranked: { ...found.ranked, strength } });
    at++;
  }
  return joined.slice(0, limit);
}
