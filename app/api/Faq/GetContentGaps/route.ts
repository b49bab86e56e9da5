import { apiRoute, parseQuery, reply } from "@/lib/api/route";
import { requireStaff } from "@/lib/auth/guards";
import { faq } from "@/lib/contract";
import { listContentGaps } from "@/lib/data/content-gaps";

/**
 * Issue 16 GetContentGaps: a page of the Content Gaps queue (searches that found nothing, answers
 * marked not helpful), open, closed or dismissed, most frequent or most recent first. Staff only.
 */
export const GET = apiRoute(async (context) => {
  await requireStaff(context);
  const { limit, skip, orderBy, status } = parseQuery(context, faq.getContentGaps);
  return reply(faq.getContentGaps, await listContentGaps({ limit, skip, orderBy, status }));
});
