"use client";

import { LinkExtension } from "@lexical/link";
import { ListExtension } from "@lexical/list";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalExtensionComposer } from "@lexical/react/LexicalExtensionComposer";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { RichTextExtension } from "@lexical/rich-text";
import { configExtension, defineExtension, type EditorThemeClasses } from "lexical";
import { useImperativeHandle, useRef, useState, type ReactNode, type Ref } from "react";

import { $loadHtml, HtmlChangePlugin } from "@/components/editor/editor-html";
import { Toolbar } from "@/components/editor/toolbar";
import { FieldFrame } from "@/components/forms/field-frame";
import { isSafeUrl } from "@/lib/faq/html-allowlist";

/**
 * The rich-text field of Add FAQ and Edit FAQ (docs/product.md §1: bold, italic, underline, link,
 * bullet list and ordered list). Stored HTML goes in through @lexical/html and comes out reduced to
 * the allowlist the server keeps (docs/api.md §6), so `p br strong b em i u a ul ol li` round-trip.
 * Ctrl/Cmd+B, I and U come from Lexical's rich-text commands; Ctrl/Cmd+K opens the link form
 * (toolbar.tsx, link-form.tsx).
 */

export interface RichTextEditorHandle {
  /**
   * Moves keyboard focus into the editable area (docs/product.md §5: focus goes to the first
   * error).
   */
  focus: () => void;
  /** The editable area, for tools that read its text (the reading coach, issue 17). */
  root: () => HTMLElement | null;
}

const THEME: EditorThemeClasses = {
  paragraph: "rte-paragraph",
  link: "rte-link",
  list: { ul: "rte-ul", ol: "rte-ol", listitem: "rte-li" },
  text: { bold: "rte-bold", italic: "rte-italic", underline: "rte-underline" },
};

export function RichTextEditor({
  label,
  initialHtml,
  onChange,
  errors,
  resetKey = 0,
  lang,
  ref,
}: {
  label: string;
  /** Read when the editor starts and again whenever resetKey changes. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Server messages for this field (docs/product.md §5: one line per message, under the field). */
  errors?: readonly string[];
  /** Changing it starts the editor afresh from initialHtml (Erase Changes?, after a save). */
  resetKey?: number;
  /** The language of the text, where it is not the page's (issue 28: a Spanish translation). */
  lang?: string;
  ref?: Ref<RichTextEditorHandle>;
}) {
  const contentRef = useRef<HTMLDivElement>(null);

  useImperativeHandle(ref, () => ({
    focus: () => {
      contentRef.current?.focus();
    },
    root: () => contentRef.current,
  }));

  return (
    <FieldFrame label={label} errors={errors} labelFor={false}>
      {({ labelId, describedBy, invalid }) => (
        <Editor
          key={resetKey}
          label={label}
          initialHtml={initialHtml}
          onChange={onChange}
          content={
            <ContentEditable
              ref={contentRef}
              className="rte-content"
              lang={lang}
              aria-labelledby={labelId}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-multiline
            />
          }
        />
      )}
    </FieldFrame>
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
        // docs/api.md §6: links lead to web pages or e-mail addresses only.
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
