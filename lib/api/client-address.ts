import "server-only";

import type { NextRequest } from "next/server";

import { CLIENT_ADDRESS_HEADER } from "@/lib/api/front-door.mjs";

/**
 * The address the request came from, for the per-address limits only (never stored with a
 * search). server.mjs works it out from the connection and TRUSTED_PROXIES before Next.js sees
 * the request (lib/api/front-door.mjs), replacing any such header the client sent. Without it
 * (`next dev`) every request counts as one address.
 */
export function clientAddress(request: NextRequest): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
}
