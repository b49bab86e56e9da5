import { STALE_EDIT, STALE_TRANSLATION } from "@/lib/api/faq-archive";
import { faqWritten } from "@/lib/api/faq-written";
import { conflict, notFound } from "@/lib/api/problem";
import { apiRoute, parseBody, reply } from "@/lib/api/route";
import { requireStaff } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { editFaqWithTranslations, translationEditsOf } from "@/lib/data/faq-edits";
import { seesArchive } from "@/lib/data/faqs";

/**
 * docs/product.md §7 PatchFaq: saves an edit, stamped with the editor and the time. With the
 * editedAt the editor loaded, an FAQ changed since is a 409 and nothing is saved (docs/api.md §6).
 * The question and answer are sanitised by the server's rule (lib/api/server-rules.ts). An
 * archived FAQ is an Admin's to edit: for a Coach it is not found (issue 27). Issue 28: its
 * translations are saved with it, or alone when the English question and answer are left out.
 */
export const PATCH = apiRoute(async (context) => {
  const { user } = await requireStaff(context);
  const body = await parseBody(context, faq.patchFaq);
  const { id, editedAt, translations, question, answer, tags, phrasings } = body;
  const english = question !== undefined && answer !== undefined;
  const result = await editFaqWithTranslations({
    id,
    // Issue 26: phrasings left out (undefined) stay as they are.
    content: english ? { question, answer, tags, phrasings } : undefined,
    translations: translationEditsOf(translations),
    editorId: user.id,
    loadedEditedAt: editedAt,
    withArchived: seesArchive(user),
  });
  if (!result.ok) {
    switch (result.reason) {
      case "not-found":
        throw notFound("The FAQ");
      case "no-translation":
        throw notFound("The translation to mark current");
      case "stale-translation":
        throw conflict(STALE_TRANSLATION);
      default:
        throw conflict(STALE_EDIT);
    }
  }
  // Issue 16: the FAQ may answer searches that found nothing (Content Gaps).
  faqWritten({ mayAnswerSearches: true });
  return reply(faq.patchFaq, result.faq);
});
