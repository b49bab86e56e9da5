import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { listContentGaps } from "@/lib/data/content-gaps";

/**
 * Issue 16 GetContentGaps: a page of the Content Gaps queue (searches that found nothing, answers
 * marked not helpful), open, closed or dismissed, most frequent or most recent first. Staff only.
 */
export const GET = apiRoute(faq.getContentGaps, async ({ input }) => {
  const { limit, skip, orderBy, status } = input;
  return listContentGaps({ limit, skip, orderBy, status });
});
