/**
 * A page as a signed-out visitor's browser fetches it, with where it came from: Next.js's
 * x-nextjs-cache (HIT when served from the page cache), or another cache's header (nginx's
 * x-cache-status). Redirects are not followed, so that a test sees them.
 */
import { until } from "./until";

export interface PageAnswer {
  status: number;
  /** The cache header's value: HIT, MISS, STALE…, or null when the page is not cacheable. */
  cache: string | null;
  location: string | null;
  headers: Headers;
  html: string;
}

export async function fetchPage(
  baseUrl: string,
  pathname: string,
  { cacheHeader = "x-nextjs-cache" }: { cacheHeader?: string } = {},
): Promise<PageAnswer> {
  const response = await fetch(`${baseUrl}${pathname}`, { redirect: "manual" });
  return {
    status: response.status,
    cache: response.headers.get(cacheHeader),
    location: response.headers.get("location"),
    headers: response.headers,
    html: await response.text(),
  };
}

/** Visits `pathname` until it is served from the cache; resolves with that answer. */
export async function cachedPage(baseUrl: string, pathname: string): Promise<PageAnswer> {
  let answer = await fetchPage(baseUrl, pathname);
  await until(`${pathname} served from the cache`, async () => {
    answer = await fetchPage(baseUrl, pathname);
    return answer.cache === "HIT";
  });
  return answer;
}

/**
 * A page's HTML with its characters past U+00FF as the browser reads them: a page served from the
 * cache writes each as a character reference (lib/server/one-byte-html.mjs).
 */
export function withCharacters(html: string): string {
  return html.replace(/&#x([0-9a-f]+);/gi, (reference, hex: string) => {
    const code = Number.parseInt(hex, 16);
    return code > 0xff ? String.fromCodePoint(code) : reference;
  });
}

/** A check for `until` (harness/until.ts): whether the page at `pathname` shows `text` now. */
export function pageShows(baseUrl: string, pathname: string, text: string): () => Promise<boolean> {
  return async () => withCharacters((await fetchPage(baseUrl, pathname)).html).includes(text);
}
