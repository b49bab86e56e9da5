import { STALE_EDIT } from "@/lib/api/faq-archive";
import { faqWritten } from "@/lib/api/faq-written";
import { conflict, notFound } from "@/lib/api/problem";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireStaff } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { seesArchive, updateFaq } from "@/lib/data/faqs";

/**
 * docs/product.md §7 PatchFaq: saves an edit, stamped with the editor and the time. With the
 * editedAt the editor loaded, an FAQ changed since is a 409 and nothing is saved (docs/api.md §6).
 * The question and answer are sanitised by the server's rule (lib/api/server-rules.ts). An
 * archived FAQ is an Admin's to edit: for a Coach it is not found (issue 27).
 */
export const PATCH = apiRoute(async (context) => {
  const { user } = await requireStaff(context);
  const { id, editedAt, ...content } = await parseBody(context, faq.patchFaq);
  const result = await updateFaq({
    id,
    // Issue 26: phrasings left out (undefined) stay as they are.
    content,
    editorId: user.id,
    loadedEditedAt: editedAt,
    withArchived: seesArchive(user),
  });
  if (!result.ok) throw result.reason === "not-found" ? notFound("The FAQ") : conflict(STALE_EDIT);
  // Issue 16: the FAQ may answer searches that found nothing (Content Gaps).
  faqWritten({ mayAnswerSearches: true });
  return reply(faq.patchFaq, result.faq);
});
