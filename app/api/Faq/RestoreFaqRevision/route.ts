import { restoreFaqVersion } from "@/lib/api/faq-writes";
import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";

/**
 * Issue 17: "Restore this version". The revision's text becomes the FAQ's again, sanitised as an
 * edit is, kept as a new revision; with the editedAt of the FAQ when its history was opened, an
 * FAQ changed since is a 409 and nothing changes. Admin only.
 */
export const POST = apiRoute(faq.restoreFaqRevision, async ({ input: { id, editedAt }, user }) => {
  const result = await restoreFaqVersion({ id, adminId: user.id, loadedEditedAt: editedAt });
  return result.ok ? result.faq : result;
});
