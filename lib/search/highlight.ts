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
