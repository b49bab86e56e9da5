import { faqHomePage } from "@/components/faq/pages/faq-routes";

// A static page, served from Next's cache until an FAQ is added, edited, archived or restored (the
// writes revalidate it), so a visit costs no database query, on Next's path for a prerendered
// page (docs/decisions/0043). `next build` renders it without the database; that copy is never
// served: the first visit after a start renders it again (docs/decisions/0009).
export const revalidate = false;

/** /faq: the FAQ list with its search (docs/product.md §2). */
const page = faqHomePage("en");
export const { metadata } = page;
export default page.Page;
