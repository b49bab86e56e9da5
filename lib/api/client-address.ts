import "server-only";

import { CLIENT_ADDRESS_HEADER } from "@/lib/api/front-door.mjs";
import type { SearchSource } from "@/lib/search/recording";

/**
 * The address the request came from, for the per-address limits only (never stored with a
 * search). server.mjs works it out from the connection and TRUSTED_PROXIES before Next.js sees
 * the request (lib/api/front-door.mjs), replacing any such header the client sent. Without it
 * (`next dev`) every request counts as one address.
 */
export function clientAddress(request: { headers: Pick<Headers, "get"> }): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
}

/** Who asked for a public search, for its recording budget (lib/search/recording.ts). */
export function searchSource(request: { headers: Pick<Headers, "get"> }): SearchSource {
  return {
    address: clientAddress(request),
    crossSite: request.headers.get("sec-fetch-site") === "cross-site",
  };
}
