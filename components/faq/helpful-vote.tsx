"use client";

import { useEffect, useId, useState } from "react";

import { useAction } from "@/components/forms/use-action";
import { ToggleGroup } from "@/components/ui/toggle-group";
import { ApiError, api } from "@/lib/client/api";
import { hasVoted, rememberVote } from "@/lib/client/faq-votes";
import {
  FAQ_COMMENT_LIMIT,
  FAQ_VOTE_REASONS,
  type FaqVoteReasonCode,
} from "@/lib/contract/feedback-codes";
import type { Language } from "@/lib/contract/languages";
import type { VisitorText } from "@/lib/visitor-text/en";

import "./helpful-vote.css";

type Step = "ask" | "why" | "done";

/**
 * Issue 16 "Was this helpful?" under an answer: Yes, or No with a reason and an optional comment.
 * One vote per FAQ per browser (lib/client/faq-votes.ts); it works on cached pages, as it only
 * reads this browser's storage once it runs.
 */
export function HelpfulVote({
  faqId,
  text: WORDS,
  language = "en",
  search,
}: {
  faqId: number;
  /** Issue 38: the search the FAQ was reached from; a "Yes" says the FAQ answered it. */
  search?: string | undefined;
  /** The page's language (issue 28): the vote is kept with it. */
  language?: Language;
  /** The page's words for it (lib/visitor-text). */
  text: VisitorText["helpful"];
}) {
  const id = useId();
  const [step, setStep] = useState<Step>("ask");
  const [reason, setReason] = useState<FaqVoteReasonCode | null>(null);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // localStorage exists only in the browser: the server's HTML always asks.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (hasVoted(faqId)) setStep("done");
  }, [faqId]);

  const { busy, run: send } = useAction(async (helpful: boolean) => {
    setError(null);
    try {
      // A fresh anti-forgery token: the page may come from the cache, made for nobody.
      await api.user.getXsrfToken(undefined, { handleErrors: false });
      await api.faq.rateFaq(
        {
          ...(helpful
            ? { id: faqId, helpful, ...(search ? { searchQuery: search } : {}) }
            : { id: faqId, helpful, reason, comment }),
          // English votes are sent as they always were.
          ...(language === "en" ? {} : { language }),
        },
        { handleErrors: false },
      );
      rememberVote(faqId);
      setStep("done");
    } catch (cause) {
      // The API words its field errors in English: another language's page says its own.
      const fields = cause instanceof ApiError && language === "en" ? cause.errors : {};
      setError(fields.Comment?.[0] ?? fields.Reason?.[0] ?? WORDS.failed);
    }
  });

  if (step === "done") {
    return (
      <p className="helpful-vote helpful-vote-done" role="status">
        {WORDS.thanks}
      </p>
    );
  }

  return (
    <div className="helpful-vote" role="group" aria-labelledby={`${id}-ask`}>
      <p id={`${id}-ask`} className="helpful-vote-question">
        {WORDS.question}
      </p>
      <div className="helpful-vote-answers">
        <button type="button" className="button" disabled={busy} onClick={() => void send(true)}>
          {WORDS.yes}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={step === "why"}
          disabled={busy}
          onClick={() => {
            setStep("why");
          }}
        >
          {WORDS.no}
        </button>
      </div>
      {step === "why" ? (
        <div className="helpful-vote-why">
          <div>
            <p id={`${id}-why`} className="helpful-vote-question">
              {WORDS.whyNot}
            </p>
            <ToggleGroup
              labelledBy={`${id}-why`}
              className="helpful-vote-reasons"
              buttonClassName="button helpful-vote-reason"
              options={FAQ_VOTE_REASONS.map((value) => ({ value, label: WORDS.reasons[value] }))}
              chosen={reason}
              onChoose={(code) => {
                setReason((chosen) => (chosen === code ? null : code));
              }}
            />
          </div>
          <label htmlFor={`${id}-comment`}>{WORDS.commentLabel}</label>
          <textarea
            id={`${id}-comment`}
            className="helpful-vote-comment"
            rows={3}
            maxLength={FAQ_COMMENT_LIMIT}
            value={comment}
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setComment(event.target.value);
            }}
          />
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void send(false)}
          >
            {busy ? WORDS.sending : WORDS.send}
          </button>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="helpful-vote-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
