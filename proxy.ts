import { type NextRequest, NextResponse } from "next/server";

import { ApiProblem, problemResponse, TITLES } from "@/lib/api/problem";
import { needsSignIn, ROUTES } from "@/lib/routes";
import {
  nonceRequestHeaders,
  rendersPerRequest,
  withRequestSecurityHeaders,
} from "@/lib/security/headers";

/**
 * The request guard's first gate (Next.js 16 calls the middleware file proxy.ts). It only
 * redirects early and routes API paths, from what the request itself shows; every portal page
 * and route handler checks the session and role again on the server (STYLE.md,
 * CVE-2025-29927; docs/decisions/0002-proxy-ts-is-only-a-first-gate.md).
 */

// next-auth's session cookie, plain over http and __Secure- prefixed over https.
const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];

function hasSessionCookie(request: NextRequest): boolean {
  return SESSION_COOKIES.some((name) => request.cookies.has(name));
}

/**
 * The front door (lib/api/front-door.mjs) takes every API path to its route's own spelling, or
 * answers 404 or 405 itself, before Next.js, and the matcher leaves those paths out (issue 41).
 * One that still arrives here was spelled so that the front door did not see it as the API (a
 * path with dot segments that Next.js resolves to one under /api): it is no endpoint.
 */
function noSuchEndpoint(request: NextRequest): NextResponse {
  return problemResponse(
    new ApiProblem(404, TITLES.notFound, { detail: "There is no such endpoint." }),
    { method: request.method, path: request.nextUrl.pathname },
  );
}

/** How the request goes on to Next.js: with the nonce headers of a dynamic page, or as it came. */
type Forward = { request: { headers: Headers } } | undefined;

function guard(request: NextRequest, forward: Forward): NextResponse {
  const { pathname } = request.nextUrl;
  const lower = pathname.toLowerCase();

  if (lower === "/api" || lower.startsWith("/api/")) return noSuchEndpoint(request);

  // docs/product.md §4: pages that need sign-in send signed-out visitors to the login page.
  if (needsSignIn(pathname) && !hasSessionCookie(request)) {
    return NextResponse.redirect(new URL(ROUTES.login.path, request.url), 307);
  }
  return NextResponse.next(forward);
}

/**
 * Security headers (docs/decisions/0010-content-security-policy.md): pages rendered per request
 * get a fresh CSP nonce and are never stored; cached pages get their policy of hashes from the
 * cache handler. The API (which does not come here, but by odd spellings) sets its own.
 */
export function proxy(request: NextRequest): NextResponse {
  const lower = request.nextUrl.pathname.toLowerCase();
  const isApi = lower === "/api" || lower.startsWith("/api/");
  const page =
    !isApi && rendersPerRequest(request.nextUrl) ? nonceRequestHeaders(request) : undefined;
  const response = guard(request, page && { request: { headers: page.headers } });
  return withRequestSecurityHeaders(request, response, {
    policy: page?.policy,
    noStore: isApi || page !== undefined,
  });
}

export const config = {
  // Everything but Next's own assets, the API (the front door has routed it, and apiRoute sets
  // its headers) and the public pages served from Next's cache: /faq and /es/faq without a
  // search, each FAQ's page and each topic's page, which need neither a guard nor a nonce (their
  // policy of hashes comes from the cache handler, HSTS from the front door; issue 41). The guard
  // must still see odd-cased paths, which these exact spellings leave to it.
  matcher: [
    "/((?!_next/static|_next/image|favicon.ico|api/|faq$|faq/q/|faq/topics/|es/faq$|es/faq/q/|es/faq/topics/).*)",
    { source: "/faq", has: [{ type: "query", key: "q" }] },
    { source: "/es/faq", has: [{ type: "query", key: "q" }] },
  ],
};
