import Link from "next/link";

import type { ContentGap } from "@/lib/contract/feedback";
import { FAQ_VOTE_REASONS } from "@/lib/contract/feedback-codes";
import { AddFaqLink } from "@/components/faq/add-faq-link";
import { ROUTES, pathTo } from "@/lib/routes";
import { helpful } from "@/lib/visitor-text/en/answer";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The portal is in English: the languages by their English names. */
const LANGUAGE_NAMES: Record<string, string> = { en: "English", es: "Spanish" };

const languageName = (gap: ContentGap) => LANGUAGE_NAMES[gap.language ?? "en"] ?? gap.language;

function countLabel(gap: ContentGap): string {
  const n = gap.count;
  const times = `${String(n)} ${n === 1 ? "time" : "times"}`;
  if (gap.kind === "search") return `Searched ${times}`;
  if (gap.kind === "question") {
    // Issue 39: "Asked by 3 visitors", and the searches of the same words it stands for.
    const asked = `Asked by ${String(n)} ${n === 1 ? "visitor" : "visitors"}`;
    const searches = gap.searches ?? 0;
    return searches > 0
      ? `${asked}. Searched ${String(searches)} ${searches === 1 ? "time" : "times"}`
      : asked;
  }
  // Issue 28 "translation wanted": "Asked for in Spanish 3 times".
  if (gap.kind === "translation") return `Asked for in ${languageName(gap) ?? ""} ${times}`;
  return `${String(n)} ${n === 1 ? "reader" : "readers"} said No`;
}

function kindLabel(gap: ContentGap): string {
  if (gap.kind === "translation") return `Translation wanted: ${languageName(gap) ?? ""}`;
  if (gap.kind === "question") {
    // Issue 39: a question sent with "Send us your question".
    const asked = "Asked by a visitor";
    return gap.language && gap.language !== "en"
      ? `${asked} (in ${languageName(gap) ?? ""})`
      : asked;
  }
  if (gap.kind === "faq") return "Answer did not help";
  const found = gap.weak ? "Search found only weak answers" : "Search found nothing";
  // Issue 28: a search made on the Spanish pages says so.
  return gap.language && gap.language !== "en" ? `${found} (in ${languageName(gap) ?? ""})` : found;
}

/** One entry of Content Gaps: what failed, how often and when, and what staff can do about it. */
export function ContentGapItem({
  gap,
  admin,
  onDismiss,
  onLink,
}: {
  gap: ContentGap;
  admin: boolean;
  onDismiss: () => void;
  /** Issue 26 "Link to an FAQ", for a search (issue 39: or a question) not yet answered. */
  onLink: () => void;
}) {
  const last = new Date(gap.lastAt);
  // Issue 39: a visitor's question is answered as a search is.
  const search = gap.kind === "search" || gap.kind === "question";
  return (
    <li className="content-gap">
      <p className="content-gap-kind">{kindLabel(gap)}</p>
      <p className="content-gap-text">{search ? `“${gap.text}”` : gap.text}</p>
      <p className="content-gap-meta">
        {countLabel(gap)}. Last time:{" "}
        <time dateTime={gap.lastAt} suppressHydrationWarning>
          {Number.isNaN(last.getTime()) ? "" : dateFormat.format(last)}
        </time>
      </p>
      {gap.reasons ? (
        <ul className="content-gap-reasons" aria-label="Why not">
          {/* Each reason in the words a visitor chose it by on the English page. */}
          {FAQ_VOTE_REASONS.filter((code) => (gap.reasons?.[code] ?? 0) > 0).map((code) => (
            <li key={code}>
              {helpful.reasons[code]}: {gap.reasons?.[code]}
            </li>
          ))}
        </ul>
      ) : null}
      {gap.comments.length > 0 ? (
        <ul className="content-gap-comments" aria-label="What readers wrote">
          {/* Plain text, as readers typed it: React escapes it, nothing is read as HTML. */}
          {gap.comments.map((comment, index) => (
            <li key={index}>{comment}</li>
          ))}
        </ul>
      ) : null}
      <p className="content-gap-actions">
        {search && admin ? (
          // Add FAQ starts from search text: a question's first 200 characters (issue 39).
          <AddFaqLink search={Array.from(gap.text).slice(0, 200).join("")} />
        ) : null}
        {search && gap.status !== "closed" ? (
          <button type="button" className="button button-small" onClick={onLink}>
            Link to an FAQ
            <span className="visually-hidden">: “{gap.text}”</span>
          </button>
        ) : null}
        {gap.kind === "translation" ? (
          // Edit FAQ with the translation beside the English (issue 28).
          <Link
            className="button button-small"
            href={`${pathTo(ROUTES.editFaq, { id: gap.id })}?language=${gap.language ?? "es"}`}
          >
            Translate this FAQ
            <span className="visually-hidden">: “{gap.text}”</span>
          </Link>
        ) : null}
        {gap.kind === "faq" ? (
          <Link className="button button-small" href={pathTo(ROUTES.editFaq, { id: gap.id })}>
            Edit this FAQ
            <span className="visually-hidden">: “{gap.text}”</span>
          </Link>
        ) : null}
        {gap.status === "open" ? (
          <button type="button" className="button button-small" onClick={onDismiss}>
            Dismiss
            <span className="visually-hidden">: “{gap.text}”</span>
          </button>
        ) : null}
      </p>
    </li>
  );
}
