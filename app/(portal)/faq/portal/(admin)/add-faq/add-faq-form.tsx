"use client";

import { useState } from "react";
import { toast } from "sonner";

import {
  EMPTY_DRAFT,
  errorsAfterChange,
  FaqFields,
  type FaqDraft,
} from "@/components/editor/faq-fields";
import { ConfirmDialog } from "@/components/ui/dialog";
import { api, ApiError, type FieldErrors } from "@/lib/client/api";
import { MESSAGES } from "@/lib/messages";

/**
 * SPEC §2 Add FAQ and §4: 'Add FAQ' posts, then 'FAQ Submitted Successfully!' and the form
 * clears; Cancel asks 'Erase Changes?' and Continue clears.
 */
export function AddFaqForm({ initialQuestion }: { initialQuestion: string }) {
  const [initial, setInitial] = useState<FaqDraft>({ ...EMPTY_DRAFT, question: initialQuestion });
  const [draft, setDraft] = useState<FaqDraft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [errorRound, setErrorRound] = useState(0);
  const [resetKey, setResetKey] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  function clear() {
    setInitial(EMPTY_DRAFT);
    setDraft(EMPTY_DRAFT);
    setErrors({});
    setResetKey((key) => key + 1);
    // A prefilled question (?question=…) is gone too, also after a reload.
    if (window.location.search) {
      window.history.replaceState(window.history.state, "", window.location.pathname);
    }
  }

  async function submit() {
    setBusy(true);
    try {
      await api.post("Faq/PostFaq", draft);
      toast.success(MESSAGES.faqSubmitted, { id: "success" });
      clear();
    } catch (error) {
      // The API module has shown the toast (SPEC §8); the fields show their messages.
      if (error instanceof ApiError) {
        setErrors(error.errors);
        setErrorRound((round) => round + 1);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="faq-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FaqFields
        initial={initial}
        draft={draft}
        errors={errors}
        errorRound={errorRound}
        resetKey={resetKey}
        onChange={(change) => {
          setDraft((current) => ({ ...current, ...change }));
          setErrors((current) => errorsAfterChange(current, change));
        }}
      />
      <div className="form-actions faq-form-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            setConfirming(true);
          }}
        >
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={busy}>
          Add FAQ
        </button>
      </div>
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
    </form>
  );
}
