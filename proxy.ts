import { type NextRequest, NextResponse } from "next/server";

import { canonicalApiPath, ENDPOINTS } from "@/lib/api/endpoints";
import { HEALTH_PATH, OPENAPI_PATH } from "@/lib/api/openapi-path";
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
 * Served under /api beside the contract's endpoints: the load balancers' health check
 * (app/api/health) and the API's description (app/api/openapi.json, public and cacheable).
 */
const BESIDE_THE_API = [
  { path: HEALTH_PATH, methods: ["GET", "HEAD"] },
  { path: OPENAPI_PATH, methods: ["GET", "HEAD"] },
];

function routeApi(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const context = { method: request.method, path: pathname };
  const lower = pathname.replace(/\/+$/, "").toLowerCase();
  const beside = BESIDE_THE_API.find((route) => route.path.toLowerCase() === lower);
  const path = beside ? beside.path : canonicalApiPath(pathname);
  if (!path) {
    return problemResponse(
      new ApiProblem(404, TITLES.notFound, { detail: "There is no such endpoint." }),
      context,
    );
  }
  const methods: string[] = beside
    ? beside.methods
    : ENDPOINTS.filter((endpoint) => endpoint.path === path).map((endpoint) => endpoint.method);
  if (!methods.includes(request.method)) {
    return problemResponse(
      new ApiProblem(405, "Method Not Allowed", {
        detail: `Use ${methods.join(" or ")}.`,
        headers: { Allow: methods.join(", ") },
      }),
      context,
    );
  }
  // docs/api.md §1: any letter case goes on to the canonical path by next.config.ts's rewrites
  // (lib/api/api-paths.ts).
  return NextResponse.next();
}

/** How the request goes on to Next.js: with the nonce headers of a dynamic page, or as it came. */
type Forward = { request: { headers: Headers } } | undefined;

function guard(request: NextRequest, forward: Forward): NextResponse {
  const { pathname } = request.nextUrl;
  const lower = pathname.toLowerCase();

  if (lower === "/api" || lower.startsWith("/api/")) return routeApi(request);

  // docs/product.md §4: pages that need sign-in send signed-out visitors to the login page.
  if (needsSignIn(pathname) && !hasSessionCookie(request)) {
    return NextResponse.redirect(new URL(ROUTES.login.path, request.url), 307);
  }
  return NextResponse.next(forward);
}

/**
 * Security headers (docs/decisions/0010-content-security-policy.md): pages rendered per request
 * get a fresh CSP nonce and are never stored; cached pages get their policy of hashes from the
 * cache handler; the API is never stored, but for its description (/api/openapi.json).
 */
export function proxy(request: NextRequest): NextResponse {
  const lower = request.nextUrl.pathname.toLowerCase();
  const isApi = lower === "/api" || lower.startsWith("/api/");
  const page =
    !isApi && rendersPerRequest(request.nextUrl) ? nonceRequestHeaders(request) : undefined;
  const response = guard(request, page && { request: { headers: page.headers } });
  // The API's description is the same for everyone until the next release: it may be cached.
  const cacheable = lower.replace(/\/+$/, "") === OPENAPI_PATH.toLowerCase();
  return withRequestSecurityHeaders(request, response, {
    policy: page?.policy,
    noStore: (isApi && !cacheable) || page !== undefined,
  });
}

export const config = {
  // Everything but Next's own assets and the public pages served from Next's cache: /faq and
  // /es/faq without a search, each FAQ's page and each topic's page, which need neither a guard
  // nor a nonce (their policy of hashes comes from the cache handler, HSTS from the front door;
  // issue 41). The guard must still see odd-cased paths, which these exact spellings leave to it.
  matcher: [
    "/((?!_next/static|_next/image|favicon.ico|faq$|faq/q/|faq/topics/|es/faq$|es/faq/q/|es/faq/topics/).*)",
    { source: "/faq", has: [{ type: "query", key: "q" }] },
    { source: "/es/faq", has: [{ type: "query", key: "q" }] },
  ],
};
