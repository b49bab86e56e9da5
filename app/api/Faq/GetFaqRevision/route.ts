import { orNotFound } from "@/lib/api/problem";
import { apiRoute, parseQuery, reply } from "@/lib/api/route";
import { requireStaff } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { getRevision } from "@/lib/data/faq-revisions";
import { seesArchive } from "@/lib/data/faqs";

/**
 * Issue 17: one revision with its question, answer and tags. Admins and Coaches may read it; one
 * of an archived FAQ only an Admin (issue 27).
 */
export const GET = apiRoute(async (context) => {
  const { user } = await requireStaff(context);
  const { id } = parseQuery(context, faq.getFaqRevision);
  const revision = await getRevision({ id, withArchived: seesArchive(user) });
  return reply(faq.getFaqRevision, orNotFound(revision, "The revision"));
});
