"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { FaqFields, type FaqDraft } from "@/components/editor/faq-fields";
import { useFaqDraft } from "@/components/editor/use-faq-draft";
import { BackButton } from "@/components/forms/back-button";
import { ActionButton } from "@/components/forms/action-button";
import { FormFooter } from "@/components/forms/form-footer";
import { toastSuccess, submitWith } from "@/components/forms/use-api-form";
import { ConfirmDialog } from "@/components/ui/dialog";
import { api } from "@/lib/client/api";
import { useGoBack } from "@/lib/client/go-back";
import type { EditableFaq } from "@/lib/data/faqs";
import { MESSAGES } from "@/lib/messages";
import { ROUTES, pathTo } from "@/lib/routes";

/**
 * GET Faq/GetFaq (docs/product.md §7, docs/api.md §6): what the editor loads, editedAt included.
 */

/** Where Back goes from a tab opened straight on this page, with nothing behind it. */
const FAQ_LIST_PATH = ROUTES.displayFaqs.path;

/**
 * docs/product.md §2 Edit FAQ and §4: Save Changes patches with the editedAt it loaded (docs/api.md
 * §6: a 409 if someone changed the FAQ since, and nothing is saved); Delete and Restore are an
 * Admin's alone (docs/api.md §4).
 */
export function EditFaqForm({
  faq,
  admin,
  readingTarget,
}: {
  faq: EditableFaq;
  admin: boolean;
  /** READING_LEVEL_TARGET, for the reading coach (issue 17). */
  readingTarget: number;
}) {
  const router = useRouter();
  const goBack = useGoBack(FAQ_LIST_PATH, "history");
  // Issue 30: back only to a portal page that led here, else to the list, so the toast shows.
  const goBackSaved = useGoBack(FAQ_LIST_PATH, "portal");
  const [initial] = useState<FaqDraft>({
    question: faq.question,
    answer: faq.answer,
    tags: faq.tags,
    phrasings: faq.phrasings,
  });
  const { values: draft, busy, run: act, fields } = useFaqDraft(initial);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  // The API module shows the toast of a failure (docs/product.md §8), a 409's sentence included.
  const save = () =>
    act(async () => {
      await api.faq.patchFaq({ id: faq.id, ...draft, editedAt: faq.editedAt });
      toastSuccess(MESSAGES.faqUpdated);
      goBackSaved();
    });

  const archive = () =>
    act(async () => {
      await api.faq.deleteFaq({ id: faq.id });
      setConfirmingDelete(false);
      toastSuccess(MESSAGES.faqDeleted);
      router.push(ROUTES.faqArchive.path);
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
        <div className="edit-faq-top-actions">
          {/* Issue 17: every revision, for Admins and Coaches alike. */}
          <Link className="button" href={pathTo(ROUTES.faqHistory, { id: faq.id })}>
            History
          </Link>
          {/* An archived FAQ cannot be archived again (docs/api.md §1: 409); it offers Restore. */}
          {admin && !faq.isPhantomDeleted ? (
            <ActionButton
              className="button button-danger"
              action={() => {
                setConfirmingDelete(true);
              }}
            >
              Delete
            </ActionButton>
          ) : null}
        </div>
      </div>
      <h1>Edit FAQ</h1>
      {faq.isPhantomDeleted ? (
        <p className="faq-archived-note">This FAQ is in the archive: visitors do not see it.</p>
      ) : null}
      <form className="faq-form" noValidate onSubmit={submitWith(save)}>
        <FaqFields {...fields} resetKey={0} readingTarget={readingTarget} />
        <FormFooter
          busy={busy}
          submitLabel="Save Changes"
          className="form-actions faq-form-actions"
          leading={
            <>
              <ActionButton action={goBack}>Cancel Edit</ActionButton>
              {admin && faq.isPhantomDeleted ? (
                <ActionButton busy={busy} action={restore}>
                  Restore FAQ
                </ActionButton>
              ) : null}
            </>
          }
        />
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
