import { faqSearchPage } from "@/components/faq/pages/faq-routes";

/** /es/faq?q=palabras, rewritten here by next.config.ts: the results rendered on the server. */
const page = faqSearchPage("es");
export const { generateMetadata } = page;
export default page.Page;
