import { createElement } from "react";

import { topicPictureDrawing } from "@/lib/topics/pictures";

/** Drawn for a stored name the set no longer has (names are only added; this is the safety net). */
const FALLBACK = topicPictureDrawing("help") ?? [];

/**
 * A topic's picture (issue 40): Lucide's drawing as an inline SVG, in the text's colour, sized by
 * the stylesheet of where it stands (`className`). Always decoration: the topic's name is beside it
 * in text, so it is hidden from screen readers and never takes focus. No hooks, so the same
 * component serves the public pages (server components, no client JavaScript) and the staff's
 * picture grid.
 */
export function TopicPicture({ name, className }: { name: string; className?: string }) {
  const drawing = topicPictureDrawing(name) ?? FALLBACK;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `topic-picture ${className}` : "topic-picture"}
    >
      {drawing.map(([tag, attributes], index) =>
        // The drawing is fixed and its elements never move: the index is a stable key.
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  );
}
