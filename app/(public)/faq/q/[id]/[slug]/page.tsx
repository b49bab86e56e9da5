import { faqQuestionPage } from "@/components/faq/pages/faq-routes";

// Like /faq: rendered on first visit, then served from the cache until an FAQ changes.
export const revalidate = false;
export const dynamicParams = true;

/** One FAQ at a stable address (issue #5). */
const page = faqQuestionPage("en");
export const { generateStaticParams, generateMetadata } = page;
export default page.Page;
