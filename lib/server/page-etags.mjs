// The ETag of a page served from Next.js's cache, made once when the page is cached instead of on
// every visit (issue 41; docs/decisions/0053).
//
// Next.js hashes the whole HTML of a cached page on every visit to write its ETag (about 0.2 ms
// of CPU for /faq's 100 kB, a quarter of what serving it costs). The product turns that off
// (`generateEtags: false` in next.config.ts); lib/server/csp-cache-handler.mjs stores Next.js's
// own ETag of the page with its headers, which Next.js sends with every copy it serves, and the
// front door (lib/api/front-door.mjs) answers a matching If-None-Match with 304 as Next.js did.
//
// Plain JavaScript, as the cache handler and the front door that use it are.
import freshModule from "next/dist/compiled/fresh/index.js";
import { generateETag } from "next/dist/server/lib/etag.js";

/** @type {(request: Record<string, unknown>, response: Record<string, unknown>) => boolean} */
const fresh = /** @type {any} */ (freshModule);

/** The ETag Next.js would have written for a page's HTML: its own function. */
export { generateETag as pageEtag };

/**
 * The status to send instead of 200, if any: 304 when the request's If-None-Match names the
 * stored ETag (and it does not ask for a fresh copy), with the headers of a body taken off as
 * Next.js took them off. A page's flight data (the `rsc` request header, the client router's
 * fetch) is another body than its HTML: it goes without the HTML's ETag.
 *
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {boolean} flight whether the request asked for flight data (Next.js takes the `rsc`
 *   header off the request as it reads it, so the front door notes it first)
 * @returns {304 | undefined}
 */
export function conditionalStatus(request, response, flight) {
  if (flight) {
    response.removeHeader("ETag");
    return undefined;
  }
  if (request.headers["if-none-match"] === undefined) return undefined;
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const etag = response.getHeader("ETag");
  if (typeof etag !== "string" || !fresh(request.headers, { etag })) return undefined;
  response.removeHeader("Content-Length");
  response.removeHeader("Content-Type");
  return 304;
}
