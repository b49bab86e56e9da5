import type { Metadata } from "next";

import { ContentGaps } from "@/components/content-gaps/content-gaps";
import { guardPage } from "@/lib/auth/page-guard";
import { ROUTES } from "@/lib/routes";
import { CONTENT_GAP_PAGE_SIZE } from "@/lib/constants";
import { listContentGaps } from "@/lib/data/content-gaps";
import { listPhrasingSuggestions } from "@/lib/data/phrasing-suggestions";
import { PhrasingSuggestions } from "@/components/content-gaps/phrasing-suggestions";

import "@/components/content-gaps/content-gaps.css";

export const metadata: Metadata = { title: ROUTES.contentGaps.title };

/** Issue 38: the suggestions shown at once, most visitors first. */
const SUGGESTIONS_SHOWN = 50;

/**
 * Issue 16 "Content Gaps" (Admin or Coach): searches that found nothing and answers readers marked
 * not helpful, and (issue 28) FAQs visitors asked to read in Spanish, in one queue; above it
 * (issue 38) the ways of asking visitors suggest for FAQs. Only an Admin gets "Add an FAQ for this" (Add FAQ is Admin only).
 */
export default async function ContentGapsPage() {
  const { user } = await guardPage(ROUTES.contentGaps);
  const [items, suggestions] = await Promise.all([
    listContentGaps({ status: "open", orderBy: 0, limit: CONTENT_GAP_PAGE_SIZE, skip: 0 }),
    // Issue 38: the first page; answered ones leave it, and a reload brings the next.
    listPhrasingSuggestions({ limit: SUGGESTIONS_SHOWN, skip: 0 }),
  ]);
  return (
    <div className="portal-page">
      <h1>Content Gaps</h1>
      <p className="content-gaps-intro">
        Searches that found nothing, answers that did not help, and FAQs readers asked to read in
        Spanish. Fix them, or dismiss them.
      </p>
      <PhrasingSuggestions initialItems={suggestions} />
      <ContentGaps admin={user.role === "Admin"} initialItems={items} />
    </div>
  );
}
