"use client";

import { useId } from "react";

import { FaqForm } from "@/components/editor/faq-form";
import type { useFaqDraft } from "@/components/editor/use-faq-draft";
import { ActionButton } from "@/components/forms/action-button";
import { toastSuccess } from "@/components/forms/use-api-form";
import { api, ApiError } from "@/lib/client/api";
import type { EditableFaq, FaqTranslation } from "@/lib/contract/faq";
import type { TranslationLanguage, TranslationStatus } from "@/lib/contract/languages";
import { TRANSLATION_MESSAGES as WORDS } from "@/lib/messages";

import "@/components/editor/translation.css";

/**
 * Issue 28 item 6: Edit FAQ's Spanish view. The English question and answer read-only beside (or,
 * on a narrow screen, above) the Spanish fields, the same fields as the English. "Save draft" and
 * "Publish" patch the translation alone with the editedAt it was loaded with (a 409 if someone
 * changed it since, as for the English) and the English version shown beside it; "Mark as
 * current" records that a changed English text needs nothing new in Spanish.
 */

const LANGUAGE: TranslationLanguage = "es";

/**
 * PatchFaq names a translation's fields by path (`Translations.es.Question`): the messages of the
 * fields this form shows go under them, as the English ones do.
 */
function asFormErrors(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const prefix = `Translations.${LANGUAGE}.`;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([field, messages]) => [
      field.startsWith(prefix) ? field.slice(prefix.length) : field,
      messages,
    ]),
  );
  return new ApiError(error.message, error.status, error.title, errors);
}

/** Runs a PatchFaq of the translation; its field errors come back named as the form's fields. */
async function patchTranslation(
  id: number,
  edit: NonNullable<NonNullable<Parameters<typeof api.faq.patchFaq>[0]["translations"]>["es"]>,
): Promise<FaqTranslation | null> {
  try {
    const saved = await api.faq.patchFaq({ id, translations: { [LANGUAGE]: edit } });
    return saved.translations[LANGUAGE] ?? null;
  } catch (error) {
    throw asFormErrors(error);
  }
}

/** The English text the translation is made from, read-only. */
function EnglishSource({ faq }: { faq: EditableFaq }) {
  const headingId = useId();
  return (
    <section className="translation-source" aria-labelledby={headingId}>
      <h2 id={headingId}>{WORDS.english}</h2>
      <p className="translation-note">{WORDS.englishReadOnly}</p>
      <h3>Question</h3>
      <div className="translation-source-text" dangerouslySetInnerHTML={{ __html: faq.question }} />
      <h3>Answer</h3>
      <div className="translation-source-text" dangerouslySetInnerHTML={{ __html: faq.answer }} />
    </section>
  );
}

export function TranslationForm({
  faq,
  form,
  translation,
  onSaved,
  onCancel,
  readingTarget,
}: {
  faq: EditableFaq;
  /** The Spanish draft, kept by Edit FAQ so that it outlives a switch to English and back. */
  form: ReturnType<typeof useFaqDraft>;
  /** The translation as last loaded or saved; null when there is none yet. */
  translation: FaqTranslation | null;
  onSaved: (translation: FaqTranslation | null) => void;
  onCancel: () => void;
  readingTarget: number;
}) {
  const headingId = useId();
  const { busy, run, values } = form;
  const published = translation?.status === "published";

  const save = (status: TranslationStatus) =>
    run(async () => {
      onSaved(
        await patchTranslation(faq.id, {
          ...values,
          status,
          editedAt: translation?.editedAt ?? null,
          contentVersion: faq.contentVersion,
        }),
      );
      toastSuccess(status === "published" ? WORDS.published : WORDS.draftSaved);
    });

  const markCurrent = () =>
    run(async () => {
      onSaved(
        await patchTranslation(faq.id, {
          markCurrent: true,
          editedAt: translation?.editedAt ?? null,
        }),
      );
      toastSuccess(WORDS.markedCurrent);
    });

  return (
    <div className="translation-view">
      <EnglishSource faq={faq} />
      <section className="translation-target" aria-labelledby={headingId}>
        <div className="translation-head">
          <h2 id={headingId}>{WORDS.spanish}</h2>
          <span
            className={`translation-status translation-status-${translation?.status ?? "none"}`}
          >
            {WORDS.status[translation?.status ?? "none"]}
          </span>
        </div>
        {translation?.needsUpdate ? (
          <div className="translation-needs-update">
            <p>
              <strong>{WORDS.needsUpdate}</strong> {WORDS.needsUpdateLine}
            </p>
            <ActionButton className="button button-small" busy={busy} action={markCurrent}>
              {WORDS.markCurrent}
            </ActionButton>
          </div>
        ) : null}
        <FaqForm
          form={form}
          fields={{ readingTarget, language: LANGUAGE }}
          submitLabel={published ? WORDS.savePublished : WORDS.publish}
          onSubmit={() => save("published")}
          leading={
            <>
              <ActionButton action={onCancel}>Cancel Edit</ActionButton>
              <ActionButton busy={busy} action={() => save("draft")}>
                {published ? WORDS.backToDraft : WORDS.saveDraft}
              </ActionButton>
            </>
          }
        />
      </section>
    </div>
  );
}
