"use client";

import Link from "next/link";
import { useId, useState, type ComponentType } from "react";

import { HelpfulVote } from "@/components/faq/helpful-vote";
import { ListenButton } from "@/components/faq/listen-button";
import type { AdminFaq, PublicFaq, StaffFaq } from "@/lib/contract/faq";
import { faqPath } from "@/lib/faq/path";
import { highlightHtml, inlineHtml } from "@/lib/search/highlight";
import type { VisitorText } from "@/lib/visitor-text/en";

/**
 * An FAQ as the list shows it: the public fields, and the editor's names for staff (docs/product.md
 * §3).
 */
export type FaqEntry = PublicFaq &
  Partial<Pick<StaffFaq, "editedByUserFirstName" | "editedByUserLastName" | "readingGrade">> &
  Partial<Pick<AdminFaq, "feedback" | "translationStates">>;

/**
 * What the portal's list shows in an item (components/faq/portal-faq-explorer.tsx), so that the
 * public pages' JavaScript carries none of it: the Edit link in place of the permalink, and the
 * details (Tags, Searches, Reading level, the votes, Edited) in place of the helpful vote, and a
 * marker under the question (issue 28: "No Spanish", "Spanish needs update").
 */
export interface FaqStaffParts {
  Action: ComponentType<{ faq: FaqEntry }>;
  Details: ComponentType<{ faq: FaqEntry }>;
  Marker?: ComponentType<{ faq: FaqEntry }>;
}

/** The words of the FAQ list and of each FAQ in it, in the page's language (lib/visitor-text). */
export type FaqListText = Pick<VisitorText, "list" | "readAloud" | "helpful">;

/** One question; a click expands or collapses its answer (docs/product.md §2). */
export function FaqItemView({
  faq,
  text,
  staff,
  highlight,
}: {
  faq: FaqEntry;
  text: FaqListText;
  /** The portal's parts; none on the public pages. */
  staff?: FaqStaffParts;
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
      {staff?.Marker ? <staff.Marker faq={faq} /> : null}
      <div id={answerId} className="faq-answer" hidden={!open}>
        <div className="faq-answer-body" dangerouslySetInnerHTML={{ __html: answer }} />
        <div className="faq-answer-actions">
          <ListenButton
            scope=".faq-item"
            parts={[".faq-question-text", ".faq-answer-body"]}
            text={text.readAloud}
          />
          {staff ? (
            <staff.Action faq={faq} />
          ) : (
            <Link className="faq-permalink" href={faqPath(faq)}>
              {text.list.openOwnPage}
            </Link>
          )}
        </div>
        {staff ? <staff.Details faq={faq} /> : <HelpfulVote faqId={faq.id} text={text.helpful} />}
      </div>
    </li>
  );
}
