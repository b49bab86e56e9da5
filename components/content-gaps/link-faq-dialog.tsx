"use client";

import { useState } from "react";

import { useAction } from "@/components/forms/use-action";
import { Dialog } from "@/components/ui/dialog";
import { api } from "@/lib/client/api";
import type { ContentGap } from "@/lib/contract/feedback";
import type { AdminFaq } from "@/lib/contract/faq";
import { htmlToText } from "@/lib/text/plain-text";

/** FAQs offered at once; the search box narrows them. */
const SHOWN = 10;

/**
 * Issue 26 "Link to an FAQ": staff find the FAQ that answers a search of Content Gaps with the
 * staff search (GetAdminQueriedFaqs) and pick it; the search text becomes one of its phrasings
 * (LinkContentGap). `onLinked` runs once the link is saved; a refusal's toast comes from the API
 * module (docs/product.md §8) and the dialog stays open.
 */
export function LinkFaqDialog({
  gap,
  onClose,
  onLinked,
}: {
  gap: ContentGap;
  onClose: () => void;
  onLinked: () => void;
}) {
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<AdminFaq[] | null>(null);
  const searching = useAction(async () => {
    if (query.trim() === "") return;
    try {
      setFound(await api.faq.getAdminQueriedFaqs({ searchQuery: query }));
    } catch {
      setFound(null);
    }
  });
  const linking = useAction(async (faq: AdminFaq) => {
    await api.faq.linkContentGap(
      gap.kind === "question"
        ? { id: gap.id, faqId: faq.id, kind: "question" }
        : { id: gap.id, faqId: faq.id },
    );
    onLinked();
  });
  const busy = searching.busy || linking.busy;

  return (
    <Dialog open title="Link to an FAQ" onClose={onClose}>
      <p>
        Pick the FAQ that answers “{gap.text}”. People who search these words will then find it.
        {gap.kind === "question"
          ? " Each visitor who left an e-mail address gets one e-mail with a link to it."
          : null}
      </p>
      <form
        className="link-faq-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void searching.run();
        }}
      >
        <label htmlFor="link-faq-query" className="field-label">
          Find the FAQ
        </label>
        <div className="link-faq-search-row">
          <input
            id="link-faq-query"
            className="field-input"
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
            }}
          />
          <button type="submit" className="button" disabled={busy}>
            Search
          </button>
        </div>
      </form>
      {found === null ? null : found.length === 0 ? (
        <p role="status">No FAQ found. Try other words.</p>
      ) : (
        <ul className="link-faq-results" aria-label="FAQs found">
          {found.slice(0, SHOWN).map((faq) => {
            const question = htmlToText(faq.question);
            return (
              <li key={faq.id}>
                <span>{question}</span>
                <button
                  type="button"
                  className="button button-small button-primary"
                  disabled={busy}
                  onClick={() => void linking.run(faq)}
                >
                  Link
                  <span className="visually-hidden">: “{question}”</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
