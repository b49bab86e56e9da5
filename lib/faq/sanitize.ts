import "server-only";

import sanitizeHtml from "sanitize-html";

import { characterCount, cleanText, faqHtmlRule, faqHtmlWire } from "@/lib/contract/fields";
import { setWithin } from "@/lib/limited-map";
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  SAFE_LINK_PROTOCOLS,
  safeHref,
} from "@/lib/faq/html-allowlist";

/**
 * Question and answer HTML reduced to what the editor makes (docs/product.md §1: bold, italic,
 * underline, link, bullet and ordered lists; docs/api.md §6; the allowlist is
 * lib/faq/html-allowlist.ts): everything else, scripts and styles with their content, event
 * attributes and links that are not http(s) or mailto, is removed.
 */

const BLOCKS_AS_PARAGRAPHS = ["h1", "h2", "h3", "h4", "h5", "h6", "div", "blockquote", "pre"];
/** Every link opens without access to this page and passes no ranking to its target. */
const LINK_REL = "noopener noreferrer nofollow";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: [...ALLOWED_ATTRIBUTES.a, "rel"] },
  allowedSchemes: SAFE_LINK_PROTOCOLS.map((protocol) => protocol.slice(0, -1)),
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: "discard",
  // Elements whose content is code or hidden markup, not text a reader should keep.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
    "template",
    "title",
    "xmp",
    "noembed",
    "noframes",
    "plaintext",
  ],
  transformTags: {
    // Blocks outside the allowlist become paragraphs, so that their words do not run together.
    ...Object.fromEntries(BLOCKS_AS_PARAGRAPHS.map((tag) => [tag, "p"])),
    // A link keeps only a safe href and always gets LINK_REL (whatever rel it came with).
    a: (_tagName, attribs) => {
      const href = safeHref(attribs.href);
      const kept: sanitizeHtml.Attributes = href ? { href, rel: LINK_REL } : { rel: LINK_REL };
      return { tagName: "a", attribs: kept };
    },
  },
};

/** docs/api.md §6 allowlist, applied when a question or answer is written. */
export function sanitizeFaqHtml(html: string): string {
  return sanitizeHtml(cleanText(html), OPTIONS).trim();
}

/** Stored HTML already made safe, by its text: the same FAQs go out again and again. */
const rendered = new Map<string, string>();
const RENDERED_LIMIT = 5_000;

/**
 * The same allowlist on output: every FAQ read for a page or the API passes through it
 * (lib/data/faq-shapes.ts toStaffFaq), so that HTML written another way (a restore, SQL, an older
 * version) cannot carry script. The last 5,000 texts are remembered (a few MB at most), so a
 * popular FAQ is sanitised once.
 */
export function renderSafeHtml(html: string): string {
  const known = rendered.get(html);
  if (known !== undefined) return known;
  const safe = sanitizeHtml(html, OPTIONS);
  setWithin(rendered, html, safe, RENDERED_LIMIT);
  return safe;
}

/**
 * The text of sanitised HTML exactly as the database's faq_plain_text() makes it
 * (db/migrations/0000_extensions.sql), so that a length checked here is the length the CHECK
 * constraint sees. Only ASCII white space collapses, as in PostgreSQL's C locale.
 */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replaceAll("&nbsp;", " ")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&")
    .replace(/[ \t\n\r\v\f]+/g, " ")
    .replace(/^ +| +$/g, "");
}

/**
 * A question or answer field as the server takes it: the contract's wire rule (at most ten times
 * its text limit in HTML, lib/contract/fields/), then sanitised, then measured in text
 * characters (docs/api.md §6). No text left, for example only a script or an image, is "Enter a …".
 * lib/api/server-rules.ts puts it in place of the wire rule on PostFaq and PatchFaq.
 */
export function faqHtmlField(label: "question" | "answer") {
  const { limit, tooLong, missing } = faqHtmlRule(label);
  return faqHtmlWire(label)
    .transform(sanitizeFaqHtml)
    .superRefine((html, ctx) => {
      const text = htmlText(html);
      if (text.replace(/\s/g, "") === "") ctx.addIssue({ code: "custom", message: missing });
      else if (characterCount(text) > limit) ctx.addIssue({ code: "custom", message: tooLong });
    });
}
