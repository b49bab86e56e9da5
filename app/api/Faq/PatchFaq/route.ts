import { editFaq } from "@/lib/api/faq-writes";
import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { translationEditsOf } from "@/lib/data/faq";
import { seesArchive } from "@/lib/data/faqs";

/**
 * docs/product.md §7 PatchFaq: saves an edit, stamped with the editor and the time. With the
 * editedAt the editor loaded, an FAQ changed since is a 409 and nothing is saved (docs/api.md §6).
 * The question and answer are sanitised by the server's rule (lib/api/server-rules.ts). An
 * archived FAQ is an Admin's to edit: for a Coach it is not found (issue 27). Issue 28: its
 * translations are saved with it, or alone when the English question and answer are left out.
 * Issue 40: the topic is saved with the English question and answer (an unknown one is a 404;
 * with a translation alone, the contract refuses it).
 */
export const PATCH = apiRoute(faq.patchFaq, async ({ input, user }) => {
  const { id, editedAt, translations, question, answer, tags, phrasings, topicId } = input;
  const english = question !== undefined && answer !== undefined;
  const result = await editFaq({
    id,
    // Issue 26: phrasings left out (undefined) stay as they are; so does the topic (issue 40).
    content: english ? { question, answer, tags, phrasings, topicId } : undefined,
    translations: translationEditsOf(translations),
    editorId: user.id,
    loadedEditedAt: editedAt,
    withArchived: seesArchive(user),
  });
  return result.ok ? result.faq : result;
});
