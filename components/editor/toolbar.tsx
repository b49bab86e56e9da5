import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from "@lexical/list";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import {
  $getSelection,
  type BaseSelection,
  FORMAT_TEXT_COMMAND,
  type TextFormatType,
} from "lexical";
import { useRef, useState, type KeyboardEvent } from "react";

import { ToolIcon } from "@/components/editor/editor-icons";
import { applyLink, useLinkShortcut } from "@/components/editor/link-commands";
import { LinkForm } from "@/components/editor/link-form";
import { useSelectionState } from "@/components/editor/selection-state";
import { type ToolId, TOOLS } from "@/components/editor/tools";

/** The button arrow keys, Home and End move to from `active`; null for any other key. */
function nextTool(key: string, active: number): number | null {
  const last = TOOLS.length - 1;
  switch (key) {
    case "ArrowRight":
      return active === last ? 0 : active + 1;
    case "ArrowLeft":
      return active === 0 ? last : active - 1;
    case "Home":
      return 0;
    case "End":
      return last;
    default:
      return null;
  }
}

/**
 * The formatting toolbar: one tab stop, arrow keys (and Home/End) move between its buttons as
 * the ARIA toolbar pattern describes; each button says whether its format is on (aria-pressed).
 */
export function Toolbar({ label }: { label: string }) {
  const [editor] = useLexicalComposerContext();
  const state = useSelectionState(editor);
  const [active, setActive] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const savedSelection = useRef<BaseSelection | null>(null);

  function openLinkForm() {
    savedSelection.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    setLinkOpen(true);
  }

  useLinkShortcut(editor, openLinkForm);

  function run(tool: ToolId) {
    switch (tool) {
      case "bold":
      case "italic":
      case "underline":
        editor.dispatchCommand(FORMAT_TEXT_COMMAND, tool satisfies TextFormatType);
        return;
      case "link":
        openLinkForm();
        return;
      case "bullet":
        editor.dispatchCommand(
          state.list === "bullet" ? REMOVE_LIST_COMMAND : INSERT_UNORDERED_LIST_COMMAND,
          undefined,
        );
        return;
      case "number":
        editor.dispatchCommand(
          state.list === "number" ? REMOVE_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
          undefined,
        );
        return;
    }
  }

  function pressed(tool: ToolId): boolean {
    switch (tool) {
      case "link":
        return state.link !== null;
      case "bullet":
      case "number":
        return state.list === tool;
      default:
        return state[tool];
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = nextTool(event.key, active);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  }

  return (
    <>
      <div
        role="toolbar"
        aria-label={`${label} formatting`}
        className="rte-toolbar"
        onKeyDown={onKeyDown}
      >
        {TOOLS.map((tool, index) => (
          <button
            key={tool.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className="rte-tool"
            tabIndex={index === active ? 0 : -1}
            aria-pressed={pressed(tool.id)}
            aria-keyshortcuts={tool.key ? `Control+${tool.key} Meta+${tool.key}` : undefined}
            title={tool.key ? `${tool.name} (Ctrl+${tool.key})` : tool.name}
            onFocus={() => {
              setActive(index);
            }}
            // Keeps the text selection in the editor when the button is clicked with a mouse.
            onMouseDown={(event) => {
              event.preventDefault();
            }}
            onClick={() => {
              run(tool.id);
            }}
          >
            <ToolIcon tool={tool.id} />
            <span className="visually-hidden">{tool.name}</span>
          </button>
        ))}
      </div>
      {linkOpen ? (
        <LinkForm
          label={label}
          currentUrl={state.link}
          onApply={(url) => {
            applyLink(editor, { url, saved: savedSelection.current, currentLink: state.link });
            setLinkOpen(false);
            editor.focus();
          }}
          onCancel={() => {
            setLinkOpen(false);
            buttons.current[TOOLS.findIndex((tool) => tool.id === "link")]?.focus();
          }}
        />
      ) : null}
    </>
  );
}
