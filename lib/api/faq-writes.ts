import "server-only";

import { after } from "next/server";

import { linkContentGap } from "@/lib/data/content-gap-links";
import { acceptSuggestion } from "@/lib/data/phrasing-suggestions";
import {
  createFaqWithTranslations,
  editFaqWithTranslations,
  restoreRevision,
  setFaqArchived,
} from "@/lib/data/faq";
import { reserveClosing } from "@/lib/server/content-gap-closer";
import { revalidateFaqPages } from "@/lib/server/faq-cache";

/**
 * Every FAQ write of the API goes through here, so that no handler has to remember what follows
 * one. The data layer writes, and records the revision and the audit entry in the same
 * transaction (lib/data/faq/, whose README gives the order); once it is saved, the public pages
 * are revalidated on every server (lib/server/faq-cache.ts), and an FAQ added, edited, linked to a
 * search or brought back may answer searches that found nothing (Content Gaps, issue 16): those
 * are run again just after the answer is sent, so the editor does not wait for them
 * (lib/server/content-gap-closer.ts).
 * A refused write (`{ ok: false, reason }`) changes nothing and is answered as it is.
 */

/** What follows a saved write: the pages, and (unless the FAQ left the lists) the content gaps. */
function saved({ mayAnswerSearches }: { mayAnswerSearches: boolean }): void {
  revalidateFaqPages();
  if (mayAnswerSearches) after(reserveClosing());
}

/** A write that may be refused, followed by what follows it once it is saved. */
async function written<R extends { ok: boolean }>(
  write: Promise<R>,
  { mayAnswerSearches = true } = {},
): Promise<R> {
  const result = await write;
  if (result.ok) saved({ mayAnswerSearches });
  return result;
}

/** PostFaq: a new FAQ with its translations, in one transaction. */
export function addFaq(change: Parameters<typeof createFaqWithTranslations>[0]) {
  return written(createFaqWithTranslations(change));
}

/** PatchFaq: an edit of the English text, of its translations, or of both. */
export function editFaq(change: Parameters<typeof editFaqWithTranslations>[0]) {
  return written(editFaqWithTranslations(change));
}

/** DeleteFaq (archived: true) and RestoreFaq (archived: false); nothing is ever removed. */
export function archiveFaq(change: Parameters<typeof setFaqArchived>[0]) {
  // An archived FAQ answers no search; one brought back may.
  return written(setFaqArchived(change), { mayAnswerSearches: !change.archived });
}

/** RestoreFaqRevision: an older version's text becomes the FAQ's again, as a new revision. */
export function restoreFaqVersion(change: Parameters<typeof restoreRevision>[0]) {
  return written(restoreRevision(change));
}

/** LinkContentGap: a search becomes one of the FAQ's phrasings; its search words changed. */
export function linkSearchToFaq(change: Parameters<typeof linkContentGap>[0]) {
  return written(linkContentGap(change));
}

/** AcceptPhrasingSuggestion: visitors' ways of asking become the FAQ's phrasings (issue 38). */
export function acceptSuggestedPhrasings(change: Parameters<typeof acceptSuggestion>[0]) {
  return written(acceptSuggestion(change));
}
