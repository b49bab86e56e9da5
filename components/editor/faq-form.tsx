"use client";

import { useState, type ComponentProps, type ReactNode } from "react";

import { FaqFields } from "@/components/editor/faq-fields";
import type { useFaqDraft } from "@/components/editor/use-faq-draft";
import { FormFooter } from "@/components/forms/form-footer";
import { submitWith } from "@/components/forms/use-api-form";

type FaqFieldsProps = ComponentProps<typeof FaqFields>;

/**
 * The form of Add FAQ and of Edit FAQ, in English and in Spanish: the FAQ's fields, bound to the
 * draft of `form`, then the actions, `leading` before the submit button. The editors start from
 * the draft as it is when the form is shown, so that Edit FAQ's draft of each language outlives a
 * switch to the other and back, and again whenever `fields.resetKey` changes (Add FAQ's cleared form).
 */
export function FaqForm({
  form,
  fields,
  submitLabel,
  onSubmit,
  leading,
}: {
  form: ReturnType<typeof useFaqDraft>;
  /** FaqFields' own settings: the reading coach's target, the topics or a translation's language. */
  fields: Pick<FaqFieldsProps, "readingTarget" | "language" | "topics"> & { resetKey?: number };
  submitLabel: string;
  onSubmit: () => unknown;
  leading: ReactNode;
}) {
  const { resetKey = 0 } = fields;
  const [shown, setShown] = useState({ resetKey, initial: form.values });
  const reset = shown.resetKey !== resetKey;
  const initial = reset ? form.values : shown.initial;
  // A new resetKey is seen during the render (React's way to adjust state when a prop changes).
  if (reset) setShown({ resetKey, initial });
  return (
    <form className="faq-form" noValidate onSubmit={submitWith(onSubmit)}>
      <FaqFields {...form.fields} {...fields} initial={initial} resetKey={resetKey} />
      <FormFooter
        busy={form.busy}
        submitLabel={submitLabel}
        className="form-actions faq-form-actions"
        leading={leading}
      />
    </form>
  );
}
