import { faqTopicPage } from "@/components/faq/pages/faq-routes";

// Like /faq/topics/{slug}: from the cache until an FAQ or a topic changes.
export const revalidate = false;
export const dynamicParams = true;

/** Issue 40: one topic's FAQs in Spanish, at its Spanish slug: /es/faq/topics/{slug}. */
const page = faqTopicPage("es");
export const { generateStaticParams, generateMetadata } = page;
export default page.Page;
