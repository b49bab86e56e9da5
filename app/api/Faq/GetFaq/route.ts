import { apiRoute, refuse } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { getEditableFaq, seesArchive } from "@/lib/data/faqs";

/**
 * docs/product.md §7 GetFaq: one FAQ for the Edit FAQ screen, an archived one for an Admin only
 * (a Coach gets 404, as for an FAQ that does not exist: the archive is an Admin screen). Its
 * editedAt goes back with PatchFaq, so that an edit made meanwhile by someone else is not
 * overwritten. Issue 28: the English FAQ with its translations, whatever `language` asks (it is
 * checked, as on GetFaqs): the edit screen shows the two side by side.
 */
export const GET = apiRoute(faq.getFaq, async ({ input: { id }, user }) => {
  const editable = await getEditableFaq({ id, withArchived: seesArchive(user) });
  return editable ?? refuse("not-found");
});
