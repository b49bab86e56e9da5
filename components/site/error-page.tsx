"use client";

import Link from "next/link";
import { PORTAL_AREA } from "@/lib/routes";

interface ErrorPageProps {
  /** Next.js's retry() of the error boundary: fetches the page again and shows it. */
  retry: () => void;
  /** Where "Go to the home page" leads: the FAQ site, or the portal. */
  home: { href: string; label: string };
}

/**
 * What a page that could not be shown says (issue "client architecture" item 7), in the look of
 * the not-found page (app/not-found.tsx): what went wrong, a button to try again and a way home.
 * No detail of the error: a visitor can do nothing with it, and it may hold what is not theirs.
 * A database outage gives it HTTP 503 (docs/decisions/0023).
 */
export function ErrorPage({ retry, home }: ErrorPageProps) {
  return (
    <div className="content-page content-page-short">
      <h1>Something went wrong</h1>
      <p className="content-page-lead">
        We could not load this page. Please try again in a moment.
      </p>
      <div className="content-page-actions">
        <button type="button" className="site-button site-button-primary" onClick={retry}>
          Try again
        </button>
        <Link href={home.href} className="site-button">
          {home.label}
        </Link>
      </div>
    </div>
  );
}

/** The ways home of the public site and of the portal. */
export const FAQ_HOME = { href: "/faq", label: "Go to the FAQ home page" };
export const PORTAL_HOME = { href: PORTAL_AREA, label: "Go to FAQ Corner" };

/** The props Next.js gives an error.tsx. */
export interface ErrorBoundaryProps {
  error: unknown;
  retry: () => void;
}
