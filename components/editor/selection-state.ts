import { $isLinkNode } from "@lexical/link";
import { ListNode } from "@lexical/list";
import { $findMatchingParent, $getNearestNodeOfType } from "@lexical/utils";
import { $getSelection, $isRangeSelection, type LexicalEditor } from "lexical";
import { useEffect, useState } from "react";

/** What the toolbar shows as on (aria-pressed) where the cursor or selection is. */
export interface SelectionState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  link: string | null;
  list: "bullet" | "number" | null;
}

const NOTHING_SELECTED: SelectionState = {
  bold: false,
  italic: false,
  underline: false,
  link: null,
  list: null,
};

function $readSelectionState(): SelectionState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NOTHING_SELECTED;
  const anchor = selection.anchor.getNode();
  const linkNode = $findMatchingParent(anchor, $isLinkNode);
  const listNode = $getNearestNodeOfType(anchor, ListNode);
  const listType = listNode?.getListType();
  return {
    bold: selection.hasFormat("bold"),
    italic: selection.hasFormat("italic"),
    underline: selection.hasFormat("underline"),
    link: $isLinkNode(linkNode) ? linkNode.getURL() : null,
    list: listType === "bullet" || listType === "number" ? listType : null,
  };
}

/** The selection's formats, read again after every update of the editor. */
export function useSelectionState(editor: LexicalEditor): SelectionState {
  const [state, setState] = useState<SelectionState>(NOTHING_SELECTED);
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        setState(editorState.read($readSelectionState, { editor }));
      }),
    [editor],
  );
  return state;
}
