import type { MetadataRoute } from "next";

import { getEnv } from "@/lib/server/env";
import { PORTAL_AREA, ROUTES } from "@/lib/routes";

// Read at request time, so that the sitemap's address follows SITE_URL where the site runs.
export const dynamic = "force-dynamic";

/** Crawlers may read the public FAQ, not the sign-in screens or the portal (issue #5). */
export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = getEnv();
  return {
    rules: [
      {
        userAgent: "*",
        allow: [ROUTES.faq.path],
        disallow: [
          PORTAL_AREA,
          ROUTES.login.path,
          "/api/",
          ROUTES.unauthorized.path,
          ROUTES.pageNotFound.path,
        ],
      },
    ],
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
