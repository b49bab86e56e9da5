"use client";

import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";

import { useFormErrors } from "@/components/forms/form-errors";
import { FormProblems } from "@/components/forms/form-problems";
import { TextAreaField, TextField } from "@/components/forms/text-field";
import { useAction } from "@/components/forms/use-action";
import { submitWith } from "@/components/forms/use-api-form";
import { Dialog } from "@/components/ui/dialog";
import { ApiError, api, type FieldErrors } from "@/lib/client/api";
import type { Language } from "@/lib/contract/languages";
import { VISITOR_QUESTION_MESSAGES } from "@/lib/contract/visitor-question-codes";
import { faqHome } from "@/lib/faq/path";
import type { VisitorText } from "@/lib/visitor-text/en";

import "./send-question.css";

type Words = VisitorText["ask"];

/**
 * Issue 39 "Send us your question": a button under a weak or empty search and in the support hint
 * that opens a short form in a dialog: the question (filled with the search, editable), an
 * optional e-mail address to hear when it is answered, one line on what we do with it, and a
 * field people never see that catches simple robots (PostVisitorQuestion). The dialog is drawn at
 * the end of the page, so that the button may stand inside a paragraph.
 */
export function SendQuestion({
  words,
  language,
  search = "",
  className = "button",
}: {
  /** The page's words for it (lib/visitor-text). */
  words: Words;
  /** The page's language: the question's, and the e-mail's. */
  language: Language;
  /** What the visitor searched for: the question to start from. */
  search?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Focus goes back to the button once the dialog has gone: while a modal dialog is open, the
  // rest of the page cannot take it.
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      opener.current?.focus();
    }
  }, [open]);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        {words.open}
      </button>
      {open
        ? createPortal(
            <QuestionDialog
              words={words}
              language={language}
              search={search}
              onClose={() => {
                setOpen(false);
              }}
            />,
            document.body,
          )
        : null}
    </>
  );
}

/** The API's field messages (in English) in the page's words, by field. */
function pageErrors(errors: FieldErrors, words: Words): FieldErrors {
  const shown: FieldErrors = {};
  /** The field's message: `known`'s words when the API said `known`, `other` for any other. */
  const inWords = (
    field: "Question" | "Email",
    known: string,
    knownWords: string,
    other: string,
  ) => {
    const message = errors[field]?.[0];
    if (message !== undefined) shown[field] = [message === known ? knownWords : other];
  };
  const { questionTooLong, tooManyWaiting } = VISITOR_QUESTION_MESSAGES;
  inWords("Question", questionTooLong, words.errors.questionTooLong, words.errors.questionMissing);
  inWords("Email", tooManyWaiting, words.errors.tooManyWaiting, words.errors.email);
  return shown;
}

function QuestionDialog({
  words,
  language,
  search,
  onClose,
}: {
  words: Words;
  language: Language;
  search: string;
  onClose: () => void;
}) {
  const trapId = useId();
  const [question, setQuestion] = useState(search);
  const [email, setEmail] = useState("");
  const [trap, setTrap] = useState("");
  const [problems, setProblems] = useState<string[]>([]);
  const [thanks, setThanks] = useState<string | null>(null);
  const { formRef, errors, fail, clear } = useFormErrors();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (thanks !== null) closeRef.current?.focus();
  }, [thanks]);

  const { busy, run } = useAction(async () => {
    clear();
    setProblems([]);
    try {
      // A fresh anti-forgery token: the page may come from the cache, made for nobody.
      await api.user.getXsrfToken(undefined, { handleErrors: false });
      const { message } = await api.faq.postVisitorQuestion(
        {
          question,
          email: email.trim() === "" ? null : email,
          ...(language === "en" ? {} : { language }),
          ...(trap === "" ? {} : { website: trap }),
        },
        { handleErrors: false },
      );
      setThanks(message);
    } catch (cause) {
      const status = cause instanceof ApiError ? cause.status : -1;
      const fields = cause instanceof ApiError ? pageErrors(cause.errors, words) : {};
      if (Object.keys(fields).length > 0) {
        fail(new ApiError(words.errors.failed, 400, undefined, fields));
        return;
      }
      setProblems([
        status === 0
          ? words.errors.offline
          : status === 429
            ? words.errors.flood
            : words.errors.failed,
      ]);
    }
  });

  return (
    <Dialog open title={words.title} onClose={onClose} className="send-question-dialog">
      {thanks !== null ? (
        <>
          <p className="send-question-thanks" role="status">
            {thanks}
          </p>
          <div className="dialog-actions">
            <button
              ref={closeRef}
              type="button"
              className="button button-primary"
              onClick={onClose}
            >
              {words.close}
            </button>
          </div>
        </>
      ) : (
        <form
          ref={formRef}
          className="send-question-form"
          method="post"
          noValidate
          aria-busy={busy}
          onSubmit={submitWith(run)}
        >
          <p className="send-question-intro">{words.intro}</p>
          <TextAreaField
            label={words.questionLabel}
            hint={words.questionHint}
            errors={errors.Question}
            name="question"
            rows={4}
            value={question}
            onChange={(event) => {
              setQuestion(event.target.value);
            }}
          />
          <TextField
            label={words.emailLabel}
            hint={words.emailHint}
            errors={errors.Email}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
            }}
          />
          <p className="send-question-privacy">
            {words.privacy} <a href={`${faqHome(language)}/privacy-policy`}>{words.privacyLink}</a>
          </p>
          {/* For robots only: off the screen, out of the tab order, hidden from screen readers. */}
          <div className="send-question-trap" aria-hidden="true">
            <label htmlFor={trapId}>{words.trap}</label>
            <input
              id={trapId}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={trap}
              onChange={(event) => {
                setTrap(event.target.value);
              }}
            />
          </div>
          <FormProblems messages={problems} />
          <div className="dialog-actions">
            <button type="button" className="button" onClick={onClose}>
              {words.cancel}
            </button>
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? words.sending : words.send}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
