import type { NextRequest, NextResponse } from "next/server";

import { newNonce, noncePolicy } from "@/lib/security/content-security-policy.mjs";
import { HSTS } from "@/lib/security/transport.mjs";
import { PER_REQUEST_PATHS, routePattern, SEARCH_REWRITES } from "@/lib/routes";

/**
 * Security headers (issue 7; docs/decisions/0010-content-security-policy.md). The ones that
 * never depend on the request are set by next.config.ts for every path, Next's own script and
 * style files included; proxy.ts adds the rest per request: the nonce policy of dynamic pages,
 * HSTS over https, and no-store on the API and the signed-in pages.
 */

/** Served over https: by the reverse proxy's word, or by the site's public address. */
export function isHttps(request: NextRequest, siteUrl = process.env.SITE_URL): boolean {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  if (forwarded) return forwarded === "https";
  return request.nextUrl.protocol === "https:" || Boolean(siteUrl?.startsWith("https:"));
}

/**
 * The pages rendered on every request (the route table's `perRequest`, lib/routes.ts), which get
 * a CSP nonce. Every other page is served from
 * Next's cache and must not: a cached page cannot carry a per-request nonce, and the cache
 * handler gives it a policy of hashes instead. The cached ones are /faq without a search and
 * everything else under /faq that its catch-all answers, each FAQ's page
 * (docs/decisions/0009-public-pages-from-cache.md), the login page (static), and the not-found
 * page of every unknown path, portal ones included. tests/security-headers.test.ts checks this
 * list against the build's own route manifests. Paths are case-sensitive, as Next.js routes them;
 * `[id]` and `[revisionId]` each stand for one path segment.
 */
const DYNAMIC_ROUTE_PATTERN = routePattern(PER_REQUEST_PATHS);

export function rendersPerRequest({
  pathname,
  searchParams,
}: {
  pathname: string;
  searchParams: URLSearchParams;
}): boolean {
  // /faq?q= is rewritten to /faq/search (next.config.ts), after the proxy has run; so is /es/faq?q=.
  if (SEARCH_REWRITES.some(({ source }) => source === pathname)) return searchParams.has("q");
  return DYNAMIC_ROUTE_PATTERN.test(pathname);
}

/** The request headers that make Next.js put the nonce on the scripts it renders. */
export function nonceRequestHeaders(request: NextRequest): { headers: Headers; policy: string } {
  const nonce = newNonce();
  const policy = noncePolicy(nonce, { development: process.env.NODE_ENV === "development" });
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy);
  return { headers, policy };
}

/**
 * Per-request headers on the proxy's answer. `policy` is the nonce policy of a dynamic page
 * (undefined for cached pages and the API).
 */
export function withRequestSecurityHeaders(
  request: NextRequest,
  response: NextResponse,
  { policy, noStore }: { policy: string | undefined; noStore: boolean },
): NextResponse {
  if (policy) response.headers.set("Content-Security-Policy", policy);
  if (isHttps(request)) response.headers.set("Strict-Transport-Security", HSTS);
  if (noStore) response.headers.set("Cache-Control", "no-store");
  return response;
}
