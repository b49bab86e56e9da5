"use client";

import Link from "next/link";
import { useId, useState, type ComponentType } from "react";

import { AnswersMyQuestion } from "@/components/faq/answers-my-question";
import { HelpfulVote } from "@/components/faq/helpful-vote";
import { ListenButton } from "@/components/faq/listen-button";
import { OutdatedTranslation } from "@/components/faq/outdated-translation";
import { RequestTranslation } from "@/components/faq/request-translation";
import { DisclosureButton } from "@/components/ui/disclosure-button";
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

/**
 * The words of the FAQ list and of each FAQ in it, in the page's language (lib/visitor-text); on
 * the public pages also the words of the language choice (issue 28).
 */
export type FaqListText = Pick<VisitorText, "list" | "readAloud" | "helpful"> & {
  language?: VisitorText["language"];
  /** Issue 39: the public pages' Say it; the portal's lists have none. */
  sayIt?: VisitorText["sayIt"];
  /** Issue 40: the word before a search result's topic ("Topic:"); public pages only. */
  resultTopic?: string;
};

/** One question; a click expands or collapses its answer (docs/product.md §2). */
export function FaqItemView({
  faq,
  text,
  staff,
  highlight,
  pageLanguage = "en",
  search,
  topic,
}: {
  faq: FaqEntry;
  text: FaqListText;
  /** The page's language: an FAQ shown in another (no translation yet) says so (issue 28). */
  pageLanguage?: PublicFaq["language"];
  /** The portal's parts; none on the public pages. */
  staff?: FaqStaffParts;
  /** The words the search matched, as the database found them (none outside a search). */
  highlight: readonly string[];
  /**
   * Issue 38: the search the list shows the results of, if any, and whether it was weak: a "Yes"
   * says the FAQ answered that search, and a weak search's FAQs offer "This answers my question".
   */
  search?: { text: string; weak: boolean };
  /** Issue 40: a search result's topic, named as a small link to its page. */
  topic?: { name: string; href: string };
}) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  const question = highlightHtml(faq.question, highlight);
  const answer = highlightHtml(faq.answer, highlight);
  // Issue 28: an FAQ the Spanish pages show in English is marked, and read, as English. Issue 38:
  // a Spanish answer on the English page (Spanish typed there) is read as Spanish, its own page
  // is the Spanish one, and "(in English)" is for the Spanish pages only.
  const foreign = faq.language !== pageLanguage ? faq.language : undefined;
  const untranslated = foreign !== undefined && pageLanguage !== "en";
  const ownPage = faqPath(faq, pageLanguage === "en" ? faq.language : pageLanguage);
  // Issue 38: a translation made from an older English text says so, on its own language's pages.
  const outdated =
    pageLanguage !== "en" && faq.language === pageLanguage && faq.translationOutdated === true;

  return (
    <li className="faq-item">
      <h3 className="faq-question-heading">
        <DisclosureButton
          className="faq-question"
          expanded={open}
          controls={answerId}
          onExpandedChange={setOpen}
        >
          <span
            className="faq-question-text"
            lang={foreign}
            dangerouslySetInnerHTML={{ __html: inlineHtml(question) }}
          />
          {untranslated && text.language ? (
            <span className="faq-untranslated"> {text.language.untranslated}</span>
          ) : null}
          <span className="faq-chevron" aria-hidden="true" />
        </DisclosureButton>
      </h3>
      {topic && text.resultTopic ? (
        <p className="faq-topic">
          {text.resultTopic} <a href={topic.href}>{topic.name}</a>
        </p>
      ) : null}
      {staff?.Marker ? <staff.Marker faq={faq} /> : null}
      <div id={answerId} className="faq-answer" hidden={!open}>
        {outdated && text.language ? (
          <OutdatedTranslation text={text.language} englishHref={faqPath(faq, "en")} />
        ) : null}
        <div
          className="faq-answer-body"
          lang={foreign}
          dangerouslySetInnerHTML={{ __html: answer }}
        />
        <div className="faq-answer-actions">
          <ListenButton
            scope=".faq-item"
            parts={[".faq-question-text", ".faq-answer-body"]}
            text={text.readAloud}
            language={faq.language}
          />
          {staff ? (
            <staff.Action faq={faq} />
          ) : (
            <Link className="faq-permalink" href={ownPage}>
              {text.list.openOwnPage}
            </Link>
          )}
        </div>
        {untranslated && text.language ? (
          <RequestTranslation faqId={faq.id} text={text.language} language={pageLanguage} />
        ) : null}
        {!staff && search?.weak ? (
          <AnswersMyQuestion
            faqId={faq.id}
            search={search.text}
            text={text.helpful}
            language={pageLanguage}
          />
        ) : null}
        {staff ? (
          <staff.Details faq={faq} />
        ) : (
          <HelpfulVote
            faqId={faq.id}
            text={text.helpful}
            language={pageLanguage}
            search={search?.text}
          />
        )}
      </div>
    </li>
  );
}
