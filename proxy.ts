import { type NextRequest, NextResponse } from "next/server";

/**
 * The request guard's first gate (Next.js 16 calls the middleware file proxy.ts). It only
 * redirects early, from what the request itself shows; every portal page and route handler
 * checks the session and role again on the server (STYLE.md, CVE-2025-29927).
 */

// next-auth's session cookie, plain over http and __Secure- prefixed over https.
const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];

function hasSessionCookie(request: NextRequest): boolean {
  return SESSION_COOKIES.some((name) => request.cookies.has(name));
}

export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const lower = pathname.toLowerCase();

  // SPEC §4: pages that need sign-in send signed-out visitors to the login page.
  const needsSignIn =
    lower === "/faq/portal" || lower.startsWith("/faq/portal/") || lower === "/faq-corner/verify";
  if (needsSignIn && !hasSessionCookie(request)) {
    return NextResponse.redirect(new URL("/faq-corner", request.url), 307);
  }
  return NextResponse.next();
}

export const config = {
  // Everything but Next's own assets; the guard must also see odd-cased paths.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
