import { Counter } from "./counter";

// Next's fastest path for a page: prerendered at build, served from its cache.
export const dynamic = "force-static";

/**
 * Paragraphs of plain text making the page's HTML about BARE_PAGE_BYTES long (the size of the
 * product's /faq, read at build). The text is in the HTML twice, as React writes it and in its
 * flight data, as /faq's is.
 */
function paragraphs() {
  const bytes = Number(process.env.BARE_PAGE_BYTES ?? 85_000);
  const text = "Reading together for ten minutes a day helps a child read. ";
  const count = Math.max(1, Math.round((bytes - 6_000) / 2 / (text.length * 4 + 20)));
  return Array.from({ length: count }, (_, index) => text.repeat(4) + String(index));
}

export default function Page() {
  return (
    <main>
      <h1>Bare Next.js</h1>
      <Counter />
      {paragraphs().map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </main>
  );
}
