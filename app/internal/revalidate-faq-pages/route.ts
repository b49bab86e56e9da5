import { revalidateFaqPagesHere } from "@/lib/server/faq-cache";
import { isOwnRevalidationRequest } from "@/lib/server/faq-cache-sync";

/**
 * Where this server's listener (lib/server/faq-cache-sync.ts) clears the server's own cached FAQ pages
 * after another app server changed an FAQ: revalidatePath() needs a request to run in. Anyone
 * else, without the process's secret, finds nothing here.
 */
export function POST(request: Request): Response {
  if (!isOwnRevalidationRequest(request)) return new Response(null, { status: 404 });
  revalidateFaqPagesHere();
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
