"use client";

import { useEffect, useEffectEvent, useId, useRef } from "react";

import { RichTextEditor, type RichTextEditorHandle } from "@/components/editor/rich-text-editor";
import type { FieldErrors } from "@/lib/client/api";
import type { BodyOf } from "@/lib/contract";
import type { faq } from "@/lib/contract/faq";

import "@/components/forms/forms.css";

/**
 * What Add FAQ posts and Edit FAQ patches (docs/product.md §7): HTML question and answer, tags
 * text.
 */
export type FaqDraft = Required<BodyOf<typeof faq.postFaq>>;

export const EMPTY_DRAFT: FaqDraft = { question: "", answer: "", tags: "" };

/**
 * The field names the server keys its messages by (docs/product.md §3), in the order of the form.
 */
const FIELDS = ["Question", "Answer", "Tags"] as const;

const FIELD_OF: Record<keyof FaqDraft, (typeof FIELDS)[number]> = {
  question: "Question",
  answer: "Answer",
  tags: "Tags",
};

/** The messages left once a field has been changed: a changed field's own messages go. */
export function errorsAfterChange(errors: FieldErrors, change: Partial<FaqDraft>): FieldErrors {
  const changed = new Set<string>(
    (Object.keys(change) as (keyof FaqDraft)[]).map((key) => FIELD_OF[key]),
  );
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !changed.has(field)));
}

/** docs/product.md §2 Add FAQ: the hint under Tags. */
export const TAGS_HINT = "Separate each tag with commas";

/**
 * The three fields of Add FAQ and Edit FAQ: rich-text Question and Answer, and Tags. Each shows
 * the server's messages under it, one line per message, tied with aria-describedby; when a new
 * set of messages arrives, focus goes to the first field that has one (docs/product.md §5).
 */
export function FaqFields({
  initial,
  draft,
  onChange,
  errors,
  errorRound,
  resetKey,
}: {
  /** What the editors start from; read again whenever resetKey changes. */
  initial: FaqDraft;
  draft: FaqDraft;
  /** Called with the field that changed; merge it into the draft. */
  onChange: (change: Partial<FaqDraft>) => void;
  errors: FieldErrors;
  /** Goes up with each refused save: focus then moves to the first field with a message. */
  errorRound: number;
  resetKey: number;
}) {
  const id = useId();
  const question = useRef<RichTextEditorHandle>(null);
  const answer = useRef<RichTextEditorHandle>(null);
  const tags = useRef<HTMLTextAreaElement>(null);
  const tagErrors = errors.Tags ?? [];
  const otherErrors = Object.entries(errors)
    .filter(([field]) => !(FIELDS as readonly string[]).includes(field))
    .flatMap(([, messages]) => messages);

  const focusFirstError = useEffectEvent(() => {
    const first = FIELDS.find((field) => (errors[field]?.length ?? 0) > 0);
    if (first === "Question") question.current?.focus();
    else if (first === "Answer") answer.current?.focus();
    else if (first === "Tags") tags.current?.focus();
  });
  useEffect(() => {
    if (errorRound > 0) focusFirstError();
  }, [errorRound]);

  return (
    <div className="faq-fields">
      <RichTextEditor
        ref={question}
        label="Question"
        initialHtml={initial.question}
        resetKey={resetKey}
        errors={errors.Question}
        onChange={(html) => {
          onChange({ question: html });
        }}
      />
      <RichTextEditor
        ref={answer}
        label="Answer"
        initialHtml={initial.answer}
        resetKey={resetKey}
        errors={errors.Answer}
        onChange={(html) => {
          onChange({ answer: html });
        }}
      />
      <div className={tagErrors.length > 0 ? "field field-invalid" : "field"}>
        <label htmlFor={`${id}-tags`} className="field-label">
          Tags
        </label>
        <textarea
          ref={tags}
          id={`${id}-tags`}
          className="field-input faq-tags"
          rows={3}
          value={draft.tags}
          aria-invalid={tagErrors.length > 0}
          aria-describedby={
            tagErrors.length > 0 ? `${id}-tags-hint ${id}-tags-errors` : `${id}-tags-hint`
          }
          onChange={(event) => {
            onChange({ tags: event.target.value });
          }}
        />
        <p id={`${id}-tags-hint`} className="field-hint">
          {TAGS_HINT}
        </p>
        {tagErrors.length > 0 ? (
          <ul id={`${id}-tags-errors`} className="field-errors">
            {tagErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {otherErrors.length > 0 ? (
        <ul className="form-problems">
          {otherErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
