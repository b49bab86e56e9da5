import type { MetadataRoute } from "next";

import { faqHome, faqPath } from "@/lib/faq/path";
import { listFaqsForSitemap } from "@/lib/data/public-faqs";
import { listTopicsForSitemap } from "@/lib/data/topic-reads";
import { getEnv } from "@/lib/server/env";
import { ROUTES } from "@/lib/routes";
import { topicPath } from "@/lib/topics/path";

// Read per request: an archived FAQ leaves the sitemap at once (issue #5).
export const dynamic = "force-dynamic";

/**
 * /faq, the privacy policy and every active FAQ's own page with its last change; with each, its
 * Spanish page where there is a pair (issue 28): the lists, the policies, and the FAQs with a
 * published translation, the same pairs as the pages' hreflang links. Issue 40: every topic
 * visitors see, always a pair (a topic has a name and slug in both languages).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = getEnv();
  const [faqs, topics] = await Promise.all([listFaqsForSitemap(), listTopicsForSitemap()]);
  const newest = faqs.reduce((latest, faq) => Math.max(latest, faq.updatedAt.getTime()), 0);
  const pair = (
    en: string,
    es: string | null,
    entry: Omit<MetadataRoute.Sitemap[number], "url">,
  ) => {
    const languages = es ? { en: `${siteUrl}${en}`, es: `${siteUrl}${es}` } : undefined;
    const alternates = languages ? { alternates: { languages } } : {};
    return [
      { url: `${siteUrl}${en}`, ...entry, ...alternates },
      ...(es ? [{ url: `${siteUrl}${es}`, ...entry, ...alternates }] : []),
    ];
  };
  return [
    ...pair(faqHome("en"), faqHome("es"), {
      lastModified: newest ? new Date(newest) : undefined,
      priority: 1,
    }),
    ...pair(ROUTES.privacyPolicy.path, ROUTES.esPrivacyPolicy.path, {
      lastModified: new Date("2024-11-20"),
      priority: 0.3,
    }),
    ...topics.flatMap((topic) =>
      pair(topicPath(topic.slugs.en, "en"), topicPath(topic.slugs.es, "es"), {
        lastModified: topic.updatedAt,
        priority: 0.8,
      }),
    ),
    ...faqs.flatMap((faq) =>
      pair(
        faqPath(faq),
        faq.spanishQuestion === null
          ? null
          : faqPath({ id: faq.id, question: faq.spanishQuestion }, "es"),
        { lastModified: faq.updatedAt, priority: 0.7 },
      ),
    ),
  ];
}
