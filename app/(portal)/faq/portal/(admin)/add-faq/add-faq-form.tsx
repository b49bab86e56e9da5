"use client";

import { useState } from "react";

import { EMPTY_DRAFT, type FaqDraft, type TopicChoice } from "@/components/editor/faq-fields";
import { FaqForm } from "@/components/editor/faq-form";
import { useFaqDraft } from "@/components/editor/use-faq-draft";
import { ActionButton } from "@/components/forms/action-button";
import { toastSuccess } from "@/components/forms/use-api-form";
import { ConfirmDialog } from "@/components/ui/dialog";
import { api } from "@/lib/client/api";
import { MESSAGES } from "@/lib/messages";

/**
 * docs/product.md §2 Add FAQ and §4: 'Add FAQ' posts, then 'FAQ Submitted Successfully!' and the
 * form clears; Cancel asks 'Erase Changes?' and Continue clears.
 */
export function AddFaqForm({
  initialQuestion,
  readingTarget,
  topics,
}: {
  initialQuestion: string;
  /** Issue 40: the topics the FAQ may be put in. */
  topics: readonly TopicChoice[];
  /** READING_LEVEL_TARGET, for the reading coach (issue 17). */
  readingTarget: number;
}) {
  const [initial] = useState<FaqDraft>({ ...EMPTY_DRAFT, question: initialQuestion });
  const form = useFaqDraft(initial);
  const { values: draft, setValues: setDraft, setErrors, run } = form;
  const [resetKey, setResetKey] = useState(0);
  const [confirming, setConfirming] = useState(false);

  function clear() {
    setDraft(EMPTY_DRAFT);
    setErrors({});
    setResetKey((key) => key + 1);
    // A prefilled question (?question=…) is gone too, also after a reload.
    if (window.location.search) {
      window.history.replaceState(window.history.state, "", window.location.pathname);
    }
  }

  // The API module shows the toast of a failure (docs/product.md §8); the fields show their
  // messages.
  const submit = () =>
    run(async () => {
      await api.faq.postFaq(draft);
      toastSuccess(MESSAGES.faqSubmitted);
      clear();
    });

  return (
    <>
      <FaqForm
        form={form}
        fields={{ resetKey, readingTarget, topics }}
        submitLabel="Add FAQ"
        onSubmit={submit}
        leading={
          <ActionButton
            action={() => {
              setConfirming(true);
            }}
          >
            Cancel
          </ActionButton>
        }
      />
      <ConfirmDialog
        open={confirming}
        title="Erase Changes?"
        message="Are you sure you want to erase your changes?"
        confirmLabel="Continue"
        onCancel={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          setConfirming(false);
          clear();
        }}
      />
    </>
  );
}
