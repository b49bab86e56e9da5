import { engine, insertFaq, resetDatabase } from "./helpers/database";

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { before, describe, test } from "node:test";

import { generateETag } from "next/dist/server/lib/etag.js";

import { faqPath } from "@/lib/faq/path";
import { ROUTES, searchPath, pathTo } from "@/lib/routes";
import {
  inlineScriptHashes,
  isOwnInlineScript,
  scriptHash,
} from "@/lib/security/content-security-policy.mjs";
import {
  EVERY_PAGE_SCRIPTS,
  READING_SETTINGS_SCRIPT,
  TIPS_BANNER_SCRIPT,
} from "@/lib/security/inline-scripts.mjs";
import { rendersPerRequest } from "@/lib/security/headers";

import { ApiClient } from "../harness/api-client";
import { startApp } from "../harness/app";
import { signIn } from "../harness/sign-in";

/**
 * Issue 7, item 1: security headers on every kind of answer, the nonce policy of pages rendered
 * per request, the hash policy of cached pages, and cookie names over https
 * (docs/decisions/0010-content-security-policy.md).
 */

const app = await startApp();
const HTTPS = { "X-Forwarded-Proto": "https" };

interface Page {
  status: number;
  headers: Headers;
  body: string;
}

async function fetchPage(
  pathname: string,
  { headers = {}, client }: { headers?: Record<string, string>; client?: ApiClient } = {},
): Promise<Page> {
  if (client) {
    const response = await client.get(pathname, headers);
    return { status: response.status, headers: response.headers, body: String(response.body) };
  }
  const response = await fetch(`${app.url}${pathname}`, { headers, redirect: "manual" });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | null): Map<string, string[]> {
  assert.ok(policy, "a Content-Security-Policy header");
  assert.ok(!policy.includes(","), `one policy, not several: ${policy}`);
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function assertCommonHeaders(page: Page) {
  const { headers } = page;
  assert.equal(headers.get("x-content-type-options"), "nosniff");
  assert.equal(headers.get("referrer-policy"), "strict-origin-when-cross-origin");
  assert.equal(headers.get("cross-origin-opener-policy"), "same-origin");
  assert.equal(headers.get("x-frame-options"), "DENY");
  assert.match(headers.get("permissions-policy") ?? "", /camera=\(\)/);
  assert.match(headers.get("permissions-policy") ?? "", /geolocation=\(\)/);
  // Issue 39: Say it listens on our own pages, and nowhere else.
  assert.match(headers.get("permissions-policy") ?? "", /(^|, )microphone=\(self\)(,|$)/);
  assert.equal(headers.get("x-powered-by"), null);
  // Plain http here: HSTS only makes sense, and only comes, over https.
  assert.equal(headers.get("strict-transport-security"), null);
}

function assertStrictBase(policy: Map<string, string[]>) {
  assert.deepEqual(policy.get("object-src"), ["'none'"]);
  assert.deepEqual(policy.get("base-uri"), ["'none'"]);
  assert.deepEqual(policy.get("frame-ancestors"), ["'none'"]);
  assert.deepEqual(policy.get("form-action"), ["'self'"]);
  assert.deepEqual(policy.get("default-src"), ["'self'"]);
  assert.ok(!policy.get("script-src")?.includes("'unsafe-inline'"), "no unsafe-inline scripts");
  assert.ok(!policy.get("script-src")?.includes("'unsafe-eval'"), "no unsafe-eval");
}

/**
 * A page rendered for this request: a fresh nonce on every script Next.js rendered, and the hash
 * of the root layout's own inline script, which carries no nonce (docs/decisions/0024).
 */
function assertNoncePolicy(page: Page): string {
  const policy = directives(page.headers.get("content-security-policy"));
  assertStrictBase(policy);
  const script = policy.get("script-src") ?? [];
  const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(
    script.find((source) => source.startsWith("'nonce-")) ?? "",
  )?.[1];
  assert.ok(nonce, `a nonce in ${script.join(" ")}`);
  assert.deepEqual(script, [
    "'self'",
    `'nonce-${nonce}'`,
    "'strict-dynamic'",
    ...EVERY_PAGE_SCRIPTS.map(scriptHash),
  ]);
  const scripts = [...page.body.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)];
  assert.ok(scripts.length > 0, "the page has scripts");
  for (const [, tag = "", body = ""] of scripts) {
    if (tag.includes('type="application/ld+json"')) continue;
    if (!tag.includes("nonce=")) {
      assert.ok(EVERY_PAGE_SCRIPTS.includes(body), `the nonce on ${tag}${body.slice(0, 80)}`);
      continue;
    }
    assert.ok(tag.includes(`nonce="${nonce}"`), `the nonce on ${tag}`);
  }
  assert.equal(page.headers.get("cache-control"), "no-store");
  return nonce;
}

/** A cached page: the hashes of exactly its own inline scripts, and 'self' for script files. */
function assertHashPolicy(page: Page) {
  const policy = directives(page.headers.get("content-security-policy"));
  assertStrictBase(policy);
  const script = policy.get("script-src") ?? [];
  const hashes = inlineScriptHashes(page.body);
  assert.ok(hashes.length > 0, "the page has inline scripts");
  assert.deepEqual(script, ["'self'", ...hashes]);
  assert.ok(!page.body.includes("nonce="), "no nonce baked into a cached page");
}

describe(`security headers on ${engine}`, () => {
  let faq: { id: number; question: string };
  let admin: ApiClient;

  before(async () => {
    await resetDatabase();
    ({ client: admin } = await signIn(app.url, { role: "Admin" }));
    const created = await admin.post("/api/Faq/PostFaq", {
      question: "<p>How do I start reading with my child?</p>",
      answer: "<p>Ten minutes a day, every day.</p>",
      tags: "reading",
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    faq = created.body as { id: number; question: string };
  });

  test("proxy.ts gives a nonce to exactly the pages the build renders per request", () => {
    const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? ".next");
    const read = (file: string) =>
      JSON.parse(readFileSync(path.join(distDir, file), "utf8")) as Record<string, unknown>;
    const pages = Object.values(read("app-path-routes-manifest.json") as Record<string, string>);
    const prerender = read("prerender-manifest.json") as {
      routes: Record<string, unknown>;
      dynamicRoutes: Record<string, unknown>;
    };
    const cached = new Set([
      ...Object.keys(prerender.routes),
      ...Object.keys(prerender.dynamicRoutes),
    ]);
    const checked = pages.filter(
      (route) => !/^\/(api|internal)\/|^\/_|^\/(robots\.txt|sitemap\.xml)$/.test(route),
    );
    assert.ok(checked.length >= 20, `pages found in the build: ${checked.join(", ")}`);
    for (const route of checked) {
      const sample = route
        .replace("/[[...home]]", "")
        .replaceAll(/\[[^\]]+\]/g, (segment) => (segment === "[id]" ? "7" : "a-slug"));
      const url = new URL(sample, "http://localhost");
      assert.equal(rendersPerRequest(url), !cached.has(route), `${route} (as ${sample})`);
    }
    assert.equal(rendersPerRequest(new URL("http://localhost/faq?q=reading")), true);
    assert.equal(rendersPerRequest(new URL("http://localhost/faq/portal/no-such-page")), false);
  });

  test("a page rendered per request: a fresh nonce on its scripts, never stored", async () => {
    const first = await fetchPage(searchPath("reading"));
    const second = await fetchPage(searchPath("reading"));
    assert.equal(first.status, 200);
    assertCommonHeaders(first);
    const nonces = [assertNoncePolicy(first), assertNoncePolicy(second)];
    assert.notEqual(nonces[0], nonces[1], "a new nonce per request");
    const privacy = await fetchPage(ROUTES.privacyPolicy.path);
    assert.equal(privacy.status, 200);
    assertCommonHeaders(privacy);
    assertNoncePolicy(privacy);
    // The reading settings' script, without the nonce, runs by its hash.
    assert.ok(
      privacy.body.includes(`<script>${READING_SETTINGS_SCRIPT}</script>`),
      "privacy.body.includes(`<script>${READING_SETTINGS_SCRIPT}</script>`)",
    );
  });

  test("cached public pages keep coming from the cache, with the hashes of their own scripts", async () => {
    for (const pathname of [ROUTES.faq.path, faqPath(faq), ROUTES.login.path]) {
      const first = await fetchPage(pathname);
      const second = await fetchPage(pathname);
      for (const page of [first, second]) {
        assert.equal(page.status, 200, pathname);
        assertCommonHeaders(page);
        assertHashPolicy(page);
      }
      assert.equal(second.headers.get("x-nextjs-cache"), "HIT", `${pathname} from the cache`);
      assert.match(second.headers.get("cache-control") ?? "", /s-maxage=\d+/);
      assert.equal(second.body, first.body, `${pathname} is the same stored page`);
      const script = `<script>${READING_SETTINGS_SCRIPT}</script>`;
      assert.ok(first.body.includes(script), `${pathname}: the reading settings' script`);
      assert.ok(
        inlineScriptHashes(first.body).includes(scriptHash(READING_SETTINGS_SCRIPT)),
        "inlineScriptHashes(first.body).includes(scriptHash(READING_SETTINGS_SCRIPT))",
      );
    }
  });

  test("a cached page's ETag is made from its HTML once, and a visitor who has that page gets 304", async () => {
    for (const pathname of [ROUTES.faq.path, faqPath(faq)]) {
      const first = await fetchPage(pathname);
      const second = await fetchPage(pathname);
      const etag = second.headers.get("etag");
      assert.ok(etag !== null, `${pathname}: an ETag`);
      assert.equal(etag, generateETag(second.body), `${pathname}: the ETag of the HTML it sent`);
      assert.equal(first.headers.get("etag"), etag, `${pathname}: the same page, the same ETag`);

      // As a browser asks when it reloads (fetch() would add "no-cache" to a conditional request).
      const has = (tag: string) => ({ "If-None-Match": tag, "Cache-Control": "max-age=0" });
      const unchanged = await fetchPage(pathname, { headers: has(etag) });
      assert.equal(unchanged.status, 304, `${pathname} with its ETag`);
      assert.equal(unchanged.body, "");
      assert.equal(unchanged.headers.get("etag"), etag);
      assertCommonHeaders(unchanged);
      const other = await fetchPage(pathname, { headers: has('"another"') });
      assert.equal(other.status, 200, `${pathname} with another ETag`);
      assert.equal(other.body, second.body);
      const reload = await fetchPage(pathname, {
        headers: { "If-None-Match": etag, "Cache-Control": "no-cache" },
      });
      assert.equal(reload.status, 200, `${pathname} asked for afresh`);

      // The client router's flight data is another body than the HTML: not the HTML's ETag.
      const flight = await fetch(`${app.url}${pathname}`, { headers: { RSC: "1" } });
      await flight.arrayBuffer();
      assert.equal(flight.status, 200);
      assert.equal(flight.headers.get("content-type"), "text/x-component");
      assert.equal(flight.headers.get("etag"), null, `${pathname}'s flight data`);
    }
  });

  test("a cached page rendered again after an FAQ is added carries the hashes of its new HTML", async () => {
    const earlier = await fetchPage(ROUTES.faq.path);
    const edited = await admin.post("/api/Faq/PostFaq", {
      question: "<p>What is phonics?</p>",
      answer: "<p>Letters and the sounds they make.</p>",
      tags: "phonics",
    });
    assert.equal(edited.status, 201);
    const fresh = await fetchPage(ROUTES.faq.path);
    assert.notEqual(fresh.headers.get("x-nextjs-cache"), "HIT", "re-rendered after the change");
    assert.ok(fresh.body.includes("What is phonics?"), 'fresh.body.includes("What is phonics?")');
    assertHashPolicy(fresh);
    assert.equal(fresh.headers.get("etag"), generateETag(fresh.body), "the new page's ETag");
    assert.notEqual(fresh.headers.get("etag"), earlier.headers.get("etag"));
  });

  test("API answers are never stored", async () => {
    for (const pathname of ["/api/Faq/GetFaqs", "/api/no-such-endpoint"]) {
      const response = await fetchPage(pathname);
      assertCommonHeaders(response);
      assert.equal(response.headers.get("cache-control"), "no-store", pathname);
    }
  });

  test("a signed-in portal page has a nonce and is never stored", async () => {
    const page = await fetchPage(ROUTES.displayFaqs.path, { client: admin });
    assert.equal(page.status, 200);
    assertCommonHeaders(page);
    assertNoncePolicy(page);
  });

  test("not-found pages: the static one has hashes, /page-not-found a nonce", async () => {
    const unknown = await fetchPage("/no-such-page");
    assert.equal(unknown.status, 404);
    assertCommonHeaders(unknown);
    assertHashPolicy(unknown);
    const named = await fetchPage(ROUTES.pageNotFound.path);
    assert.equal(named.status, 404);
    assertCommonHeaders(named);
    assertNoncePolicy(named);
  });

  test("not-found pages under /faq carry the policy of their own scripts too", async () => {
    for (const pathname of [
      "/faq/no-such-page",
      pathTo(ROUTES.faqPage, { id: 999999, slug: "no-such-faq" }),
      pathTo(ROUTES.faqPage, { id: "x", slug: "y" }),
    ]) {
      const page = await fetchPage(pathname);
      assert.equal(page.status, 404, pathname);
      assertCommonHeaders(page);
      assertHashPolicy(page);
    }
  });

  test("a cached page's policy hashes only the scripts the app wrote, never one it did not", () => {
    const own = [
      TIPS_BANNER_SCRIPT,
      "(self.__next_f=self.__next_f||[]).push([0])",
      'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});',
    ];
    const foreign = [
      "alert(1)",
      'self.__next_f.push([1,"x"]);alert(1)//)',
      'self.__next_f.push([1,"x"]),alert(1),self.__next_f.push([1])',
      `${TIPS_BANNER_SCRIPT};alert(1)`,
    ];
    const html = [...own, ...foreign].map((body) => `<script>${body}</script>`).join("");
    assert.equal(inlineScriptHashes(html).length, own.length);
    for (const body of own) assert.ok(isOwnInlineScript(body), body);
    for (const body of foreign) assert.ok(!isOwnInlineScript(body), body);
  });

  test("FAQ HTML written around the sanitiser (SQL) goes out without its script", async () => {
    const { id } = await insertFaq({
      question: "<p>Is this question safe?</p>",
      answer: '<p>Yes.</p><script>alert("x")</script><img src="x" onerror="alert(1)">',
      tags: "safety",
    });
    const api = await new ApiClient(app.url).get(`/api/Faq/GetFaqs?limit=100`);
    const item = (api.body as { id: number; answer: string }[]).find((faq) => faq.id === id);
    assert.ok(item, "the FAQ is listed");
    assert.ok(!/<script|onerror/i.test(item.answer), item.answer);
    const page = await fetchPage(faqPath({ id, question: "<p>Is this question safe?</p>" }));
    assert.equal(page.status, 200);
    assert.ok(!page.body.includes('<script>alert("x")'), "no script on the page");
    assert.ok(!/onerror=/i.test(page.body), "no handler on the page");
  });

  test("over https: HSTS, and __Host-/__Secure- cookies that keep the session working", async () => {
    for (const pathname of [ROUTES.faq.path, searchPath("reading"), "/api/Faq/GetFaqs"]) {
      const page = await fetchPage(pathname, { headers: HTTPS });
      assert.equal(
        page.headers.get("strict-transport-security"),
        "max-age=63072000; includeSubDomains",
        pathname,
      );
    }
    const { email } = await signIn(app.url, { role: "Coach" });
    const secure = new ApiClient(app.url);
    await secure.get("/api/User/GetXsrfToken", HTTPS);
    const login = await secure.post(
      "/api/user/login",
      { email, password: "correct horse battery" },
      HTTPS,
    );
    assert.equal(login.status, 200, JSON.stringify(login.body));
    const names = [...secure.cookies.keys()];
    assert.ok(
      names.includes("__Host-xsrf") && names.includes("__Secure-authjs.session-token"),
      'names.includes("__Host-xsrf") && names.includes("__Secure-authjs.session-token")',
    );
    for (const name of names) assert.match(name, /^__(Host|Secure)-/, `${name} is prefixed`);
    for (const cookie of login.headers.getSetCookie()) {
      const attributes = cookie
        .split(";")
        .slice(1)
        .map((attribute) => attribute.trim());
      assert.ok(attributes.includes("Secure"), `Secure: ${cookie}`);
      assert.ok(attributes.includes("HttpOnly"), `HttpOnly: ${cookie}`);
      if (cookie.startsWith("__Host-")) {
        assert.ok(attributes.includes("Path=/"), `Path=/: ${cookie}`);
        assert.ok(!attributes.some((attribute) => /^domain=/i.test(attribute)), cookie);
      }
    }
    assert.equal((await secure.get("/api/User/GetUserRole", HTTPS)).status, 200);
    const portal = await secure.get(ROUTES.displayFaqs.path, HTTPS);
    assert.equal(portal.status, 200, "the portal reads the __Secure- session cookie");

    const plain = new ApiClient(app.url);
    await plain.login(email, "correct horse battery");
    // Plain names over http, where a browser refuses prefixed cookies (local runs and e2e).
    const plainNames = [...plain.cookies.keys()];
    assert.ok(
      plainNames.includes("xsrf") && plainNames.includes("authjs.session-token"),
      'plainNames.includes("xsrf") && plainNames.includes("authjs.session-token")',
    );
    for (const name of plainNames) assert.doesNotMatch(name, /^__/, `${name} is not prefixed`);
  });
});
