import { TOGGLE_LINK_COMMAND } from "@lexical/link";
import {
  $createTextNode,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  COMMAND_PRIORITY_NORMAL,
  KEY_DOWN_COMMAND,
  type LexicalEditor,
} from "lexical";
import { useEffect, useEffectEvent } from "react";

/** Ctrl/Cmd+K in the editor calls onShortcut (the link form opens). */
export function useLinkShortcut(editor: LexicalEditor, onShortcut: () => void): void {
  const openFromShortcut = useEffectEvent(onShortcut);
  useEffect(
    () =>
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event) => {
          const modifier = event.ctrlKey || event.metaKey;
          if (!modifier || event.altKey || event.key.toLowerCase() !== "k") return false;
          event.preventDefault();
          openFromShortcut();
          return true;
        },
        COMMAND_PRIORITY_NORMAL,
      ),
    [editor],
  );
}

/**
 * Sets (url) or removes (null) the link on the selection saved when the link form opened. With
 * nothing selected and no link there yet, the address itself becomes the link's text.
 */
export function applyLink(
  editor: LexicalEditor,
  {
    url,
    saved,
    currentLink,
  }: { url: string | null; saved: BaseSelection | null; currentLink: string | null },
): void {
  editor.update(() => {
    if (saved) $setSelection(saved.clone());
    const selection = $getSelection();
    if ($isRangeSelection(selection) && selection.isCollapsed() && url && !currentLink) {
      const text = $createTextNode(url.replace(/^mailto:/, ""));
      selection.insertNodes([text]);
      text.select(0, text.getTextContentSize());
    }
  });
  editor.dispatchCommand(TOGGLE_LINK_COMMAND, url);
  if (url) {
    // Writing goes on after the new link, as in other editors, instead of replacing the linked
    // words with the next key press.
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      const end = selection.isBackward() ? selection.anchor : selection.focus;
      const { key, offset, type } = end;
      selection.anchor.set(key, offset, type);
      selection.focus.set(key, offset, type);
    });
  }
}
