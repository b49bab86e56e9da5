/**
 * Lexical's HTML export carries its own classes, inline styles and belt-and-braces wrappers
 * (`<b><strong>`, `<span style="white-space: pre-wrap">`). The server reduces every question and
 * answer to the editor's allowlist anyway (CONTRACT §6); doing the same here keeps what the
 * editor sends equal to what gets stored, so an edit that changes nothing sends nothing new.
 * Browser only: it uses the DOM the editor already runs in.
 */

const KEPT = new Set(["P", "BR", "STRONG", "EM", "U", "A", "UL", "OL", "LI"]);
const RENAMED: Partial<Record<string, string>> = { B: "STRONG", I: "EM" };
/** CONTRACT §6: links may only lead to web pages or e-mail addresses. */
export const SAFE_LINK_PROTOCOLS = ["http:", "https:", "mailto:"] as const;

export function isSafeUrl(url: string): boolean {
  try {
    return (SAFE_LINK_PROTOCOLS as readonly string[]).includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

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

/** The editor's HTML reduced to `p br strong em u a ul ol li`, with `href` only on links. */
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
