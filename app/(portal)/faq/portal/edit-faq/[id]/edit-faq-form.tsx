"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { EMPTY_DRAFT, type FaqDraft, type TopicChoice } from "@/components/editor/faq-fields";
import { FaqForm } from "@/components/editor/faq-form";
import { LanguageSwitch } from "@/components/editor/language-switch";
import { useFaqDraft } from "@/components/editor/use-faq-draft";
import { BackButton } from "@/components/forms/back-button";
import { ActionButton } from "@/components/forms/action-button";
import { toastSuccess } from "@/components/forms/use-api-form";
import { ConfirmDialog } from "@/components/ui/dialog";
import { api } from "@/lib/client/api";
import { useGoBack } from "@/lib/client/go-back";
import type { Language } from "@/lib/contract/languages";
import type { EditableFaq } from "@/lib/data/faqs";
import { MESSAGES } from "@/lib/messages";
import { ROUTES, pathInLanguage, pathTo } from "@/lib/routes";

import { TranslationForm } from "./translation-form";

/**
 * GET Faq/GetFaq (docs/product.md §7, docs/api.md §6): what the editor loads, editedAt included.
 */

/** Where Back goes from a tab opened straight on this page, with nothing behind it. */
const FAQ_LIST_PATH = ROUTES.displayFaqs.path;

/**
 * docs/product.md §2 Edit FAQ and §4: Save Changes patches with the editedAt it loaded (docs/api.md
 * §6: a 409 if someone changed the FAQ since, and nothing is saved); Delete and Restore are an
 * Admin's alone (docs/api.md §4). Issue 28: a switch shows the Spanish translation instead, with
 * the English beside it read-only (./translation-form.tsx); the address keeps the choice
 * (`?language=es`), and each language's draft outlives a switch to the other and back.
 */
export function EditFaqForm({
  faq,
  admin,
  readingTarget,
  language: initialLanguage,
  topics,
}: {
  faq: EditableFaq;
  admin: boolean;
  /** Issue 40: the topics the FAQ may be put in. */
  topics: readonly TopicChoice[];
  /** READING_LEVEL_TARGET, for the reading coach (issue 17). */
  readingTarget: number;
  /** The language the page opened in (`?language=`). */
  language: Language;
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
    topicId: faq.topicId,
  });
  const english = useFaqDraft(initial);
  const { values: draft, busy, run: act } = english;
  const [spanishInitial] = useState<FaqDraft>(() => {
    const es = faq.translations.es;
    return es
      ? {
          ...EMPTY_DRAFT,
          ...{ question: es.question, answer: es.answer, tags: es.tags, phrasings: es.phrasings },
        }
      : EMPTY_DRAFT;
  });
  const spanish = useFaqDraft(spanishInitial);
  const [translation, setTranslation] = useState(faq.translations.es ?? null);
  const [language, setLanguage] = useState(initialLanguage);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  function chooseLanguage(next: Language) {
    setLanguage(next);
    // The address says the language, as the public list's says its search (no new history entry).
    const url = new URL(window.location.href);
    if (next === "en") url.searchParams.delete("language");
    else url.searchParams.set("language", next);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
  }

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
          <Link
            className="button"
            href={pathInLanguage(pathTo(ROUTES.faqHistory, { id: faq.id }), language)}
          >
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
      <LanguageSwitch language={language} onChoose={chooseLanguage} />
      {language === "en" ? (
        <FaqForm
          form={english}
          fields={{ readingTarget, topics }}
          submitLabel="Save Changes"
          onSubmit={save}
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
      ) : (
        <TranslationForm
          faq={faq}
          form={spanish}
          translation={translation}
          onSaved={setTranslation}
          onCancel={goBack}
          readingTarget={readingTarget}
        />
      )}
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
