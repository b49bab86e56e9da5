"use client";

import { $generateHtmlFromNodes, $generateNodesFromDOM } from "@lexical/html";
import { $isLinkNode, LinkExtension, TOGGLE_LINK_COMMAND } from "@lexical/link";
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListExtension,
  ListNode,
  REMOVE_LIST_COMMAND,
} from "@lexical/list";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalExtensionComposer } from "@lexical/react/LexicalExtensionComposer";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { RichTextExtension } from "@lexical/rich-text";
import { $findMatchingParent, $getNearestNodeOfType } from "@lexical/utils";
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isDecoratorNode,
  $isElementNode,
  $isRangeSelection,
  $setSelection,
  FORMAT_TEXT_COMMAND,
  type BaseSelection,
  COMMAND_PRIORITY_NORMAL,
  configExtension,
  defineExtension,
  type EditorThemeClasses,
  KEY_DOWN_COMMAND,
  type LexicalEditor,
  type TextFormatType,
} from "lexical";
import {
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from "react";

import { cleanEditorHtml } from "@/components/editor/clean-html";
import { isSafeUrl } from "@/lib/faq/html-allowlist";

/**
 * The rich-text field of Add FAQ and Edit FAQ (SPEC §1: bold, italic, underline, link, bullet
 * list and ordered list). Stored HTML goes in through @lexical/html and comes out reduced to the
 * allowlist the server keeps (CONTRACT §6), so `p br strong b em i u a ul ol li` round-trip.
 * Ctrl/Cmd+B, I and U come from Lexical's rich-text commands; Ctrl/Cmd+K opens the link form.
 */

export interface RichTextEditorHandle {
  /** Moves keyboard focus into the editable area (SPEC §5: focus goes to the first error). */
  focus: () => void;
}

const THEME: EditorThemeClasses = {
  paragraph: "rte-paragraph",
  link: "rte-link",
  list: { ul: "rte-ul", ol: "rte-ol", listitem: "rte-li" },
  text: { bold: "rte-bold", italic: "rte-italic", underline: "rte-underline" },
};

/** Stored HTML as editor nodes; top-level inline content is gathered into paragraphs. */
function $loadHtml(editor: LexicalEditor, html: string): void {
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

/** The editor's content as stored HTML, or "" when it holds no text (CONTRACT §6: 400). */
function $currentHtml(editor: LexicalEditor): string {
  if ($getRoot().getTextContent().trim() === "") return "";
  return cleanEditorHtml($generateHtmlFromNodes(editor, null));
}

/**
 * A link address as typed, made whole: "example.org" becomes https://example.org and
 * "name@example.org" a mailto: link. Null when it is not a web or e-mail address.
 */
export function normaliseLinkAddress(input: string): string | null {
  const value = input.trim();
  if (value === "" || /\s/.test(value)) return null;
  let url = value;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    url = /^[^@/]+@[^@/]+\.[^@/]+$/.test(value) ? `mailto:${value}` : `https://${value}`;
  }
  return isSafeUrl(url) ? url : null;
}

export function RichTextEditor({
  label,
  initialHtml,
  onChange,
  errors = [],
  resetKey = 0,
  ref,
}: {
  label: string;
  /** Read when the editor starts and again whenever resetKey changes. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Server messages for this field (SPEC §5: one line per message, under the field). */
  errors?: readonly string[];
  /** Changing it starts the editor afresh from initialHtml (Erase Changes?, after a save). */
  resetKey?: number;
  ref?: Ref<RichTextEditorHandle>;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-errors`;
  const contentRef = useRef<HTMLDivElement>(null);

  useImperativeHandle(ref, () => ({
    focus: () => {
      contentRef.current?.focus();
    },
  }));

  const invalid = errors.length > 0;

  return (
    <div className={invalid ? "field field-invalid" : "field"}>
      <div id={labelId} className="field-label">
        {label}
      </div>
      <Editor
        key={resetKey}
        label={label}
        initialHtml={initialHtml}
        onChange={onChange}
        content={
          <ContentEditable
            ref={contentRef}
            className="rte-content"
            aria-labelledby={labelId}
            aria-describedby={invalid ? errorId : undefined}
            aria-invalid={invalid}
            aria-multiline
          />
        }
      />
      {invalid ? (
        <ul id={errorId} className="field-errors">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * One editor from start to finish: a new key (resetKey) builds a new one, since an extension's
 * initial state is read once, when the editor is built.
 */
function Editor({
  label,
  initialHtml,
  onChange,
  content,
}: {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  content: ReactNode;
}) {
  // Stable for this editor's life: a new extension object would rebuild the editor.
  const [extension] = useState(() =>
    defineExtension({
      name: "[faq-editor]",
      namespace: `faq-${label}`,
      theme: THEME,
      dependencies: [
        RichTextExtension,
        ListExtension,
        // CONTRACT §6: links lead to web pages or e-mail addresses only.
        configExtension(LinkExtension, { validateUrl: isSafeUrl }),
      ],
      $initialEditorState: (editor) => {
        // The server render has no DOM to parse with; the browser builds the content.
        if (typeof window === "undefined") return;
        $loadHtml(editor, initialHtml);
      },
    }),
  );

  return (
    <LexicalExtensionComposer extension={extension} contentEditable={null}>
      <div className="rte">
        <Toolbar label={label} />
        {content}
      </div>
      <HistoryPlugin />
      <HtmlChangePlugin onChange={onChange} />
    </LexicalExtensionComposer>
  );
}

/** Reports the HTML after every change of content (not of selection alone). */
function HtmlChangePlugin({ onChange }: { onChange: (html: string) => void }) {
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

interface SelectionState {
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

/** SPEC §1: bold, italic, underline, link, bullet list and ordered list. */
type ToolId = "bold" | "italic" | "underline" | "link" | "bullet" | "number";

const TOOLS: readonly { id: ToolId; name: string; key?: string }[] = [
  { id: "bold", name: "Bold", key: "B" },
  { id: "italic", name: "Italic", key: "I" },
  { id: "underline", name: "Underline", key: "U" },
  { id: "link", name: "Link", key: "K" },
  { id: "bullet", name: "Bullet list" },
  { id: "number", name: "Ordered list" },
];

/**
 * The formatting toolbar: one tab stop, arrow keys (and Home/End) move between its buttons as
 * the ARIA toolbar pattern describes; each button says whether its format is on (aria-pressed).
 */
function Toolbar({ label }: { label: string }) {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<SelectionState>(NOTHING_SELECTED);
  const [active, setActive] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const savedSelection = useRef<BaseSelection | null>(null);

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        setState(editorState.read($readSelectionState, { editor }));
      }),
    [editor],
  );

  function openLinkForm() {
    savedSelection.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    setLinkOpen(true);
  }

  const openFromShortcut = useEffectEvent(openLinkForm);
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
    const last = TOOLS.length - 1;
    const next =
      event.key === "ArrowRight"
        ? active === last
          ? 0
          : active + 1
        : event.key === "ArrowLeft"
          ? active === 0
            ? last
            : active - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
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
            editor.update(() => {
              const saved = savedSelection.current;
              if (saved) $setSelection(saved.clone());
              const selection = $getSelection();
              if ($isRangeSelection(selection) && selection.isCollapsed() && url && !state.link) {
                // Nothing selected: the address itself becomes the link's text.
                const text = $createTextNode(url.replace(/^mailto:/, ""));
                selection.insertNodes([text]);
                text.select(0, text.getTextContentSize());
              }
            });
            editor.dispatchCommand(TOGGLE_LINK_COMMAND, url);
            if (url) {
              // Writing goes on after the new link, as in other editors, instead of replacing
              // the linked words with the next key press.
              editor.update(() => {
                const selection = $getSelection();
                if (!$isRangeSelection(selection)) return;
                const end = selection.isBackward() ? selection.anchor : selection.focus;
                const { key, offset, type } = end;
                selection.anchor.set(key, offset, type);
                selection.focus.set(key, offset, type);
              });
            }
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

/**
 * Asks for a link's address below the toolbar. Not a <form>: it sits inside the page's form,
 * so Enter applies it here instead of submitting the FAQ.
 */
function LinkForm({
  label,
  currentUrl,
  onApply,
  onCancel,
}: {
  label: string;
  currentUrl: string | null;
  onApply: (url: string | null) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(currentUrl ?? "");
  const [error, setError] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  function apply() {
    const url = normaliseLinkAddress(value);
    if (!url) {
      setError(true);
      inputRef.current?.focus();
      return;
    }
    onApply(url);
  }

  return (
    <div role="group" aria-label={`${label} link`} className="rte-link-form">
      <label htmlFor={`${id}-url`}>Link address</label>
      <div className="rte-link-row">
        <input
          ref={inputRef}
          id={`${id}-url`}
          type="text"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          value={value}
          aria-invalid={error}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setValue(event.target.value);
            setError(false);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            } else if (event.key === "Escape") {
              event.preventDefault();
              onCancel();
            }
          }}
        />
        <button type="button" className="button button-small button-primary" onClick={apply}>
          Apply link
        </button>
        {currentUrl ? (
          <button
            type="button"
            className="button button-small"
            onClick={() => {
              onApply(null);
            }}
          >
            Remove link
          </button>
        ) : null}
        <button type="button" className="button button-small" onClick={onCancel}>
          Cancel
        </button>
      </div>
      <p id={`${id}-hint`} className={error ? "field-errors" : "field-hint"}>
        {error
          ? "Enter a web address (http:// or https://) or an e-mail address."
          : "A web address such as https://example.org, or an e-mail address."}
      </p>
    </div>
  );
}

function ToolIcon({ tool }: { tool: ToolId }) {
  switch (tool) {
    case "bold":
      return (
        <span aria-hidden="true" className="rte-glyph rte-glyph-bold">
          B
        </span>
      );
    case "italic":
      return (
        <span aria-hidden="true" className="rte-glyph rte-glyph-italic">
          I
        </span>
      );
    case "underline":
      return (
        <span aria-hidden="true" className="rte-glyph rte-glyph-underline">
          U
        </span>
      );
    case "link":
      return (
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="rte-svg">
          <path d="M10 14a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
          <path d="M14 10a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
        </svg>
      );
    case "bullet":
      return (
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="rte-svg">
          <circle cx="4.5" cy="6" r="1.5" className="rte-svg-dot" />
          <circle cx="4.5" cy="12" r="1.5" className="rte-svg-dot" />
          <circle cx="4.5" cy="18" r="1.5" className="rte-svg-dot" />
          <path d="M9 6h12M9 12h12M9 18h12" />
        </svg>
      );
    case "number":
      return (
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="rte-svg">
          <path d="M3.5 4.5h1.5v4M3.5 8.5h3M3.5 13.5c.5-1 3-1 3 .5s-3 2-3 3.5h3" />
          <path d="M10 6h11M10 12h11M10 18h11" />
        </svg>
      );
  }
}
