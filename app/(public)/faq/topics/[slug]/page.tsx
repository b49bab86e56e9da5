import { faqTopicPage } from "@/components/faq/pages/faq-routes";

// Like an FAQ's page: rendered on first visit, then served from the cache until an FAQ or a topic
// changes (both announce it on every server: lib/server/faq-cache-sync.ts, migration 0024).
export const revalidate = false;
export const dynamicParams = true;

/** Issue 40: one topic's FAQs, /faq/topics/{slug}. */
const page = faqTopicPage("en");
export const { generateStaticParams, generateMetadata } = page;
export default page.Page;
