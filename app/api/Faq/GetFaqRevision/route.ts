import { orNotFound } from "@/lib/api/problem";
import { apiRoute, parseQuery, reply } from "@/lib/api/route";
import { requireStaff } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { getRevision } from "@/lib/data/faq-revisions";

/** Issue 17: one revision with its question, answer and tags. Admins and Coaches may read it. */
export const GET = apiRoute(async (context) => {
  await requireStaff(context);
  const { id } = parseQuery(context, faq.getFaqRevision);
  return reply(faq.getFaqRevision, orNotFound(await getRevision({ id }), "The revision"));
});
