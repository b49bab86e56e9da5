import { htmlToText, slugify } from "@/lib/search/highlight";

/** The stable address of an FAQ's own page (issue #5): /faq/q/{id}/{slug of the question}. */
export function faqPath(faq: { id: number; question: string }): string {
  return `/faq/q/${String(faq.id)}/${slugify(htmlToText(faq.question))}`;
}
