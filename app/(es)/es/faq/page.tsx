import { FaqHome, faqHomeMetadata } from "@/components/faq/pages/faq-home";
import { FAQ_PAGE_SIZE } from "@/lib/constants";
import { listPublicFaqsIn } from "@/lib/data/faq-translations";
import { renderingAtBuild } from "@/lib/server/build-phase";

// As /faq (app/(public)/faq/page.tsx): a static page from Next's cache, revalidated by every FAQ
// write, rendered without the database at build and again on its first visit after a start.
export const revalidate = false;

export const metadata = faqHomeMetadata("es");

/** /es/faq: the FAQ list in Spanish (issue 28), each FAQ without a translation in English. */
export default async function FaqHomePage() {
  const page = { limit: FAQ_PAGE_SIZE, skip: 0, orderBy: 0 as const };
  const items = renderingAtBuild() ? [] : await listPublicFaqsIn({ ...page, language: "es" });
  return <FaqHome language="es" items={items} />;
}
