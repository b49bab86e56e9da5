/**
 * The HTML a question or answer may hold (docs/product.md §1: bold, italic, underline, link, bullet
 * and ordered lists; docs/api.md §6): its tags, its one attribute and where links may lead. The
 * editor (components/editor/clean-html.ts) and the server (lib/faq/sanitize.ts) both read it, so
 * what the editor sends and what gets stored cannot drift apart. No server-only imports: the
 * browser loads it too.
 */

/** Every tag kept; everything else is removed (its text stays). */
export const ALLOWED_TAGS = ["p", "br", "strong", "b", "em", "i", "u", "a", "ul", "ol", "li"];

/** Other spellings of bold and italic: allowed, and the editor writes them as the tag named. */
export const TAG_ALIASES: Readonly<Record<string, string>> = { b: "strong", i: "em" };

/** The attributes kept, by tag: a link's address, nothing else anywhere. */
export const ALLOWED_ATTRIBUTES = { a: ["href"] } as const;

/** docs/api.md §6: links may only lead to web pages or e-mail addresses. */
export const SAFE_LINK_PROTOCOLS = ["http:", "https:", "mailto:"] as const;

/** Whether a URL is absolute and leads to a web page or an e-mail address. */
export function isSafeUrl(url: string): boolean {
  try {
    return (SAFE_LINK_PROTOCOLS as readonly string[]).includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * The link target if it is an absolute http, https or mailto URL, else undefined. The parser has
 * already decoded character references (`&#106;avascript:`), and the URL parser ignores letter
 * case and strips the tabs and line breaks that browsers ignore (`java\tscript:`), so what is
 * checked is what a browser would follow.
 */
export function safeHref(href: string | undefined): string | undefined {
  if (href === undefined) return undefined;
  const trimmed = href.trim();
  if (trimmed === "" || /[\u0000-\u001F\u007F]/.test(trimmed)) return undefined;
  return isSafeUrl(trimmed) ? trimmed : undefined;
}
