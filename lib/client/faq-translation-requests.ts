import { readStorage, STORAGE_KEYS, writeStorage } from "@/lib/client/storage";

/**
 * Issue 28 "Pedir en español": one request per FAQ and language per browser, remembered in
 * localStorage (as `es:12`), so that after a reload the button thanks instead of asking again, as
 * "Was this helpful?" does (lib/client/faq-votes.ts). Only the browser keeps it; the server knows
 * nothing of who asked.
 */

/** Requests kept: an old one forgotten past this is offered again, which is harmless. */
const MAX_KEPT = 500;

const entry = (faqId: number, language: string) => `${language}:${String(faqId)}`;

function requested(): string[] {
  try {
    const value: unknown = JSON.parse(readStorage(STORAGE_KEYS.faqTranslationRequests) ?? "[]");
    return Array.isArray(value)
      ? value.filter((kept): kept is string => typeof kept === "string")
      : [];
  } catch {
    return [];
  }
}

export function hasRequestedTranslation(faqId: number, language: string): boolean {
  return requested().includes(entry(faqId, language));
}

export function rememberTranslationRequest(faqId: number, language: string): void {
  const kept = requested().filter((other) => other !== entry(faqId, language));
  kept.push(entry(faqId, language));
  writeStorage(STORAGE_KEYS.faqTranslationRequests, JSON.stringify(kept.slice(-MAX_KEPT)));
}
