import { faqSearchPage } from "@/components/faq/pages/faq-routes";

/** /faq?q=words, rewritten here by next.config.ts: the search's results rendered on the server. */
const page = faqSearchPage("en");
export const { generateMetadata } = page;
export default page.Page;
