import { orNotFound } from "@/lib/api/problem";
import { apiRoute, parseQuery, reply } from "@/lib/api/route";
import { requireStaff } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { listRevisions } from "@/lib/data/faq-revisions";
import { seesArchive } from "@/lib/data/faqs";

/**
 * Issue 17: an FAQ's history, a page of revisions newest first, for the History screen of Edit
 * FAQ. Admins and Coaches may read it; an archived FAQ's only an Admin (issue 27).
 */
export const GET = apiRoute(async (context) => {
  const { user } = await requireStaff(context);
  const { id, limit, skip } = parseQuery(context, faq.getFaqRevisions);
  const page = await listRevisions({ faqId: id, limit, skip, withArchived: seesArchive(user) });
  return reply(faq.getFaqRevisions, orNotFound(page, "The FAQ"));
});
