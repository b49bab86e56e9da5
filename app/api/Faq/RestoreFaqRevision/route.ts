import { STALE_EDIT, STALE_TRANSLATION } from "@/lib/api/faq-archive";
import { faqWritten } from "@/lib/api/faq-written";
import { conflict, notFound } from "@/lib/api/problem";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { restoreRevision } from "@/lib/data/faq-revisions";

const UNUSABLE = "This version has no text left once cleaned. Pick another version.";

/**
 * Issue 17: "Restore this version". The revision's text becomes the FAQ's again, sanitised as an
 * edit is, kept as a new revision; with the editedAt of the FAQ when its history was opened, an
 * FAQ changed since is a 409 and nothing changes. Admin only.
 */
export const POST = apiRoute(async (context) => {
  const { user: admin } = await requireAdmin(context);
  const { id, editedAt } = await parseBody(context, faq.restoreFaqRevision);
  const result = await restoreRevision({ id, adminId: admin.id, loadedEditedAt: editedAt });
  if (!result.ok) {
    if (result.reason === "no-revision") throw notFound("The revision");
    if (result.reason === "not-found" || result.reason === "no-translation") {
      throw notFound("The FAQ");
    }
    if (result.reason === "unusable") throw conflict(UNUSABLE);
    throw conflict(result.reason === "stale-translation" ? STALE_TRANSLATION : STALE_EDIT);
  }
  // Issue 16: the FAQ may answer searches that found nothing (Content Gaps).
  faqWritten({ mayAnswerSearches: true });
  return reply(faq.restoreFaqRevision, result.faq);
});
