"use client";

import { errorPage as englishErrorPage } from "@/lib/visitor-text/en/shell";

import { useErrorPageFrame } from "./error-page-text";

import "@/components/site/content-page.css";

interface ErrorPageProps {
  /** Next.js's retry() of the error boundary: fetches the page again and shows it. */
  retry: () => void;
  /** Where "Go to the home page" leads: the FAQ site, or the portal. */
  home: { href: string; label: string };
  /** The page's words; the portal and the sign-in screens are in English (issue 28). */
  text?: Pick<typeof englishErrorPage, "heading" | "lead" | "retry">;
}

/**
 * What a page that could not be shown says (issue "client architecture" item 7), in the look of
 * the not-found pages (app/(public)/not-found.tsx and its like): what went wrong, a button to try
 * again and a way home. No detail of the error: a visitor can do nothing with it, and it may hold
 * what is not theirs. A database outage gives it HTTP 503 (docs/decisions/0023).
 *
 * The way home is a plain link: after an error, a whole new page is the surer start, and the
 * error boundaries load this file in a chunk of their own, where next/link would be a second
 * copy of its code on every public page (docs/decisions/0053).
 */
export function ErrorPage({ retry, home, text = englishErrorPage }: ErrorPageProps) {
  return (
    <div className="content-page content-page-short">
      <h1>{text.heading}</h1>
      <p className="content-page-lead">{text.lead}</p>
      <div className="content-page-actions">
        <button type="button" className="site-button site-button-primary" onClick={retry}>
          {text.retry}
        </button>
        <a href={home.href} className="site-button">
          {home.label}
        </a>
      </div>
    </div>
  );
}

/**
 * A public page that could not be shown, in the language of the frame around it
 * (components/site/public-shell.tsx), which also says where its FAQ list is; in English, leading
 * to the site's home, where no frame stands.
 */
export function PublicErrorPage({ retry }: { retry: () => void }) {
  const frame = useErrorPageFrame();
  const text = frame?.text ?? englishErrorPage;
  return (
    <ErrorPage
      retry={retry}
      home={{ href: frame?.home ?? FAQ_HOME.href, label: text.home }}
      text={text}
    />
  );
}

/**
 * The FAQ's way home for the error pages outside the public frame (the root's and the sign-in
 * screens'): the site's home, "/", which leads to the FAQ list (HOME_REDIRECTS in lib/routes.ts).
 * The root's error page is loaded with every page, and the route table there would be a second
 * copy of it on each.
 */
export const FAQ_HOME = { href: "/", label: englishErrorPage.home };

/** The props Next.js gives an error.tsx. */
export interface ErrorBoundaryProps {
  error: unknown;
  retry: () => void;
}
