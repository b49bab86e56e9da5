import "server-only";

import type { NextRequest } from "next/server";

/**
 * The address the request came from, for the per-IP login limit only (never stored with a
 * search). The last X-Forwarded-For entry is the one added by the nearest proxy (Next.js
 * itself, or the load balancer), which the client cannot forge.
 */
export function clientAddress(request: NextRequest): string {
  const forwarded = request.headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  return last && last.length > 0 ? last : "unknown";
}
