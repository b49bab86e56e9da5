"use client";

import Link from "next/link";
import { PORTAL_AREA, ROUTES } from "@/lib/routes";

import { errorPage as englishErrorPage } from "@/lib/visitor-text/en/shell";

import { useErrorPageText } from "./error-page-text";

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
 * the not-found pages (app/(public)/not-found.tsx and its like): what went wrong, a button to try again and a way home.
 * No detail of the error: a visitor can do nothing with it, and it may hold what is not theirs.
 * A database outage gives it HTTP 503 (docs/decisions/0023).
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
        <Link href={home.href} className="site-button">
          {home.label}
        </Link>
      </div>
    </div>
  );
}

/**
 * A public page that could not be shown, in the language of the frame around it
 * (components/site/public-shell.tsx); in English where no frame stands.
 */
export function PublicErrorPage({ retry }: { retry: () => void }) {
  const text = useErrorPageText() ?? englishErrorPage;
  return <ErrorPage retry={retry} home={{ href: ROUTES.faq.path, label: text.home }} text={text} />;
}

/** The ways home of the public site and of the portal. */
export const FAQ_HOME = { href: ROUTES.faq.path, label: englishErrorPage.home };
export const PORTAL_HOME = { href: PORTAL_AREA, label: "Go to FAQ Corner" };

/** The props Next.js gives an error.tsx. */
export interface ErrorBoundaryProps {
  error: unknown;
  retry: () => void;
}
