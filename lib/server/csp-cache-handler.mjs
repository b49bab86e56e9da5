import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

import { hashPolicy } from "../security/content-security-policy.mjs";
import { oneByteHtml } from "./one-byte-html.mjs";
import { pageEtag } from "./page-etags.mjs";

/**
 * Next.js's own file-system cache (the one it uses when no handler is configured), keeping only
 * pages answered 200, plus a Content-Security-Policy on every page it renders: the hashes of that
 * page's own inline scripts (docs/decisions/0010-content-security-policy.md). Next.js sends a
 * cached page's stored headers with it, both on the visit that renders it (the value passed to
 * set() is the one served) and on every visit served from the cache (get()).
 */

/**
 * The class itself: Node.js hands this CommonJS module over as its exports object, while the
 * bundler that Next.js runs over its server code gives the default export directly.
 * @type {typeof import("next/dist/server/lib/incremental-cache/file-system-cache.js").default}
 */
const FileSystemCache =
  "default" in fileSystemCache && typeof fileSystemCache.default === "function"
    ? fileSystemCache.default
    : fileSystemCache;

/**
 * When this server process started. A page cached before then was rendered by an earlier process,
 * perhaps from a database that has changed since (a restore, a seed, the test suite's next
 * database, writes through a server that has gone), or by `next build`, which renders /faq and
 * /es/faq without a database (docs/decisions/0043): it is rendered again on its first visit.
 */
const PROCESS_STARTED_AT = performance.timeOrigin;

/** @param {{ lastModified?: number, value?: unknown } | null | undefined} entry */
function renderedBeforeStart(entry) {
  const kind =
    entry?.value && typeof entry.value === "object" && "kind" in entry.value
      ? entry.value.kind
      : undefined;
  return (
    (kind === "APP_PAGE" || kind === "APP_ROUTE") &&
    typeof entry?.lastModified === "number" &&
    entry.lastModified < PROCESS_STARTED_AT
  );
}

/**
 * Whether a rendered value is a real page or route answered 200, the only kind kept. Not-found
 * pages and redirects never are: any address under /faq/ (the catch-all beside /faq, an
 * unknown FAQ id, a made-up slug of a real one) would otherwise become a file on disk, so that a
 * crawler or an attacker could fill the disk. Rendering them again costs no more than the lookup.
 * @param {unknown} value
 */
function isKept(value) {
  if (!value || typeof value !== "object" || !("kind" in value)) return true;
  if (value.kind === "REDIRECT") return false;
  if (value.kind !== "APP_PAGE" && value.kind !== "APP_ROUTE") return true;
  const status = "status" in value && typeof value.status === "number" ? value.status : 200;
  return status === 200;
}

/**
 * The HTML each cached value's policy was made from. A page served from Next's in-memory cache is
 * the same object on every visit, so its inline scripts are hashed once, not on every request
 * (the benchmark's R1: hashing /faq's 75 kB on each visit cost a tenth of its serving time).
 * @type {WeakMap<object, string>}
 */
const hashedHtml = new WeakMap();

/**
 * Writes a page's HTML one byte a character (lib/server/one-byte-html.mjs), once, and gives it
 * the policy of its own inline scripts and its ETag (lib/server/page-etags.mjs).
 *
 * @param {unknown} value
 */
function withPolicy(value) {
  if (
    !value ||
    typeof value !== "object" ||
    !("kind" in value) ||
    value.kind !== "APP_PAGE" ||
    !("html" in value) ||
    typeof value.html !== "string"
  ) {
    return value;
  }
  if (hashedHtml.get(value) !== value.html) {
    value.html = oneByteHtml(value.html);
    hashedHtml.set(value, value.html);
    const headers = "headers" in value && value.headers ? value.headers : {};
    // Replaces the object in place: Next.js serves this very value on the rendering visit.
    Object.assign(value, {
      headers: {
        ...headers,
        "content-security-policy": hashPolicy(value.html),
        etag: pageEtag(value.html),
      },
    });
  }
  return value;
}

export default class CspCacheHandler extends FileSystemCache {
  /** @type {FileSystemCache["get"]} */
  async get(...args) {
    const entry = await super.get(...args);
    if (renderedBeforeStart(entry)) return null;
    withPolicy(entry?.value);
    return entry;
  }

  /** @type {FileSystemCache["set"]} */
  async set(key, data, ctx) {
    // Its policy first: the value passed here is the one served on this visit, kept or not.
    withPolicy(data);
    if (!isKept(data)) return;
    return super.set(key, data, ctx);
  }
}
