"use client";

import { useSyncExternalStore } from "react";

import { STORAGE_KEYS } from "@/lib/client/storage";
import { storedChoice, useStoredChoice } from "@/lib/client/use-stored-choice";
import type { VisitorText } from "@/lib/visitor-text/en";

const noSubscription = () => () => undefined;

// Closed once, closed on every visit (docs/product.md §3: choices live in localStorage).
const OFFER = storedChoice<"open" | "closed">(
  STORAGE_KEYS.spanishOfferClosed,
  (raw) => (raw === "true" ? "closed" : "open"),
  (state) => String(state === "closed"),
  "open",
);

/** Whether the browser lists Spanish before English among the visitor's languages. */
function prefersSpanish(): boolean {
  const order = navigator.languages.map((tag) => tag.toLowerCase().split("-")[0]);
  const spanish = order.indexOf("es");
  const english = order.indexOf("en");
  return spanish >= 0 && (english < 0 || spanish < english);
}

/**
 * Issue 28: on the English /faq, a small "Ver en español" link for a browser that prefers Spanish,
 * which the visitor can close. It never redirects: the page is the same cached page for everyone,
 * and only the browser knows its languages.
 */
export function LanguageOffer({ text, href }: { text: VisitorText["language"]; href: string }) {
  const wanted = useSyncExternalStore(noSubscription, prefersSpanish, () => false);
  const [state, setState] = useStoredChoice(OFFER);
  if (!wanted || state === "closed") return null;
  return (
    <p className="language-offer" lang="es">
      <a href={href} hrefLang="es">
        {text.offer}
      </a>
      <button
        type="button"
        className="language-offer-close"
        aria-label={text.offerClose}
        onClick={() => {
          setState("closed");
        }}
      >
        ×
      </button>
    </p>
  );
}
