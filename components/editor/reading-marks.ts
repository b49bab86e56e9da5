import type { ReadingIssue, ReadingIssueKind } from "@/lib/reading/analysis";

/**
 * The reading coach's view of the editor's page: the text as the rules read it, and ranges of
 * that text marked with the CSS Custom Highlight API. Marks live outside the document, so the
 * editor's content, its undo history and its keyboard use stay exactly as they were, and the
 * strict CSP (no inline styles) has nothing to object to.
 */

/** Elements the editor draws each block of the answer as. */
const BLOCK = "p, li, h1, h2, h3, h4, h5, h6, blockquote";

interface Piece {
  node: Text;
  start: number;
}

/** The editor's text: blocks apart by a blank line, as lib/reading/analysis.ts reads stored HTML. */
export interface EditableText {
  text: string;
  /** A live DOM range over [start, end) of `text`; null if the text has changed since. */
  rangeOf: (start: number, end: number) => Range | null;
}

export function readEditable(root: HTMLElement): EditableText {
  const pieces: Piece[] = [];
  let text = "";
  let block: Element | null = null;
  const walker = root.ownerDocument.createTreeWalker(
    root,
    NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT,
  );
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof HTMLBRElement) {
      if (text !== "") text += "\n";
      continue;
    }
    if (!(node instanceof Text) || node.data === "") continue;
    const own = node.parentElement?.closest(BLOCK) ?? null;
    if (own !== block && text !== "") text += "\n\n";
    block = own;
    pieces.push({ node, start: text.length });
    text += node.data;
  }

  function point(offset: number, end: boolean): [Text, number] | null {
    for (const piece of pieces) {
      const inside = end
        ? offset > piece.start && offset <= piece.start + piece.node.data.length
        : offset >= piece.start && offset < piece.start + piece.node.data.length;
      if (inside) return [piece.node, offset - piece.start];
    }
    return null;
  }

  return {
    text,
    rangeOf(start, end) {
      const from = point(start, false);
      const to = point(end, true);
      if (!from || !to || !from[0].isConnected || !to[0].isConnected) return null;
      const range = root.ownerDocument.createRange();
      try {
        range.setStart(...from);
        range.setEnd(...to);
      } catch {
        return null; // The text changed under us; the next check draws fresh marks.
      }
      return range;
    },
  };
}

/** The highlight names, one per kind: the colours are in reading-coach.css. */
export const MARK_NAMES: Record<ReadingIssueKind, string> = {
  "long-sentence": "reading-long-sentence",
  "hard-word": "reading-hard-word",
  passive: "reading-passive",
  "uncommon-word": "reading-uncommon-word",
};

function highlightsSupported(): boolean {
  return typeof CSS !== "undefined" && "highlights" in CSS && typeof Highlight !== "undefined";
}

/** Marks each issue's text in the editor, replacing the marks drawn before. */
export function drawMarks(marked: readonly { issue: ReadingIssue; range: Range | null }[]): void {
  if (!highlightsSupported()) return;
  for (const [kind, name] of Object.entries(MARK_NAMES)) {
    const ranges = marked.flatMap(({ issue, range }) =>
      issue.kind === kind && range ? [range] : [],
    );
    if (ranges.length === 0) CSS.highlights.delete(name);
    else CSS.highlights.set(name, new Highlight(...ranges));
  }
}

export function clearMarks(): void {
  if (!highlightsSupported()) return;
  for (const name of Object.values(MARK_NAMES)) CSS.highlights.delete(name);
}

/**
 * Selects a range in the editor and brings it into view, as if the writer had dragged over it:
 * Lexical takes the page's selection as its own, so typing next replaces the word.
 */
export function selectInEditor(root: HTMLElement, range: Range): void {
  root.focus({ preventScroll: true });
  const selection = root.ownerDocument.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  const element =
    range.startContainer instanceof Element
      ? range.startContainer
      : range.startContainer.parentElement;
  element?.scrollIntoView({ block: "center" });
}
