// HSTS, sent by the front door (lib/api/front-door.mjs) with every answer over https, before
// Next.js: proxy.ts runs only for the pages that need it (issue 41), so the pages Next.js serves
// from its cache and the API get it here. Plain JavaScript, as the front door is.

/** Two years, the hstspreload.org minimum being one. */
export const HSTS = "max-age=63072000; includeSubDomains";

/**
 * Served over https: by the reverse proxy's word (`X-Forwarded-Proto`, which it must set,
 * overwriting any a client sends), or else by the site's public address.
 *
 * @param {string | string[] | undefined} forwardedProto
 * @param {string | undefined} [siteUrl]
 */
export function servedOverHttps(forwardedProto, siteUrl = process.env.SITE_URL) {
  const forwarded = String(forwardedProto ?? "")
    .split(",")[0]
    ?.trim();
  if (forwarded) return forwarded === "https";
  return Boolean(siteUrl?.startsWith("https:"));
}
