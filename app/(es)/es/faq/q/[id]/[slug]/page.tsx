import type { Metadata } from "next";

import { FaqQuestion, faqQuestionMetadata } from "@/components/faq/pages/faq-question";

// Like /es/faq: rendered on first visit, then served from the cache until an FAQ changes.
export const revalidate = false;
export const dynamicParams = true;
export function generateStaticParams(): { id: string; slug: string }[] {
  return [];
}

interface Props {
  params: Promise<{ id: string; slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return faqQuestionMetadata("es", (await params).id);
}

/** One FAQ at a stable address (issue #5), in Spanish where translated (issue 28). */
export default async function FaqQuestionPage({ params }: Props) {
  const { id, slug } = await params;
  return <FaqQuestion language="es" id={id} slug={slug} />;
}
