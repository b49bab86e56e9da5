import type { Metadata } from "next";
import Link from "next/link";

import { SignpostPicture } from "@/components/site/icons";
import { PublicShell } from "@/components/site/public-shell";
import { getEnv } from "@/lib/server/env";

export const metadata: Metadata = {
  title: "Page not found",
  description: "We could not find that page. It may have moved, or the address may be mistyped.",
};

/**
 * Every unknown path and /page-not-found (docs/product.md §2), answered with HTTP 404 (docs/api.md
 * §8). The root not-found renders outside the (public) layout, so it brings the public shell
 * itself.
 */
export default function NotFound() {
  const { supportEmail, marketingSiteUrl } = getEnv();
  return (
    <PublicShell supportEmail={supportEmail} marketingSiteUrl={marketingSiteUrl}>
      <div className="content-page content-page-short">
        <SignpostPicture className="content-page-picture" />
        <p className="content-page-kicker">Error 404</p>
        <h1>Sorry, we cannot find that page</h1>
        <p className="content-page-lead">
          The web address may have a mistake in it, or the page may have moved.
        </p>
        <p>You can go back to our home page, or search for what you need.</p>

        <div className="content-page-actions">
          <Link href="/faq" className="site-button site-button-primary">
            Go to the FAQ home page
          </Link>
          <Link href="/faq#search" className="site-button">
            Go to the search
          </Link>
        </div>

        <form action="/faq" method="get" role="search" className="site-search">
          <label htmlFor="not-found-search">Search the questions</label>
          <div className="site-search-row">
            <input
              id="not-found-search"
              type="search"
              name="q"
              maxLength={200}
              required
              enterKeyHint="search"
              placeholder="For example: reading at home"
            />
            <button type="submit" className="site-button site-button-primary">
              Search
            </button>
          </div>
        </form>
      </div>
    </PublicShell>
  );
}
