import path from "node:path";

import type { NextConfig } from "next";

import { MAX_BODY_BYTES } from "./lib/api/front-door.mjs";
import { HOME_REDIRECTS, REDIRECTS, SEARCH_REWRITES } from "./lib/routes";
import { STATIC_SECURITY_HEADERS } from "./lib/security/static-headers.mjs";

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and extension bundles from its own package folder at run time,
  // and argon2 is a native addon: both stay ordinary Node.js requires instead of being bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2"],
  // Lets two builds live side by side (for example a developer's and a test run's).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  // A cached page's ETag is made once, when it is cached, not by hashing its HTML on every visit
  // (lib/server/page-etags.mjs, issue 41). Files of public/ keep their Last-Modified.
  generateEtags: false,
  // Next's own file-system cache, adding to each cached page the CSP hashes of its inline scripts
  // (docs/decisions/0010-content-security-policy.md).
  cacheHandler: path.resolve(/*turbopackIgnore: true*/ "lib/server/csp-cache-handler.mjs"),
  headers() {
    return Promise.resolve([{ source: "/:path*", headers: [...STATIC_SECURITY_HEADERS] }]);
  },
  reactStrictMode: true,
  // The build type-checks the app's own code only: tests, e2e and tools import devDependencies,
  // which a production install (npm ci --omit=dev) lacks. `npm run typecheck` checks everything
  // (docs/decisions/0029-operator-commands-and-postgres-discovery.md).
  typescript: { tsconfigPath: "tsconfig.build.json" },
  experimental: {
    // One root layout per part of the site (the English and Spanish public sites, sign-in, the
    // portal: <html lang> per language, issue 28): the page for paths outside them all.
    globalNotFound: true,
    // Next.js keeps a copy of a body for proxy.ts, cut at this size (10 MB unless set). The API
    // no longer passes the proxy (issue 41), but for a path the front door did not see as the
    // API: twice what the API takes, so that a body cut here is still over the API's limit and
    // its handler refuses it (413) rather than reading a cut body as a whole one.
    proxyClientMaxBodySize: 2 * MAX_BODY_BYTES,
  },
  rewrites() {
    // /faq?q=words is a search: the cached /faq page cannot read the query, so a dynamic page
    // renders it (docs/decisions/0009-public-pages-from-cache.md). A rewrite here rather than in
    // proxy.ts: Next.js 16 treats a proxy rewrite as external, and sends it back to itself over
    // the network, when the server was started with --hostname 127.0.0.1 (vercel/next.js#94745),
    // which fails under load and behind a TLS-terminating proxy.
    return Promise.resolve({
      beforeFiles: [
        ...SEARCH_REWRITES.map((rewrite) => ({
          ...rewrite,
          has: [{ type: "query" as const, key: "q" }],
        })),
      ],
      afterFiles: [],
      fallback: [],
    });
  },
  redirects() {
    // docs/product.md §2: / redirects to /faq; permanent, so search engines index /faq (docs/api.md
    // §8: 308).
    // The portal and its admin section start on their first page (lib/routes.ts): 307.
    return Promise.resolve([
      // The Spanish site's home is /es/faq, as the English one's is /faq (issue 28).
      ...HOME_REDIRECTS.map((redirect) => ({ ...redirect, permanent: true })),
      ...REDIRECTS.map((redirect) => ({ ...redirect, permanent: false })),
    ]);
  },
};

export default nextConfig;
