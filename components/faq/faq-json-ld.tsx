import { htmlToText } from "@/lib/text/plain-text";

/**
 * schema.org FAQPage data for the FAQs on the page (issue #5): search engines may show them as
 * rich results. The answers are in the page's HTML too (collapsed), as their guidelines ask.
 * JSON-encoded, with `<` escaped so no text can close the script element.
 */
export function FaqJsonLd({
  items,
  language = "en",
}: {
  items: { question: string; answer: string }[];
  /** The page's language (issue 28): its structured data says so. */
  language?: string;
}) {
  if (items.length === 0) return null;
  const data = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: language,
    mainEntity: items.map((faq) => ({
      "@type": "Question",
      name: htmlToText(faq.question),
      acceptedAnswer: { "@type": "Answer", text: htmlToText(faq.answer) },
    })),
  };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
