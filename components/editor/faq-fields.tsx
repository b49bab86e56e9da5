"use client";

import dynamic from "next/dynamic";
import { useEffect, useEffectEvent, useRef } from "react";

import { RichTextEditor, type RichTextEditorHandle } from "@/components/editor/rich-text-editor";
import { SelectField, TextAreaField } from "@/components/forms/text-field";
import type { FieldErrors } from "@/lib/client/api";
import type { BodyOf } from "@/lib/contract";
import type { faq } from "@/lib/contract/faq";
import type { TranslationLanguage } from "@/lib/contract/languages";
import { TOPIC_MESSAGES } from "@/lib/messages";

import "@/components/forms/forms.css";

// Issue 17: the reading coach and its text rules load with the form, in a chunk of their own.
const ReadingCoach = dynamic(
  () => import("@/components/editor/reading-coach").then((module) => module.ReadingCoach),
  { ssr: false },
);

/**
 * What Add FAQ posts and Edit FAQ patches (docs/product.md §7): HTML question and answer, tags
 * text, the other ways of asking (issue 26), one per line of their field as typed, and the topic
 * (issue 40; null for none).
 */
export type FaqDraft = Required<Omit<BodyOf<typeof faq.postFaq>, "translations">>;

export const EMPTY_DRAFT: FaqDraft = {
  question: "",
  answer: "",
  tags: "",
  phrasings: [],
  topicId: null,
};

/** Issue 40: a topic the FAQ may be put in, by its English name (the portal is in English). */
export interface TopicChoice {
  id: number;
  name: string;
}

/**
 * The field names the server keys its messages by (docs/product.md §3), in the order of the form.
 */
const FIELDS = ["Question", "Answer", "TopicId", "Tags", "Phrasings"] as const;

const FIELD_OF: Record<keyof FaqDraft, (typeof FIELDS)[number]> = {
  question: "Question",
  answer: "Answer",
  topicId: "TopicId",
  tags: "Tags",
  phrasings: "Phrasings",
};

/** The messages left once a field has been changed: a changed field's own messages go. */
export function errorsAfterChange(errors: FieldErrors, change: Partial<FaqDraft>): FieldErrors {
  const changed = new Set<string>(
    (Object.keys(change) as (keyof FaqDraft)[]).map((key) => FIELD_OF[key]),
  );
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !changed.has(field)));
}

/** The two rich-text fields, in the order of the form. */
const RICH_FIELDS = ["question", "answer"] as const;

/** docs/product.md §2 Add FAQ: the hint under Tags. */
export const TAGS_HINT = "Separate each tag with commas";

/** Issue 26: the label and hint of the other ways of asking. */
export const PHRASINGS_LABEL = "Also asked as";
export const PHRASINGS_HINT = "Other ways visitors ask this. One per line. Not shown to visitors.";

/** The two plain-text fields, in the order of the form, with their label, hint and height. */
const TEXT_FIELDS = ["tags", "phrasings"] as const;
type TextFieldKey = (typeof TEXT_FIELDS)[number];

const TEXT_FIELD_LABELS: Record<TextFieldKey, { label: string; hint: string; rows: number }> = {
  tags: { label: "Tags", hint: TAGS_HINT, rows: 3 },
  phrasings: { label: PHRASINGS_LABEL, hint: PHRASINGS_HINT, rows: 4 },
};

/**
 * A plain-text field's text: the phrasings one a line as typed, empty lines included, so that the
 * text reads back as it was written.
 */
function textOf(draft: FaqDraft, key: TextFieldKey): string {
  return key === "tags" ? draft.tags : draft.phrasings.join("\n");
}

function changeOf(key: TextFieldKey, text: string): Partial<FaqDraft> {
  return key === "tags" ? { tags: text } : { phrasings: text.split("\n") };
}

/**
 * The fields of Add FAQ and Edit FAQ: rich-text Question and Answer, Tags, and "Also asked as"
 * (issue 26: one phrasing a line; the server drops empty lines and repeats). Each shows
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
  readingTarget,
  language,
  topics,
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
  /** READING_LEVEL_TARGET (issue 17): with it, the reading coach sits beside the Answer. */
  readingTarget?: number;
  /**
   * A translation's language (issue 28): its text is marked as in that language, and the coach
   * reads it by that language's rules. Left out, English, the page's language.
   */
  language?: TranslationLanguage;
  /** Issue 40: the topics to choose from; left out (a translation), no Topic choice. */
  topics?: readonly TopicChoice[];
}) {
  const editors = {
    question: useRef<RichTextEditorHandle>(null),
    answer: useRef<RichTextEditorHandle>(null),
  };
  const texts = {
    tags: useRef<HTMLTextAreaElement>(null),
    phrasings: useRef<HTMLTextAreaElement>(null),
  };
  const topicRef = useRef<HTMLSelectElement>(null);
  const otherErrors = Object.entries(errors)
    .filter(([field]) => !(FIELDS as readonly string[]).includes(field))
    .flatMap(([, messages]) => messages);

  const focusFirstError = useEffectEvent(() => {
    const first = FIELDS.find((field) => (errors[field]?.length ?? 0) > 0);
    if (first === "Question") editors.question.current?.focus();
    else if (first === "Answer") editors.answer.current?.focus();
    else if (first === "TopicId") topicRef.current?.focus();
    else if (first === "Tags") texts.tags.current?.focus();
    else if (first === "Phrasings") texts.phrasings.current?.focus();
  });
  useEffect(() => {
    if (errorRound > 0) focusFirstError();
  }, [errorRound]);

  return (
    <div className="faq-fields">
      {RICH_FIELDS.map((key) => {
        const field = (
          <RichTextEditor
            key={key}
            ref={editors[key]}
            label={FIELD_OF[key]}
            initialHtml={initial[key]}
            resetKey={resetKey}
            errors={errors[FIELD_OF[key]]}
            lang={language}
            onChange={(html) => {
              onChange({ [key]: html });
            }}
          />
        );
        return key === "answer" && readingTarget !== undefined ? (
          <div key={key} className="answer-with-coach">
            {field}
            <ReadingCoach
              editor={editors.answer}
              html={draft.answer}
              target={readingTarget}
              language={language}
            />
          </div>
        ) : (
          field
        );
      })}
      {topics ? (
        <SelectField
          ref={topicRef}
          label={TOPIC_MESSAGES.topic}
          errors={errors[FIELD_OF.topicId]}
          options={[
            { value: "", label: TOPIC_MESSAGES.noTopic },
            ...topics.map((topic) => ({ value: String(topic.id), label: topic.name })),
          ]}
          value={draft.topicId === null ? "" : String(draft.topicId)}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ topicId: value === "" ? null : Number(value) });
          }}
        />
      ) : null}
      {TEXT_FIELDS.map((key) => (
        <TextAreaField
          key={key}
          ref={texts[key]}
          {...TEXT_FIELD_LABELS[key]}
          errors={errors[FIELD_OF[key]]}
          className={`faq-${key}`}
          lang={language}
          value={textOf(draft, key)}
          onChange={(event) => {
            onChange(changeOf(key, event.target.value));
          }}
        />
      ))}
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
