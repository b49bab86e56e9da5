"use client";

import { useEffect, useId, useRef, useState } from "react";

import { useAction } from "@/components/forms/use-action";
import { api } from "@/lib/client/api";
import {
  hasRequestedTranslation,
  rememberTranslationRequest,
} from "@/lib/client/faq-translation-requests";
import type { TranslationLanguage } from "@/lib/contract/languages";
import type { VisitorText } from "@/lib/visitor-text/en";

import "./request-translation.css";

type Step = "ask" | "done";

/**
 * Issue 28 "Pedir en español" (docs/decisions/0042-translation-wanted.md): under an FAQ shown in
 * English on a page in another language, a button that asks for its translation
 * (RequestFaqTranslation). Once asked, or asked before in this browser
 * (lib/client/faq-translation-requests.ts), it says thanks instead. It works on cached pages as
 * "Was this helpful?" does (components/faq/helpful-vote.tsx): it reads this browser's storage only
 * once it runs, and gets a fresh anti-forgery token before it sends. React attaches its handler,
 * so the strict CSP holds (no inline handler in the HTML).
 *
 * For screen readers: the button names what it does in the page's words, `describedBy` can tie it
 * to the FAQ's question, the thanks and any failure are announced, and the thanks takes the focus
 * the button had, so that a keyboard user stays where they were.
 */
export function RequestTranslation({
  faqId,
  language = "es",
  text: WORDS,
  describedBy,
}: {
  faqId: number;
  /** The language asked for: the page's, which its words are in. */
  language?: TranslationLanguage;
  /** The page's words for it (lib/visitor-text, the `language` area). */
  text: Pick<
    VisitorText["language"],
    | "requestTranslation"
    | "translationRequested"
    | "requestingTranslation"
    | "translationRequestFailed"
  >;
  /** The id of the FAQ's question on the page, so that the button says which FAQ it asks for. */
  describedBy?: string;
}) {
  const id = useId();
  const [step, setStep] = useState<Step>("ask");
  const [failed, setFailed] = useState(false);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const pressed = useRef(false);

  useEffect(() => {
    // localStorage exists only in the browser: the server's HTML always offers the button.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (hasRequestedTranslation(faqId, language)) setStep("done");
  }, [faqId, language]);

  useEffect(() => {
    // The button is gone: its focus goes to the thanks that replaced it (only after a press).
    if (step === "done" && pressed.current) thanksRef.current?.focus();
  }, [step]);

  const { busy: sending, run: send } = useAction(async () => {
    pressed.current = true;
    setFailed(false);
    try {
      // A fresh anti-forgery token: the page may come from the cache, made for nobody.
      await api.user.getXsrfToken(undefined, { handleErrors: false });
      await api.faq.requestFaqTranslation({ id: faqId, language }, { handleErrors: false });
      rememberTranslationRequest(faqId, language);
      setStep("done");
    } catch {
      setFailed(true);
    }
  });

  return (
    <div className="request-translation" lang={language}>
      {step === "done" ? (
        <p
          ref={thanksRef}
          className="request-translation-done"
          role="status"
          tabIndex={-1}
          aria-describedby={describedBy}
        >
          {WORDS.translationRequested}
        </p>
      ) : (
        <button
          type="button"
          className="button button-small request-translation-button"
          aria-describedby={
            [describedBy, failed ? `${id}-error` : undefined].filter(Boolean).join(" ") || undefined
          }
          aria-disabled={sending ? true : undefined}
          onClick={() => {
            if (!sending) void send();
          }}
        >
          {sending ? WORDS.requestingTranslation : WORDS.requestTranslation}
        </button>
      )}
      {failed && step !== "done" ? (
        <p id={`${id}-error`} className="request-translation-error" role="alert">
          {WORDS.translationRequestFailed}
        </p>
      ) : null}
    </div>
  );
}
