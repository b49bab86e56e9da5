import { FaqHome, faqHomeMetadata } from "@/components/faq/pages/faq-home";
import { FAQ_PAGE_SIZE } from "@/lib/constants";
import { listFaqs } from "@/lib/data/faqs";
import { renderingAtBuild } from "@/lib/server/build-phase";

// A static page, served from Next's cache until an FAQ is added, edited, archived or restored (the
// writes revalidate it), so a visit costs no database query, on Next's path for a prerendered
// page (docs/decisions/0043). `next build` renders it without the database; that copy is never
// served: the first visit after a start renders it again (docs/decisions/0009).
export const revalidate = false;

export const metadata = faqHomeMetadata("en");

/** /faq: the FAQ list with its search (docs/product.md §2). */
export default async function FaqHomePage() {
  const page = { limit: FAQ_PAGE_SIZE, skip: 0, orderBy: 0 as const };
  const items = renderingAtBuild() ? [] : await listFaqs(page);
  return <FaqHome language="en" items={items} />;
}
