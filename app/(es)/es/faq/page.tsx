import { faqHomePage } from "@/components/faq/pages/faq-routes";

// Like /faq: a static page from Next's cache, revalidated by every FAQ write, rendered without the
// database at build and again on its first visit after a start (docs/decisions/0043).
export const revalidate = false;

/** /es/faq: the FAQ list in Spanish (issue 28), each FAQ without a translation in English. */
const page = faqHomePage("es");
export const { metadata } = page;
export default page.Page;
