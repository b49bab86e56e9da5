"use client";

import { errorsAfterChange, type FaqDraft } from "@/components/editor/faq-fields";
import { useApiForm } from "@/components/forms/use-api-form";

/**
 * The draft of Add FAQ or Edit FAQ, kept by useApiForm, and `fields`, what FaqFields needs of it:
 * a change merges into the draft and clears the changed field's messages.
 */
export function useFaqDraft(initial: FaqDraft) {
  const form = useApiForm<FaqDraft>({ initial });
  const { values, setValues, errors, setErrors, errorRound } = form;
  const fields = {
    initial,
    draft: values,
    errors,
    errorRound,
    onChange: (change: Partial<FaqDraft>) => {
      setValues((current) => ({ ...current, ...change }));
      setErrors((current) => errorsAfterChange(current, change));
    },
  };
  return { ...form, fields };
}
