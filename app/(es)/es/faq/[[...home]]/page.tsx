import { faqHomePage } from "@/components/faq/pages/faq-routes";

// Like /faq: rendered on the first visit, then served from the cache until an FAQ changes.
export const revalidate = false;
export const dynamicParams = true;

/** /es/faq: the FAQ list in Spanish (issue 28), each FAQ without a translation in English. */
const page = faqHomePage("es");
export const { generateStaticParams, generateMetadata } = page;
export default page.Page;
