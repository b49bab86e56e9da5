import type { MetadataRoute } from "next";

import { getEnv } from "@/lib/server/env";

// Read at request time, so that the sitemap's address follows SITE_URL where the site runs.
export const dynamic = "force-dynamic";

/** Crawlers may read the public FAQ, not the sign-in screens or the portal (issue #5). */
export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = getEnv();
  return {
    rules: [
      {
        userAgent: "*",
        allow: ["/faq"],
        disallow: ["/faq/portal", "/faq-corner", "/api/", "/unauthorized", "/page-not-found"],
      },
    ],
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
