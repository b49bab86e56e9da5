import "server-only";

import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import { cookies } from "next/headers";
import type { NextRequest } from "next/server";

import { ApiProblem, TITLES } from "@/lib/api/problem";
import { getEnv } from "@/lib/server/env";

/**
 * Anti-forgery (docs/api.md §2, docs/decisions/0005-anti-forgery.md). GetXsrfToken sets an httpOnly
 * cookie holding a signed random secret and answers a token derived from that secret and the
 * session id. Every POST and PATCH must send the token as X-XSRF-TOKEN; it is checked against
 * the cookie and the current session, so a token stops working when the session changes
 * (login, logout), and login and logout hand out a fresh one.
 */

const ANONYMOUS = "anonymous";

function key(): Buffer {
  return createHmac("sha256", getEnv().authSecret).update("faq-corner anti-forgery").digest();
}

function sign(value: string): string {
  return createHmac("sha256", key()).update(value).digest("base64url");
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function isSecureRequest(request: NextRequest): boolean {
  const forwarded = request.headers.get("x-forwarded-proto");
  return (forwarded ?? request.nextUrl.protocol.replace(":", "")) === "https";
}

/** `__Host-` over https: the cookie is bound to this exact host and path. */
export function xsrfCookieName(request: NextRequest): string {
  return isSecureRequest(request) ? "__Host-xsrf" : "xsrf";
}

/** The secret in the request's cookie, if its signature holds. */
function cookieSecret(request: NextRequest): string | undefined {
  const value = request.cookies.get(xsrfCookieName(request))?.value;
  const [secret, signature] = value?.split(".") ?? [];
  if (!secret || !signature || !equal(signature, sign(`cookie|${secret}`))) return undefined;
  return secret;
}

function tokenFor(secret: string, sessionId: string | undefined): string {
  return sign(`token|${secret}|${sessionId ?? ANONYMOUS}`);
}

/**
 * The token for this request's cookie and the given session, setting a new cookie when the
 * request has none or `rotate` asks for a new secret (login and logout). Route handlers only.
 */
export async function issueXsrfToken(
  request: NextRequest,
  { sessionId, rotate = false }: { sessionId: string | undefined; rotate?: boolean },
): Promise<string> {
  let secret = rotate ? undefined : cookieSecret(request);
  if (!secret) {
    secret = randomBytes(32).toString("base64url");
    (await cookies()).set(xsrfCookieName(request), `${secret}.${sign(`cookie|${secret}`)}`, {
      httpOnly: true,
      sameSite: "strict",
      secure: isSecureRequest(request),
      path: "/",
    });
  }
  return tokenFor(secret, sessionId);
}

const invalid = (detail: string) => new ApiProblem(400, TITLES.antiForgery, { detail });

/**
 * Refuses a state-changing request from another site, or without the token that matches this
 * browser's cookie and session.
 */
export function verifyXsrf(request: NextRequest, sessionId: string | undefined): void {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") {
    throw invalid("Requests from other sites are not accepted.");
  }
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") {
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
    if (originHost !== host) throw invalid("Requests from other sites are not accepted.");
  } else if (origin === "null") {
    throw invalid("Requests from other sites are not accepted.");
  }
  const header = request.headers.get("x-xsrf-token");
  const secret = cookieSecret(request);
  if (!header || !secret || !equal(header, tokenFor(secret, sessionId))) {
    throw invalid("Reload the page and try again.");
  }
}
