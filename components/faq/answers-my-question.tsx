"use client";

import { useState } from "react";

import { useAction } from "@/components/forms/use-action";
import { api } from "@/lib/client/api";
import type { Language } from "@/lib/contract/languages";
import type { VisitorText } from "@/lib/visitor-text/en";

/**
 * Issue 38: "This answers my question" under each FAQ of a search the search was not sure of. It
 * tells staff which FAQ answered that search (PostSearchAnswered); once two different visitors
 * say so, staff see it under Suggested phrasings and may teach the search those words. Nothing
 * changes for the next visitor until they do.
 */
export function AnswersMyQuestion({
  faqId,
  search,
  text: WORDS,
  language,
}: {
  faqId: number;
  /** The search whose results show this FAQ. */
  search: string;
  text: VisitorText["helpful"];
  language: Language;
}) {
  const [said, setSaid] = useState(false);
  const [failed, setFailed] = useState(false);
  const { busy, run: send } = useAction(async () => {
    setFailed(false);
    try {
      // A fresh anti-forgery token: the page may come from the cache, made for nobody.
      await api.user.getXsrfToken(undefined, { handleErrors: false });
      await api.faq.postSearchAnswered(
        { id: faqId, searchQuery: search, ...(language === "en" ? {} : { language }) },
        { handleErrors: false },
      );
      setSaid(true);
    } catch {
      setFailed(true);
    }
  });

  if (said) {
    return (
      <p className="answers-mine answers-mine-done" role="status">
        {WORDS.answersMineThanks}
      </p>
    );
  }
  return (
    <div className="answers-mine">
      <button type="button" className="button" disabled={busy} onClick={() => void send()}>
        {WORDS.answersMine}
      </button>
      {failed ? (
        <p className="answers-mine-failed" role="alert">
          {WORDS.failed}
        </p>
      ) : null}
    </div>
  );
}
