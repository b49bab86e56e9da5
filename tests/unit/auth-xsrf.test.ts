import "./auth-env";

import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { describe, test } from "node:test";

import { NextRequest } from "next/server";

import { ApiProblem } from "@/lib/api/problem";
import { isSecureRequest, issueXsrfToken, verifyXsrf, xsrfCookieName } from "@/lib/auth/xsrf";

// Anti-forgery (docs/api.md §2, docs/decisions/0005), in this process: the cookie's name, the
// checks of where a request comes from, and the token bound to the cookie and the session.

const AUTH_SECRET = String(process.env.AUTH_SECRET);

/** The signature docs/decisions/0005 describes: HMAC-SHA256 under a key derived from AUTH_SECRET. */
function sign(value: string): string {
  const key = createHmac("sha256", AUTH_SECRET).update("faq-corner anti-forgery").digest();
  return createHmac("sha256", key).update(value).digest("base64url");
}

const SECRET = "a-random-secret";
const COOKIE = `xsrf=${SECRET}.${sign(`cookie|${SECRET}`)}`;
const tokenOf = (sessionId: string) => sign(`token|${SECRET}|${sessionId}`);

function request(headers: Record<string, string>, url = "http://faq.example/api/Faq/PostFaq") {
  return new NextRequest(url, { method: "POST", headers: { host: "faq.example", ...headers } });
}

/** What verifyXsrf says: "accepted", or the 400's detail. `null`: no session. */
function verdict(headers: Record<string, string>, sessionId: string | null = "s1"): string {
  try {
    verifyXsrf(request(headers), sessionId ?? undefined);
    return "accepted";
  } catch (error) {
    assert.ok(error instanceof ApiProblem, `not a problem: ${String(error)}`);
    assert.equal(error.status, 400);
    assert.equal(error.title, "Invalid anti-forgery token.");
    return String(error.options.detail);
  }
}

const OTHER_SITE = "Requests from other sites are not accepted.";
const RELOAD = "Reload the page and try again.";

describe("anti-forgery", () => {
  test("https is read from the proxy's header, or the address", () => {
    assert.equal(isSecureRequest(request({})), false);
    assert.equal(isSecureRequest(request({}, "https://faq.example/")), true);
    assert.equal(isSecureRequest(request({ "x-forwarded-proto": "https" })), true);
    assert.equal(
      isSecureRequest(request({ "x-forwarded-proto": "http" }, "https://faq.example/")),
      false,
    );
    assert.equal(xsrfCookieName(request({ "x-forwarded-proto": "https" })), "__Host-xsrf");
    assert.equal(xsrfCookieName(request({})), "xsrf");
  });

  test("the token of this cookie and session is accepted, from this site", () => {
    const valid = { cookie: COOKIE, "x-xsrf-token": tokenOf("s1") };
    assert.equal(verdict(valid), "accepted");
    assert.equal(verdict({ ...valid, "sec-fetch-site": "same-origin" }), "accepted");
    assert.equal(verdict({ ...valid, "sec-fetch-site": "none" }), "accepted");
    assert.equal(verdict({ ...valid, origin: "http://faq.example" }), "accepted");
    assert.equal(
      verdict({
        ...valid,
        origin: "https://www.faq.example",
        "x-forwarded-host": "www.faq.example",
      }),
      "accepted",
    );
    assert.equal(
      verdict({ cookie: COOKIE, "x-xsrf-token": sign(`token|${SECRET}|anonymous`) }, null),
      "accepted",
    );
  });

  test("a request from another site is refused, token or not", () => {
    const valid = { cookie: COOKIE, "x-xsrf-token": tokenOf("s1") };
    assert.equal(verdict({ ...valid, "sec-fetch-site": "cross-site" }), OTHER_SITE);
    assert.equal(verdict({ ...valid, "sec-fetch-site": "same-site" }), OTHER_SITE);
    assert.equal(verdict({ ...valid, origin: "http://evil.example" }), OTHER_SITE);
    assert.equal(verdict({ ...valid, origin: "null" }), OTHER_SITE);
    assert.equal(verdict({ ...valid, origin: "not a url" }), OTHER_SITE);
    assert.equal(
      verdict({ ...valid, origin: "http://faq.example", "x-forwarded-host": "proxy.example" }),
      OTHER_SITE,
    );
  });

  test("without the token of this cookie and this session, reload", () => {
    assert.equal(verdict({ cookie: COOKIE }), RELOAD);
    assert.equal(verdict({ "x-xsrf-token": tokenOf("s1") }), RELOAD);
    assert.equal(verdict({ cookie: COOKIE, "x-xsrf-token": tokenOf("s2") }), RELOAD);
    assert.equal(verdict({ cookie: COOKIE, "x-xsrf-token": tokenOf("s1") }, "s2"), RELOAD);
    assert.equal(verdict({ cookie: COOKIE, "x-xsrf-token": tokenOf("s1").slice(1) }), RELOAD);
    const forged = `xsrf=${SECRET}.${sign(`cookie|other`)}`;
    assert.equal(verdict({ cookie: forged, "x-xsrf-token": tokenOf("s1") }), RELOAD);
    assert.equal(verdict({ cookie: `xsrf=${SECRET}`, "x-xsrf-token": tokenOf("s1") }), RELOAD);
    assert.equal(
      verdict({ cookie: `xsrf=.${sign("cookie|")}`, "x-xsrf-token": sign("token||s1") }),
      RELOAD,
    );
    // Over https the cookie is __Host-xsrf: the plain one is not read there.
    assert.equal(
      verdict({ cookie: COOKIE, "x-xsrf-token": tokenOf("s1"), "x-forwarded-proto": "https" }),
      RELOAD,
    );
  });

  test("a request with the cookie gets the token of its secret and session", async () => {
    const withCookie = request({ cookie: COOKIE });
    assert.equal(await issueXsrfToken(withCookie, { sessionId: "s1" }), tokenOf("s1"));
    assert.equal(
      await issueXsrfToken(withCookie, { sessionId: undefined }),
      sign(`token|${SECRET}|anonymous`),
    );
  });
});
