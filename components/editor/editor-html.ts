import { $generateHtmlFromNodes, $generateNodesFromDOM } from "@lexical/html";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import {
  $createParagraphNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  type LexicalEditor,
} from "lexical";
import { useEffect, useEffectEvent } from "react";

import { cleanEditorHtml } from "@/components/editor/clean-html";

/** Stored HTML as editor nodes; top-level inline content is gathered into paragraphs. */
export function $loadHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  root.clear();
  if (html.trim() !== "") {
    const dom = new DOMParser().parseFromString(html, "text/html");
    let paragraph: ReturnType<typeof $createParagraphNode> | null = null;
    for (const node of $generateNodesFromDOM(editor, dom)) {
      const block = ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();
      if (block) {
        paragraph = null;
        root.append(node);
      } else {
        if (!paragraph) {
          paragraph = $createParagraphNode();
          root.append(paragraph);
        }
        paragraph.append(node);
      }
    }
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

/** The editor's content as stored HTML, or "" when it holds no text (docs/api.md §6: 400). */
function $currentHtml(editor: LexicalEditor): string {
  if ($getRoot().getTextContent().trim() === "") return "";
  return cleanEditorHtml($generateHtmlFromNodes(editor, null));
}

/** Reports the HTML after every change of content (not of selection alone). */
export function HtmlChangePlugin({ onChange }: { onChange: (html: string) => void }) {
  const [editor] = useLexicalComposerContext();
  const report = useEffectEvent((html: string) => {
    onChange(html);
  });
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves }) => {
        if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
        report(editorState.read(() => $currentHtml(editor), { editor }));
      }),
    [editor],
  );
  return null;
}
