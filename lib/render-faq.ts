import "server-only";

import { renderSafeHtml } from "@/lib/sanitize";

/** Stored question and answer HTML passed through the allowlist again before a page shows it. */
export function safeForPage<T extends { question: string; answer: string }>(faq: T): T {
  return { ...faq, question: renderSafeHtml(faq.question), answer: renderSafeHtml(faq.answer) };
}
