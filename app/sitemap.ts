import type { MetadataRoute } from "next";

import { faqPath } from "@/lib/faq/path";
import { listFaqsForSitemap } from "@/lib/data/public-faqs";
import { getEnv } from "@/lib/server/env";

// Read per request: an archived FAQ leaves the sitemap at once (issue #5).
export const dynamic = "force-dynamic";

/** /faq, the privacy policy and every active FAQ's own page with its last change. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = getEnv();
  const faqs = await listFaqsForSitemap();
  const newest = faqs.reduce((latest, faq) => Math.max(latest, faq.updatedAt.getTime()), 0);
  return [
    { url: `${siteUrl}/faq`, lastModified: newest ? new Date(newest) : undefined, priority: 1 },
    { url: `${siteUrl}/faq/privacy-policy`, lastModified: new Date("2024-11-20"), priority: 0.3 },
    ...faqs.map((faq) => ({
      url: `${siteUrl}${faqPath(faq)}`,
      lastModified: faq.updatedAt,
      priority: 0.7,
    })),
  ];
}
