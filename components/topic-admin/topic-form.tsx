"use client";

import { useEffect } from "react";

import { FormFooter } from "@/components/forms/form-footer";
import { TextField } from "@/components/forms/text-field";
import { submitWith, useApiForm } from "@/components/forms/use-api-form";
import { PictureChoice } from "@/components/topic-admin/picture-choice";
import { TOPIC_MESSAGES as TOPIC_WORDS } from "@/lib/messages";

/** What the form sends: both names and a picture's name. */
export interface TopicValues {
  nameEn: string;
  nameEs: string;
  picture: string;
}

/**
 * Issue 40: a topic's English and Spanish names and its picture, to add a topic or to change one
 * in place. The server's messages show under each field (docs/product.md §5); a name another topic
 * has (a 409) shows in the toast, as every refusal of the portal does.
 */
export function TopicForm({
  name,
  initial,
  submitLabel,
  focusOnOpen = false,
  onCancel,
  submit,
}: {
  /** The form's accessible name, and its radios' group name. */
  name: string;
  initial: TopicValues;
  submitLabel: string;
  focusOnOpen?: boolean;
  onCancel?: () => void;
  submit: (values: TopicValues, form: { reset: () => void }) => Promise<void>;
}) {
  const { field, errors, problems, busy, run, formRef, formProps, values, setValues } =
    useApiForm<TopicValues>({ initial });

  useEffect(() => {
    if (focusOnOpen) formRef.current?.querySelector("input")?.focus();
  }, [focusOnOpen, formRef]);

  const send = () =>
    run(() =>
      submit(values, {
        reset: () => {
          setValues(initial);
        },
      }),
    );

  return (
    <form {...formProps} className="form topic-form" aria-label={name} onSubmit={submitWith(send)}>
      <div className="topic-form-names">
        <TextField label={TOPIC_WORDS.nameEn} autoComplete="off" {...field("nameEn")} />
        <TextField label={TOPIC_WORDS.nameEs} autoComplete="off" lang="es" {...field("nameEs")} />
      </div>
      <PictureChoice
        name={`${name.replaceAll(/\W+/g, "-")}-picture`}
        value={values.picture}
        errors={errors.Picture}
        onChange={(picture) => {
          setValues((current) => ({ ...current, picture }));
        }}
      />
      <FormFooter
        problems={problems}
        busy={busy}
        submitLabel={submitLabel}
        onCancel={onCancel}
        cancelLabel={TOPIC_WORDS.cancel}
      />
    </form>
  );
}
