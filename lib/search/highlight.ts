const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Marks the words a search matched in sanitised question and answer HTML. The words come from
 * the database's own match (the Search-Interpretation header, lib/search/interpretation.ts), as
 * they are written in the FAQs, so "redaing" marks "reading" and "studies" never marks
 * "student": no stemming here. Whole words only, any case; only text between tags is touched, so
 * markup and links stay intact.
 */
export function highlightHtml(html: string, words: readonly string[]): string {
  const wanted = [...new Set(words.filter((word) => word.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  if (wanted.length === 0) return html;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${wanted.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`,
    "giu",
  );
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith("<") ? part : part.replace(pattern, "<mark>$&</mark>")))
    .join("");
}

/**
 * Question HTML fit to sit inside a button: block elements become spans (docs/product.md §2: HTML).
 */
export function inlineHtml(html: string): string {
  return html.replace(/<(\/?)(?:p|ul|ol|li)(?:\s[^>]*)?>/g, "<$1span>");
}

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
