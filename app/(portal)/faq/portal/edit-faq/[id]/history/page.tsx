import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { BackButton } from "@/components/forms/back-button";
import { RevisionList } from "@/components/revisions/revision-list";
import { guardPage } from "@/lib/auth/page-guard";
import { pathTo, ROUTES } from "@/lib/routes";
import { faqIdQuery, skipQuery } from "@/lib/contract/fields";
import { listRevisions } from "@/lib/data/faq-revisions";
import { getEditableFaq, seesArchive } from "@/lib/data/faqs";
import { htmlToText } from "@/lib/search/highlight";

export const metadata: Metadata = { title: ROUTES.faqHistory.title };

/** Revisions on one screen; older ones follow a link. */
const PAGE_SIZE = 50;

/**
 * Issue 17: Edit FAQ's History, the FAQ's revisions newest first (Admin or Coach; an archived
 * FAQ's for an Admin only).
 */
export default async function FaqHistoryPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ skip?: string | string[] }>;
}) {
  const { user } = await guardPage(ROUTES.faqHistory);
  const withArchived = seesArchive(user);
  const id = faqIdQuery.safeParse((await params).id);
  const faq = id.success ? await getEditableFaq({ id: id.data, withArchived }) : null;
  if (!faq) notFound();
  const skipParam = (await searchParams).skip;
  const skip = skipQuery.safeParse(typeof skipParam === "string" ? skipParam : undefined);
  const from = skip.success ? skip.data : 0;
  const revisions =
    (await listRevisions({ faqId: faq.id, limit: PAGE_SIZE + 1, skip: from, withArchived })) ?? [];
  const base = pathTo(ROUTES.editFaq, { id: faq.id });
  return (
    <div className="portal-page">
      <div className="edit-faq-top">
        <BackButton fallback={base} />
      </div>
      <h1>History</h1>
      <p className="revision-question">{htmlToText(faq.question)}</p>
      <p>Newest first. Open a version to see what changed.</p>
      <RevisionList faqId={faq.id} revisions={revisions.slice(0, PAGE_SIZE)} />
      {revisions.length > PAGE_SIZE ? (
        <Link className="button" href={`${base}/history?skip=${String(from + PAGE_SIZE)}`}>
          Older versions
        </Link>
      ) : null}
    </div>
  );
}
