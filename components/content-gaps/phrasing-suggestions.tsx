"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";

import { toastSuccess } from "@/components/forms/use-api-form";
import { api } from "@/lib/client/api";
import type { PhrasingSuggestion } from "@/lib/contract/suggestions";
import { ROUTES, pathTo } from "@/lib/routes";

/**
 * Issue 38 "Suggested phrasings": the ways visitors asked that an FAQ answered them, once enough
 * different visitors said so (lib/data/phrasing-suggestions.ts). Staff tick the ways worth
 * teaching the search and Accept (they become "Also asked as" phrasings of the FAQ), or Reject
 * (the suggestion never returns). Shown on Content Gaps for every FAQ, and on Edit FAQ for its own.
 */
export function PhrasingSuggestions({
  initialItems,
  ofOneFaq = false,
}: {
  initialItems: PhrasingSuggestion[];
  /** On Edit FAQ: the FAQ's own, without its question. */
  ofOneFaq?: boolean;
}) {
  const router = useRouter();
  const [items, setItems] = useState(initialItems);
  const headingId = useId();

  function answered(suggestion: PhrasingSuggestion, message: string) {
    setItems((shown) => shown.filter((item) => item !== suggestion));
    toastSuccess(message);
    // Edit FAQ reloads the FAQ it shows: its phrasings and edit stamp changed.
    router.refresh();
  }

  if (ofOneFaq && items.length === 0) return null;
  return (
    <section className="phrasing-suggestions" aria-labelledby={headingId}>
      <h2 id={headingId}>Suggested phrasings</h2>
      <p className="content-gaps-intro">
        Visitors searched in these words and said the FAQ answered them. Accept the ways that fit to
        teach the search, or reject them.
      </p>
      {items.length === 0 ? (
        <p className="faq-empty">No suggestions yet.</p>
      ) : (
        <ol className="content-gap-list phrasing-suggestion-list">
          {items.map((suggestion) => (
            <SuggestionItem
              key={`${String(suggestion.faqId)}-${suggestion.language}-${suggestion.reading}`}
              suggestion={suggestion}
              ofOneFaq={ofOneFaq}
              onAnswered={(message) => {
                answered(suggestion, message);
              }}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

/** A suggestion's two answers, in the order their buttons stand. */
const ANSWERS = [
  { label: "Accept", accept: true },
  { label: "Reject", accept: false },
] as const;

function SuggestionItem({
  suggestion,
  ofOneFaq,
  onAnswered,
}: {
  suggestion: PhrasingSuggestion;
  ofOneFaq: boolean;
  onAnswered: (message: string) => void;
}) {
  const [chosen, setChosen] = useState(() => suggestion.ways.map((way) => way.text));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const key = {
    faqId: suggestion.faqId,
    language: suggestion.language,
    reading: suggestion.reading,
  };

  async function answer(accept: boolean) {
    setError(null);
    if (accept && chosen.length === 0) {
      setError("Tick at least one way of asking.");
      return;
    }
    setBusy(true);
    try {
      if (accept) await api.faq.acceptPhrasingSuggestion({ ...key, phrasings: chosen });
      else await api.faq.rejectPhrasingSuggestion(key);
    } catch {
      setBusy(false);
      return; // The toast of docs/product.md §8 said why; the suggestion stays.
    }
    onAnswered(accept ? "Accepted. The search now knows these words." : "Rejected.");
  }

  const visitors = `${String(suggestion.visitors)} ${suggestion.visitors === 1 ? "visitor" : "visitors"}`;
  const where = suggestion.language === "es" ? " on the Spanish pages" : "";
  return (
    <li className="phrasing-suggestion">
      <p className="content-gap-kind">Suggested by {visitors}</p>
      {ofOneFaq ? null : (
        <p className="content-gap-text">
          <Link href={pathTo(ROUTES.editFaq, { id: suggestion.faqId })}>{suggestion.question}</Link>
        </p>
      )}
      <fieldset className="phrasing-suggestion-ways" aria-describedby={error ? errorId : undefined}>
        <legend>Asked{where} as</legend>
        {suggestion.ways.map((way) => (
          <label key={way.text} className="phrasing-suggestion-way">
            <input
              type="checkbox"
              checked={chosen.includes(way.text)}
              onChange={(event) => {
                const { checked } = event.target;
                setChosen((ways) =>
                  checked ? [...ways, way.text] : ways.filter((text) => text !== way.text),
                );
              }}
            />{" "}
            “{way.text}”{" "}
            <span className="content-gap-meta">
              ({String(way.visitors)} {way.visitors === 1 ? "visitor" : "visitors"})
            </span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id={errorId} className="field-errors" role="alert">
          {error}
        </p>
      ) : null}
      <p className="content-gap-actions">
        {ANSWERS.map(({ label, accept }) => (
          <button
            key={label}
            type="button"
            className="button button-small"
            disabled={busy}
            onClick={() => void answer(accept)}
          >
            {label}
            <span className="visually-hidden">: {suggestion.question}</span>
          </button>
        ))}
      </p>
    </li>
  );
}
