import { apiRoute, refuse } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { getRevision } from "@/lib/data/faq-revisions";
import { seesArchive } from "@/lib/data/faqs";

/**
 * Issue 17: one revision with its question, answer and tags. Admins and Coaches may read it; one
 * of an archived FAQ only an Admin (issue 27).
 */
export const GET = apiRoute(faq.getFaqRevision, async ({ input: { id }, user }) => {
  const revision = await getRevision({ id, withArchived: seesArchive(user) });
  return revision ?? refuse("not-found");
});
