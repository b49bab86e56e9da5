/**
 * Lexical's HTML export carries its own classes, inline styles and belt-and-braces wrappers
 * (`<b><strong>`, `<span style="white-space: pre-wrap">`). The server reduces every question and
 * answer to the editor's allowlist anyway (docs/api.md §6); doing the same here keeps what the
 * editor sends equal to what gets stored, so an edit that changes nothing sends nothing new.
 * Browser only: it uses the DOM the editor already runs in.
 */

import { ALLOWED_TAGS, isSafeUrl, TAG_ALIASES } from "@/lib/faq/html-allowlist";

// Upper case, as the DOM names HTML elements (an SVG `a` keeps its lower case and is not kept).
const KEPT = new Set(
  ALLOWED_TAGS.filter((tag) => !(tag in TAG_ALIASES)).map((tag) => tag.toUpperCase()),
);
const RENAMED: Partial<Record<string, string>> = Object.fromEntries(
  Object.entries(TAG_ALIASES).map(([from, to]) => [from.toUpperCase(), to.toUpperCase()]),
);

function cleanChildren(source: Node, target: Node, open: ReadonlySet<string>): void {
  const doc = target.ownerDocument ?? (target as Document);
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ""));
      continue;
    }
    if (!(child instanceof Element)) continue;
    const tag = RENAMED[child.tagName] ?? child.tagName;
    // Unknown wrappers (span, b inside strong, …) give way to their content.
    if (!KEPT.has(tag) || (tag !== "LI" && tag !== "UL" && tag !== "OL" && open.has(tag))) {
      cleanChildren(child, target, open);
      continue;
    }
    const element = doc.createElement(tag.toLowerCase());
    if (tag === "A") {
      const href = child.getAttribute("href") ?? "";
      if (!isSafeUrl(href)) {
        cleanChildren(child, target, open);
        continue;
      }
      element.setAttribute("href", href);
    }
    cleanChildren(child, element, new Set([...open, tag]));
    target.appendChild(element);
  }
}

/**
 * The editor's HTML reduced to the allowlist (`p br strong em u a ul ol li`, `b` and `i` written
 * as `strong` and `em`), with `href` only on links.
 */
export function cleanEditorHtml(html: string): string {
  const source = new DOMParser().parseFromString(html, "text/html").body;
  const target = document.createElement("div");
  cleanChildren(source, target, new Set());
  return target.innerHTML;
}

/** Plain text (a search someone ran) as the HTML of one paragraph. */
export function textAsParagraph(text: string): string {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  const escaped = trimmed
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
  return `<p>${escaped}</p>`;
}
