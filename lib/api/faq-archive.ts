import "server-only";

import { faqWritten } from "@/lib/api/faq-written";
import { conflict, notFound } from "@/lib/api/problem";
import { setFaqArchived } from "@/lib/data/faqs";

/** The 409 of an edit (PatchFaq) or a restored version (RestoreFaqRevision) made on stale text. */
export const STALE_EDIT = "This FAQ was changed by someone else. Reload it to see their changes.";

/** Issue 28: the 409 of a translation saved on stale text. */
export const STALE_TRANSLATION =
  "This translation was changed by someone else. Reload it to see their changes.";

/**
 * docs/product.md §7 DeleteFaq (archived: true) and RestoreFaq (archived: false): the FAQ leaves
 * or comes back to the public lists and search at once. An FAQ not found is a 404, one already
 * archived (or not archived) a 409.
 */
export async function archiveOrRestore(change: { id: number; archived: boolean; actorId: number }) {
  const result = await setFaqArchived(change);
  if (!result.ok) {
    throw result.reason === "not-found"
      ? notFound("The FAQ")
      : conflict(change.archived ? "This FAQ is already archived." : "This FAQ is not archived.");
  }
  // Issue 16: an FAQ brought back may answer searches that found nothing (Content Gaps).
  faqWritten({ mayAnswerSearches: !change.archived });
  return result.faq;
}
