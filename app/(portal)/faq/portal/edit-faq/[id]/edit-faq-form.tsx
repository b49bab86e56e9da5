"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { errorsAfterChange, FaqFields, type FaqDraft } from "@/components/editor/faq-fields";
import { BackButton } from "@/components/forms/back-button";
import { toastSuccess, submitWith, useApiForm } from "@/components/forms/use-api-form";
import { ConfirmDialog } from "@/components/ui/dialog";
import { api } from "@/lib/client/api";
import { useGoBack } from "@/lib/client/go-back";
import type { EditableFaq } from "@/lib/data/faqs";
import { MESSAGES } from "@/lib/messages";

/**
 * GET Faq/GetFaq (docs/product.md §7, docs/api.md §6): what the editor loads, editedAt included.
 */

/** Where Back goes from a tab opened straight on this page, with nothing behind it. */
const FAQ_LIST_PATH = "/faq/portal/display-faqs";

/**
 * docs/product.md §2 Edit FAQ and §4: Save Changes patches with the editedAt it loaded (docs/api.md
 * §6: a 409 if someone changed the FAQ since, and nothing is saved); Delete and Restore are an
 * Admin's alone (docs/api.md §4).
 */
export function EditFaqForm({ faq, admin }: { faq: EditableFaq; admin: boolean }) {
  const router = useRouter();
  const goBack = useGoBack(FAQ_LIST_PATH, "history");
  const [initial] = useState<FaqDraft>({
    question: faq.question,
    answer: faq.answer,
    tags: faq.tags,
  });
  const {
    values: draft,
    setValues: setDraft,
    errors,
    setErrors,
    errorRound,
    busy,
    run: act,
  } = useApiForm<FaqDraft>({ initial });
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  // The API module shows the toast of a failure (docs/product.md §8), a 409's sentence included.
  const save = () =>
    act(async () => {
      await api.faq.patchFaq({ id: faq.id, ...draft, editedAt: faq.editedAt });
      toastSuccess(MESSAGES.faqUpdated);
      goBack();
    });

  const archive = () =>
    act(async () => {
      await api.faq.deleteFaq({ id: faq.id });
      setConfirmingDelete(false);
      toastSuccess(MESSAGES.faqDeleted);
      router.push("/faq/portal/faq-archive");
    });

  const restore = () =>
    act(async () => {
      await api.faq.restoreFaq({ id: faq.id });
      toastSuccess(MESSAGES.faqRestored);
      router.push(FAQ_LIST_PATH);
    });

  return (
    <>
      <div className="edit-faq-top">
        <BackButton fallback={FAQ_LIST_PATH} backTo="history" />
        {/* An archived FAQ cannot be archived again (docs/api.md §1: 409); it offers Restore. */}
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
      <form className="faq-form" noValidate onSubmit={submitWith(save)}>
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
