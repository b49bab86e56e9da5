import type { ToolId } from "@/components/editor/tools";

/** The letter a text-format button shows, styled as its format. */
const GLYPHS = { bold: "B", italic: "I", underline: "U" } as const;

/** The lines of the other buttons' pictures, drawn by the stylesheet's `.rte-svg` stroke. */
const LINES: Record<Exclude<ToolId, keyof typeof GLYPHS>, readonly string[]> = {
  link: [
    "M10 14a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5",
    "M14 10a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5",
  ],
  bullet: ["M9 6h12M9 12h12M9 18h12"],
  number: [
    "M3.5 4.5h1.5v4M3.5 8.5h3M3.5 13.5c.5-1 3-1 3 .5s-3 2-3 3.5h3",
    "M10 6h11M10 12h11M10 18h11",
  ],
};

/** Where the bullet list's dots stand, one a line. */
const BULLET_DOTS = ["6", "12", "18"] as const;

/** A toolbar button's picture; its name is told in text beside it, for screen readers. */
export function ToolIcon({ tool }: { tool: ToolId }) {
  if (tool === "bold" || tool === "italic" || tool === "underline") {
    return (
      <span aria-hidden="true" className={`rte-glyph rte-glyph-${tool}`}>
        {GLYPHS[tool]}
      </span>
    );
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="rte-svg">
      {tool === "bullet"
        ? BULLET_DOTS.map((cy) => (
            <circle key={cy} cx="4.5" cy={cy} r="1.5" className="rte-svg-dot" />
          ))
        : null}
      {LINES[tool].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
