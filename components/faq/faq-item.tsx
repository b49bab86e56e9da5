"use client";

import Link from "next/link";
import { useId, useState } from "react";

import { FaqFeedbackDetails } from "@/components/faq/faq-feedback-details";
import { HelpfulVote } from "@/components/faq/helpful-vote";
import { ListenButton } from "@/components/faq/listen-button";
import type { AdminFaq, PublicFaq, StaffFaq } from "@/lib/contract/faq";
import { faqPath } from "@/lib/faq/path";
import { highlightHtml, inlineHtml } from "@/lib/search/highlight";

/**
 * An FAQ as the list shows it: the public fields, and the editor's names for staff (docs/product.md
 * §3).
 */
export type FaqEntry = PublicFaq &
  Partial<Pick<StaffFaq, "editedByUserFirstName" | "editedByUserLastName" | "readingGrade">> &
  Partial<Pick<AdminFaq, "feedback">>;

/** One question; a click expands or collapses its answer (docs/product.md §2). */
export function FaqItemView({
  faq,
  admin,
  highlight,
}: {
  faq: FaqEntry;
  admin: boolean;
  /** The words the search matched, as the database found them (none outside a search). */
  highlight: readonly string[];
}) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  const question = highlightHtml(faq.question, highlight);
  const answer = highlightHtml(faq.answer, highlight);

  return (
    <li className="faq-item">
      <h3 className="faq-question-heading">
        <button
          type="button"
          className="faq-question"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => {
            setOpen((value) => !value);
          }}
        >
          <span
            className="faq-question-text"
            dangerouslySetInnerHTML={{ __html: inlineHtml(question) }}
          />
          <span className="faq-chevron" aria-hidden="true" />
        </button>
      </h3>
      <div id={answerId} className="faq-answer" hidden={!open}>
        <div className="faq-answer-body" dangerouslySetInnerHTML={{ __html: answer }} />
        <div className="faq-answer-actions">
          <ListenButton scope=".faq-item" parts={[".faq-question-text", ".faq-answer-body"]} />
          {admin ? (
            <Link className="button button-small" href={`/faq/portal/edit-faq/${String(faq.id)}`}>
              Edit
            </Link>
          ) : (
            <Link className="faq-permalink" href={faqPath(faq)}>
              Open this question on its own page
            </Link>
          )}
        </div>
        {admin ? null : <HelpfulVote faqId={faq.id} />}
        {admin ? (
          <dl className="faq-admin-details">
            <div>
              <dt>Tags</dt>
              <dd>{faq.tags === "" ? "None" : faq.tags}</dd>
            </div>
            <div>
              <dt>Searches</dt>
              <dd>{faq.ranking}</dd>
            </div>
            {faq.readingGrade ? (
              <div>
                <dt>Reading level</dt>
                <dd>Grade {faq.readingGrade}</dd>
              </div>
            ) : null}
            <FaqFeedbackDetails feedback={faq.feedback} />
            {faq.editedAt ? (
              <div>
                <dt>Edited</dt>
                <dd suppressHydrationWarning>
                  {new Date(faq.editedAt).toLocaleString()}, by {faq.editedByUserFirstName}{" "}
                  {faq.editedByUserLastName}
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </div>
    </li>
  );
}
