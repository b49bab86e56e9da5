"use client";

import { ListenButton } from "@/components/faq/listen-button";
import { MarkedText } from "@/components/site/marked-text";
import { STORAGE_KEYS } from "@/lib/client/storage";
import { storedChoice, useStoredChoice } from "@/lib/client/use-stored-choice";
import {
  TIPS_BANNER_ID as BANNER_ID,
  TIPS_BANNER_SCRIPT as HIDE_IF_CLOSED,
} from "@/lib/security/inline-scripts.mjs";
import type { VisitorText } from "@/lib/visitor-text/en";

/*
 * Runs as the browser parses the page, before its first paint: hides the banner that a visitor
 * closed on an earlier visit. /faq comes from Next's cache, the same HTML for everyone, and only
 * the browser knows the choice; without this the banner would either appear after the page's
 * JavaScript has run, pushing the list down (a layout shift, and the late "largest paint" that
 * cost Lighthouse's performance score), or show and vanish for those who closed it. Cached pages
 * allow their inline scripts by hash (docs/decisions/0010); a page rendered per request (the
 * results of /faq?q=) passes the request's nonce. Its source lives in
 * lib/security/inline-scripts.mjs, the list of inline scripts that cached pages may run.
 */
// "page": as the server rendered it, before the browser's choice is read; only the browser
// knows whether it was closed before.
const TIPS_BANNER = storedChoice<"page" | "open" | "closed">(
  STORAGE_KEYS.tipsBannerClosed,
  (raw) => (raw === "true" ? "closed" : "open"),
  (state) => String(state === "closed"),
  "page",
);

/** docs/product.md §2: a dismissible tips banner; the choice persists (docs/product.md §3). */
export function TipsBanner({
  text,
  listen,
  nonce,
}: {
  /** The banner's words and Listen's, in the page's language (lib/visitor-text). */
  text: VisitorText["tips"];
  listen: VisitorText["readAloud"];
  nonce?: string;
}) {
  const [state, setState] = useStoredChoice(TIPS_BANNER);

  if (state === "closed") return null;
  return (
    <>
      <aside id={BANNER_ID} className="tips-banner" aria-label={text.label}>
        <p>
          <MarkedText text={text.text} />
        </p>
        <div className="tips-banner-actions">
          <ListenButton scope=".tips-banner" parts={[".tips-banner p"]} text={listen} />
          <button
            type="button"
            className="button button-small"
            // Until the page's JavaScript runs, a click could not be remembered.
            disabled={state === "page"}
            onClick={() => {
              setState("closed");
            }}
          >
            {text.close}
          </button>
        </div>
      </aside>
      {state === "page" ? (
        <script
          nonce={nonce}
          // Browsers hide a nonce from the page once read, so the client sees it empty.
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: HIDE_IF_CLOSED }}
        />
      ) : null}
    </>
  );
}
