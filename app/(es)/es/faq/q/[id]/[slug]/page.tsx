import { faqQuestionPage } from "@/components/faq/pages/faq-routes";

// Like /es/faq: rendered on first visit, then served from the cache until an FAQ changes.
export const revalidate = false;
export const dynamicParams = true;

/** One FAQ at a stable address (issue #5), in Spanish where translated (issue 28). */
const page = faqQuestionPage("es");
export const { generateStaticParams, generateMetadata } = page;
export default page.Page;
