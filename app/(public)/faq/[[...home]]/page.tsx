import { faqHomePage } from "@/components/faq/pages/faq-routes";

// Rendered on the first visit and then served from Next's cache until an FAQ is added, edited,
// archived or restored (the writes revalidate it), so a visit costs no database query. The
// optional catch-all with no static params keeps `next build` away from the database.
export const revalidate = false;
export const dynamicParams = true;

/** /faq: the FAQ list with its search (docs/product.md §2). */
const page = faqHomePage("en");
export const { generateStaticParams, generateMetadata } = page;
export default page.Page;
