import "server-only";

import type { Transaction } from "@/db/client";

/**
 * What every FAQ write takes, in English or in a translation: the text as stored, what an edit
 * did to its phrasings, and the work that commits with the write. The bottom of the write path
 * (./README.md): it imports nothing of it.
 */

/**
 * Sanitised content (lib/faq/sanitize.ts), normalised tags and phrasings (lib/contract/fields).
 * Phrasings left out: none for a new FAQ, unchanged on an edit (issue 26).
 */
export interface FaqContent {
  question: string;
  answer: string;
  tags: string;
  phrasings?: string[];
  /** Issue 40: the FAQ's topic, null for none; left out, none for a new FAQ, unchanged on an edit. */
  topicId?: number | null;
}

/**
 * Issue 26: how many phrasings an edit added and removed (letter case ignored), for the audit
 * trail; nothing when the edit left them alone.
 */
export function phrasingChanges(
  before: readonly string[],
  after: readonly string[] | undefined,
): Record<string, number> {
  if (after === undefined) return {};
  const had = new Set(before.map((phrasing) => phrasing.toLowerCase()));
  const has = new Set(after.map((phrasing) => phrasing.toLowerCase()));
  const added = [...has].filter((phrasing) => !had.has(phrasing)).length;
  const removed = [...had].filter((phrasing) => !has.has(phrasing)).length;
  return added + removed === 0 ? {} : { phrasingsAdded: added, phrasingsRemoved: removed };
}

/**
 * Work that commits or rolls back with an FAQ's write (issue 28: its translations), run in the
 * write's transaction once the FAQ is saved; it may throw to undo the whole change.
 */
export type AlsoInTransaction = (tx: Transaction, faqId: number) => Promise<void>;
