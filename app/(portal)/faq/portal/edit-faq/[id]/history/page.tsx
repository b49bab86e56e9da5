import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { BackButton } from "@/components/forms/back-button";
import { HistoryLanguageSwitch } from "@/components/revisions/history-language-switch";
import { RevisionList } from "@/components/revisions/revision-list";
import { guardPage } from "@/lib/auth/page-guard";
import { pathInLanguage, pathTo, ROUTES } from "@/lib/routes";
import { faqIdQuery, languageQuery, skipQuery } from "@/lib/contract/fields";
import { listRevisions } from "@/lib/data/faq-revisions";
import { getEditableFaq, seesArchive } from "@/lib/data/faqs";
import { TRANSLATION_MESSAGES } from "@/lib/messages";
import { htmlToText } from "@/lib/text/plain-text";

export const metadata: Metadata = { title: ROUTES.faqHistory.title };

/** Revisions on one screen; older ones follow a link. */
const PAGE_SIZE = 50;

/**
 * Issue 17: Edit FAQ's History, the FAQ's revisions newest first (Admin or Coach; an archived
 * FAQ's for an Admin only). Issue 28: one language at a time, English unless `?language=es`, with
 * Edit FAQ's switch between them.
 */
export default async function FaqHistoryPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ skip?: string | string[]; language?: string | string[] }>;
}) {
  const { user } = await guardPage(ROUTES.faqHistory);
  const withArchived = seesArchive(user);
  const id = faqIdQuery.safeParse((await params).id);
  const faq = id.success ? await getEditableFaq({ id: id.data, withArchived }) : null;
  if (!faq) notFound();
  const { skip: skipParam, language: languageParam } = await searchParams;
  const skip = skipQuery.safeParse(typeof skipParam === "string" ? skipParam : undefined);
  const from = skip.success ? skip.data : 0;
  const asked = languageQuery.safeParse(
    typeof languageParam === "string" ? languageParam : undefined,
  );
  const language = asked.success ? asked.data : "en";
  const revisions =
    (await listRevisions({
      faqId: faq.id,
      limit: PAGE_SIZE + 1,
      skip: from,
      withArchived,
      language,
    })) ?? [];
  const base = pathTo(ROUTES.editFaq, { id: faq.id });
  const history = pathTo(ROUTES.faqHistory, { id: faq.id });
  const older = `${history}?skip=${String(from + PAGE_SIZE)}`;
  return (
    <div className="portal-page">
      <div className="edit-faq-top">
        <BackButton fallback={pathInLanguage(base, language)} />
      </div>
      <h1>History</h1>
      <p className="revision-question">{htmlToText(faq.question)}</p>
      <HistoryLanguageSwitch historyPath={history} language={language} />
      <p>
        {language === "es"
          ? TRANSLATION_MESSAGES.spanishHistory
          : "Newest first. Open a version to see what changed."}
      </p>
      <RevisionList faqId={faq.id} revisions={revisions.slice(0, PAGE_SIZE)} />
      {revisions.length > PAGE_SIZE ? (
        <Link className="button" href={language === "en" ? older : `${older}&language=${language}`}>
          Older versions
        </Link>
      ) : null}
    </div>
  );
}
