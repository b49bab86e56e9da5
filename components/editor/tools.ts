interface Tool {
  /** The button's name, read by screen readers and shown as its tooltip. */
  name: string;
  /** The letter of its Ctrl/Cmd shortcut. */
  key?: string;
}

/**
 * docs/product.md §1: bold, italic, underline, link, bullet list and ordered list, in the toolbar's
 * order.
 */
const TOOL_TABLE = {
  bold: { name: "Bold", key: "B" },
  italic: { name: "Italic", key: "I" },
  underline: { name: "Underline", key: "U" },
  link: { name: "Link", key: "K" },
  bullet: { name: "Bullet list" },
  number: { name: "Ordered list" },
} satisfies Record<string, Tool>;

export type ToolId = keyof typeof TOOL_TABLE;

/** The toolbar's buttons in order. */
export const TOOLS: readonly (Tool & { id: ToolId })[] = Object.entries(TOOL_TABLE).map(
  ([id, tool]) => ({ id: id as ToolId, ...tool }),
);
