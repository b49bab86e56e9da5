import { createHash, randomBytes } from "node:crypto";

import { APP_INLINE_SCRIPTS, EVERY_PAGE_SCRIPTS } from "./inline-scripts.mjs";

/**
 * The site's Content-Security-Policy, in one place for both of its forms
 * (docs/decisions/0010-content-security-policy.md):
 *
 * - pages rendered per request get a fresh nonce from proxy.ts, which Next.js puts on every script
 *   it renders, and 'strict-dynamic' lets those scripts load the app's chunks;
 * - pages served from Next's cache cannot carry a per-request nonce, so they get the hashes of the
 *   inline scripts in the cached HTML itself, added by lib/server/csp-cache-handler.mjs, and
 *   'self' for the app's own script files.
 *
 * Plain JavaScript because the cache handler is loaded by Next.js at run time, outside the
 * bundle; content-security-policy.d.mts gives TypeScript its types.
 */

/** What every page shares, whichever way its scripts are allowed. */
const COMMON_DIRECTIVES = [
  "default-src 'self'",
  // React renders style attributes and sonner injects its own <style>: inline styles stay
  // allowed, and the stored FAQ HTML is stripped of style attributes on write (docs/api.md §4).
  "style-src 'self' 'unsafe-inline'",
  // Chart.js and the editor draw on canvas and in the DOM; data: covers CSS-inlined images.
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

/**
 * @param {string} nonce
 * @param {{ development?: boolean }} [options] `next dev` only: React rebuilds server error stacks
 *   in the browser with eval; production code never evaluates strings.
 */
export function noncePolicy(nonce, { development = false } = {}) {
  const eval_ = development ? " 'unsafe-eval'" : "";
  return [
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${EVERY_PAGE_HASHES}${eval_}`,
    ...COMMON_DIRECTIVES,
  ].join("; ");
}

/**
 * The CSP hash source of an inline script's text.
 * @param {string} body
 */
export function scriptHash(body) {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

// The root layout's own inline scripts carry no nonce: they are allowed by hash, which
// 'strict-dynamic' leaves in force (docs/decisions/0024).
const EVERY_PAGE_HASHES = EVERY_PAGE_SCRIPTS.map((body) => ` ${scriptHash(body)}`).join("");

/** A fresh nonce: 128 random bits, base64. */
export function newNonce() {
  return randomBytes(16).toString("base64");
}

// An inline <script> that the browser runs: no src, and no type, or a JavaScript one. JSON-LD
// and other data blocks are never run, so they need no hash.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^(|module|text\/javascript|application\/javascript)$/i;

const APP_SCRIPTS = new Set(APP_INLINE_SCRIPTS);

/**
 * The inline scripts Next.js writes into a page: a fixed start of its flight data, then pushes of
 * that data and the list of the page's chunks. Each is code of a fixed shape around one JSON
 * value, so a script is Next's only when its middle parses as JSON: no code can hide there.
 */
const NEXT_FLIGHT_START = "(self.__next_f=self.__next_f||[]).push([0])";
const NEXT_SHAPES = [
  { start: "self.__next_f.push(", end: ")" },
  { start: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', end: ");" },
];

/**
 * Whether an inline script is one the app wrote (APP_INLINE_SCRIPTS) or Next.js did. Anything
 * else, a script that came in with content for example, is not: it fails closed.
 * @param {string} body
 */
export function isOwnInlineScript(body) {
  if (APP_SCRIPTS.has(body) || body === NEXT_FLIGHT_START) return true;
  return NEXT_SHAPES.some(({ start, end }) => {
    if (!body.startsWith(start) || !body.endsWith(end)) return false;
    try {
      const value = JSON.parse(body.slice(start.length, body.length - end.length));
      return typeof value === "object" && value !== null;
    } catch {
      return false;
    }
  });
}

/**
 * The CSP hash sources of the app's own inline scripts in a page, in order of appearance,
 * without repeats. A script the app did not write is left out, so the browser will not run it.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? "";
    if (!EXECUTABLE_TYPE.test(type)) continue;
    if (!isOwnInlineScript(body)) continue;
    hashes.add(scriptHash(body));
  }
  return [...hashes];
}

/**
 * The policy of a cached page: its own inline scripts by hash, the app's script files by 'self'.
 * No 'strict-dynamic' here: it would switch 'self' off, and the <script src> tags in cached HTML
 * carry no nonce.
 * @param {string} html
 */
export function hashPolicy(html) {
  const sources = ["'self'", ...inlineScriptHashes(html)];
  return [`script-src ${sources.join(" ")}`, ...COMMON_DIRECTIVES].join("; ");
}
