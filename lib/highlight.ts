/**
 * Marks the words of a search in sanitised question and answer HTML (issue #5: shareable search
 * shows what matched). Only text between tags is touched, so markup and links stay intact.
 * Words match by their stem, so "reads" marks "reading" and "reader" too.
 */

const SUFFIXES = ["ingly", "edly", "ings", "ing", "ers", "ies", "ied", "es", "ed", "er", "ly", "s"];

function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The stems of a search's words, longest first, or an empty list when nothing is worth marking. */
export function searchStems(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/'/g, ""))
    .filter((word) => word.length >= 2);
  return [...new Set(words.map(stem))].sort((a, b) => b.length - a.length);
}

export function highlightHtml(html: string, query: string): string {
  const stems = searchStems(query);
  if (stems.length === 0) return html;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${stems.map(escapeRegExp).join("|")})[\\p{L}\\p{N}]*`,
    "giu",
  );
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith("<") ? part : part.replace(pattern, "<mark>$&</mark>")))
    .join("");
}

/** Question HTML fit to sit inside a button: block elements become spans (SPEC §2: HTML). */
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
