import type { ReactNode } from "react";

/** **bold** or _emphasis_, shortest first. */
const MARK = /\*\*(.+?)\*\*|_(.+?)_/g;

/**
 * A dictionary's sentence with a few words marked (lib/visitor-text): **bold** becomes <strong>
 * and _emphasis_ <em>. Marks in the text, rather than the sentence cut into pieces around them,
 * let each language put the marked words where its own word order wants them.
 */
export function MarkedText({ text }: { text: string }): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(MARK)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    const [, bold, emphasis] = match;
    parts.push(
      bold === undefined ? (
        <em key={match.index}>{emphasis}</em>
      ) : (
        <strong key={match.index}>{bold}</strong>
      ),
    );
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
