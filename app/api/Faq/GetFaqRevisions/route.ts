import { apiRoute, refuse } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { listRevisions } from "@/lib/data/faq-revisions";
import { seesArchive } from "@/lib/data/faqs";

/**
 * Issue 17: an FAQ's history, a page of revisions newest first, for the History screen of Edit
 * FAQ. Admins and Coaches may read it; an archived FAQ's only an Admin (issue 27). Issue 28: one
 * language at a time, English unless `language=es`.
 */
export const GET = apiRoute(faq.getFaqRevisions, async ({ input, user }) => {
  const { id, limit, skip, language } = input;
  const withArchived = seesArchive(user);
  const page = await listRevisions({ faqId: id, limit, skip, withArchived, language });
  return page ?? refuse("not-found");
});
