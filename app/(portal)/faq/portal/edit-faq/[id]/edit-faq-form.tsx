"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { errorsAfterChange, FaqFields, type FaqDraft } from "@/components/editor/faq-fields";
import { ConfirmDialog } from "@/components/ui/dialog";
import { api, ApiError, type FieldErrors } from "@/lib/client/api";
import type { EditableFaq } from "@/lib/data/faqs";
import { MESSAGES } from "@/lib/messages";

/** GET Faq/GetFaq (SPEC §7, CONTRACT §6): what the editor loads, editedAt included. */
export type FaqDetail = EditableFaq;

/** Back one page; a tab opened straight on this page has nothing behind it, so go to the list. */
function useGoBack(): () => void {
  const router = useRouter();
  return () => {
    if (window.history.length > 1) router.back();
    else router.push("/faq/portal/display-faqs");
  };
}

/**
 * SPEC §2 Edit FAQ and §4: Save Changes patches with the editedAt it loaded (CONTRACT §6: a
 * 409 if someone changed the FAQ since, and nothing is saved); Delete and Restore are an
 * Admin's alone (CONTRACT §4).
 */
export function EditFaqForm({ faq, admin }: { faq: FaqDetail; admin: boolean }) {
  const router = useRouter();
  const goBack = useGoBack();
  const [initial] = useState<FaqDraft>({
    question: faq.question,
    answer: faq.answer,
    tags: faq.tags,
  });
  const [draft, setDraft] = useState<FaqDraft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [errorRound, setErrorRound] = useState(0);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [busy, setBusy] = useState(false);

  async function act(call: () => Promise<void>) {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      // The API module has shown the toast (SPEC §8), a 409's sentence included.
      if (error instanceof ApiError) {
        setErrors(error.errors);
        setErrorRound((round) => round + 1);
      }
    } finally {
      setBusy(false);
    }
  }

  const save = () =>
    act(async () => {
      await api.patch("Faq/PatchFaq", { id: faq.id, ...draft, editedAt: faq.editedAt });
      toast.success(MESSAGES.faqUpdated, { id: "success" });
      goBack();
    });

  const archive = () =>
    act(async () => {
      await api.post("Faq/DeleteFaq", { id: faq.id });
      setConfirmingDelete(false);
      toast.success(MESSAGES.faqDeleted, { id: "success" });
      router.push("/faq/portal/faq-archive");
    });

  const restore = () =>
    act(async () => {
      await api.post("Faq/RestoreFaq", { id: faq.id });
      toast.success(MESSAGES.faqRestored, { id: "success" });
      router.push("/faq/portal/display-faqs");
    });

  return (
    <>
      <div className="edit-faq-top">
        <button type="button" className="back-button" onClick={goBack}>
          <span aria-hidden="true">←</span> Back
        </button>
        {/* An archived FAQ cannot be archived again (CONTRACT §1: 409); it offers Restore. */}
        {admin && !faq.isPhantomDeleted ? (
          <button
            type="button"
            className="button button-danger"
            onClick={() => {
              setConfirmingDelete(true);
            }}
          >
            Delete
          </button>
        ) : null}
      </div>
      <h1>Edit FAQ</h1>
      {faq.isPhantomDeleted ? (
        <p className="faq-archived-note">This FAQ is in the archive: visitors do not see it.</p>
      ) : null}
      <form
        className="faq-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FaqFields
          initial={initial}
          draft={draft}
          errors={errors}
          errorRound={errorRound}
          resetKey={0}
          onChange={(change) => {
            setDraft((current) => ({ ...current, ...change }));
            setErrors((current) => errorsAfterChange(current, change));
          }}
        />
        <div className="form-actions faq-form-actions">
          <button type="button" className="button" onClick={goBack}>
            Cancel Edit
          </button>
          {admin && faq.isPhantomDeleted ? (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => {
                void restore();
              }}
            >
              Restore FAQ
            </button>
          ) : null}
          <button type="submit" className="button button-primary" disabled={busy}>
            Save Changes
          </button>
        </div>
      </form>
      {admin ? (
        <ConfirmDialog
          open={confirmingDelete}
          title="Delete FAQ?"
          message="Are you sure you want to delete this FAQ?"
          confirmLabel="Confirm"
          busy={busy}
          onCancel={() => {
            setConfirmingDelete(false);
          }}
          onConfirm={() => {
            void archive();
          }}
        />
      ) : null}
    </>
  );
}
