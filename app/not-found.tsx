import type { Metadata } from "next";
import Link from "next/link";

import { SignpostPicture } from "@/components/site/icons";
import { PublicShell } from "@/components/site/public-shell";
import { getEnv } from "@/lib/server/env";
import { visitorText } from "@/lib/visitor-text";

// Every unknown path is English for now (issue 28 adds /es).
const text = visitorText("en");

export const metadata: Metadata = {
  title: text.notFound.title,
  description: text.notFound.description,
};

/**
 * Every unknown path and /page-not-found (docs/product.md §2), answered with HTTP 404 (docs/api.md
 * §8). The root not-found renders outside the (public) layout, so it brings the public shell
 * itself.
 */
export default function NotFound() {
  const { supportEmail, marketingSiteUrl } = getEnv();
  const { shell, readingSettings, errorPage, notFound: words } = text;
  return (
    <PublicShell
      text={{ shell, readingSettings, errorPage }}
      supportEmail={supportEmail}
      marketingSiteUrl={marketingSiteUrl}
    >
      <div className="content-page content-page-short">
        <SignpostPicture className="content-page-picture" />
        <p className="content-page-kicker">{words.kicker}</p>
        <h1>{words.heading}</h1>
        <p className="content-page-lead">{words.lead}</p>
        <p>{words.body}</p>

        <div className="content-page-actions">
          <Link href="/faq" className="site-button site-button-primary">
            {words.homeLink}
          </Link>
          <Link href="/faq#search" className="site-button">
            {words.searchLink}
          </Link>
        </div>

        <form action="/faq" method="get" role="search" className="site-search">
          <label htmlFor="not-found-search">{words.searchLabel}</label>
          <div className="site-search-row">
            <input
              id="not-found-search"
              type="search"
              name="q"
              maxLength={200}
              required
              enterKeyHint="search"
              placeholder={words.placeholder}
            />
            <button type="submit" className="site-button site-button-primary">
              {words.search}
            </button>
          </div>
        </form>
      </div>
    </PublicShell>
  );
}
