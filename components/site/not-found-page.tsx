import type { Metadata } from "next";
import Link from "next/link";

import { SignpostPicture } from "@/components/site/icons";
import { faqHome } from "@/lib/faq/path";
import { type Language, visitorText } from "@/lib/visitor-text";

import "@/components/site/content-page.css";

/** The not-found page's title and description, in `language`. */
export function notFoundMetadata(language: Language): Metadata {
  const { notFound } = visitorText(language);
  return { title: notFound.title, description: notFound.description };
}

/**
 * Every unknown path and /page-not-found (docs/product.md §2), answered with HTTP 404 (docs/api.md
 * §8): what went wrong, and the way back to the FAQ and its search, in `language`. The frame
 * around it is the layout's, or the global not-found page's own.
 */
export function NotFoundContent({ language }: { language: Language }) {
  const words = visitorText(language).notFound;
  const home = faqHome(language);
  return (
    <div className="content-page content-page-short">
      <SignpostPicture className="content-page-picture" />
      <p className="content-page-kicker">{words.kicker}</p>
      <h1>{words.heading}</h1>
      <p className="content-page-lead">{words.lead}</p>
      <p>{words.body}</p>

      <div className="content-page-actions">
        <Link href={home} className="site-button site-button-primary">
          {words.homeLink}
        </Link>
        <Link href={`${home}#search`} className="site-button">
          {words.searchLink}
        </Link>
      </div>

      <form action={home} method="get" role="search" className="site-search">
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
  );
}
