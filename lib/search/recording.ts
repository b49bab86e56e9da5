import "server-only";

import { LIMITS, normaliseSearch } from "@/lib/contract/fields";
import { hitRateLimit } from "@/lib/data/rate-limits";
import { getEnv } from "@/lib/server/env";
import { SEARCH_BUDGET_WINDOW_SECONDS } from "@/lib/server/search-counts";

/**
 * Whether and what of a visitor's search, vote or request is recorded (docs/api.md §6). The
 * record is anonymous: the normalised text, the time and the number of results, never an IP
 * address, a user or a cookie; each address has a budget of recordings per kind, so that nobody
 * can push an FAQ up "Most searched" or fill User Searches.
 */

/** The text that search_queries keeps: normalised, and within its 200 characters. */
export function recordedText(searchQuery: string): string {
  return Array.from(normaliseSearch(searchQuery)).slice(0, LIMITS.searchQuery).join("").trim();
}

/** Who asked for a public search (lib/api/client-address.ts searchSource). */
export interface SearchSource {
  address: string;
  /** Loaded by another site (`Sec-Fetch-Site: cross-site`): answered, never recorded. */
  crossSite: boolean;
}

/** Whether anything of this visitor may be recorded at all: never a cross-site load. */
export function recordable(source: SearchSource): boolean {
  return getEnv().recordSearches && !source.crossSite;
}

/**
 * Whether an answer's vote (`"vote-ip"`, issue 16), a request for a translation
 * (`"translation-ip"`, issue 28) or a visitor's "this answers my question" (`"answer-ip"`, issue
 * 38) is recorded: counted against its address's budget of that kind,
 * SEARCHES_RECORDED_PER_ADDRESS per 10 minutes, as searches are (searchFaqsAsVisitor).
 */
export async function withinRecordingBudget(
  source: SearchSource,
  budget: "vote-ip" | "translation-ip" | "answer-ip",
): Promise<boolean> {
  if (!recordable(source)) return false;
  const { allowed } = await hitRateLimit({
    key: `${budget}:${source.address}`,
    limit: getEnv().searchesRecordedPerAddress,
    windowSeconds: SEARCH_BUDGET_WINDOW_SECONDS,
  });
  return allowed;
}
