/**
 * Text helpers that any part of the site uses (pages, the portal, lib/faq, the tests): plain text
 * from sanitised HTML and a slug for an address. Neither knows about searching; the text of
 * HTML exactly as the database measures it is lib/faq/sanitize.ts htmlText.
 */

/** Plain text of sanitised HTML, for reading aloud and for descriptions. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(?:br|\/p|\/li)[^>]*>/g, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** A URL slug from a question: lower-case words joined by hyphens. */
export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug || "question";
}
