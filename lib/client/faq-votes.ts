import { readStorage, STORAGE_KEYS, writeStorage } from "@/lib/client/storage";

/**
 * Issue 16: one "Was this helpful?" vote per FAQ per browser, remembered in localStorage (ids of
 * the FAQs voted on), so that after a reload the widget thanks instead of asking again. Only the
 * browser keeps it; the server knows nothing of who voted.
 */

/** Votes kept: an old vote forgotten past this asks again, which is harmless. */
const MAX_KEPT = 500;

function votedIds(): number[] {
  try {
    const value: unknown = JSON.parse(readStorage(STORAGE_KEYS.faqVotes) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function hasVoted(faqId: number): boolean {
  return votedIds().includes(faqId);
}

export function rememberVote(faqId: number): void {
  const ids = votedIds().filter((id) => id !== faqId);
  ids.push(faqId);
  writeStorage(STORAGE_KEYS.faqVotes, JSON.stringify(ids.slice(-MAX_KEPT)));
}
