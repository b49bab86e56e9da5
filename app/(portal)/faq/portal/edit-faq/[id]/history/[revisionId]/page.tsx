import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { BackButton } from "@/components/forms/back-button";
import { RestoreVersionButton } from "@/components/revisions/restore-version-button";
import { RevisionDiffView } from "@/components/revisions/revision-diff-view";
import { REVISION_KIND_LABELS, revisionAuthor } from "@/components/revisions/revision-list";
import { RevisionTime } from "@/components/revisions/revision-time";
import { guardPage } from "@/lib/auth/page-guard";
import { pathInLanguage, pathTo, ROUTES } from "@/lib/routes";
import { faqIdQuery, revisionIdQuery } from "@/lib/contract/fields";
import { getRevision } from "@/lib/data/faq-revisions";
import { getEditableFaq, seesArchive } from "@/lib/data/faqs";
import { listTopicChoices } from "@/lib/data/topic-admin";
import { revisionDiff } from "@/lib/faq/revision-diff";
import { TOPIC_MESSAGES, TRANSLATION_MESSAGES } from "@/lib/messages";
import { htmlToText } from "@/lib/text/plain-text";

export const metadata: Metadata = { title: ROUTES.faqVersion.title };

/**
 * Issue 17: one revision against the FAQ's current text, word by word. An Admin may bring it back
 * ("Restore this version"); a Coach sees it only. The FAQ's editedAt as this page loaded goes with
 * the restore, so a change made meanwhile is not overwritten (409). Issue 28: a Spanish version is
 * compared with the Spanish translation, and restored with the translation's editedAt.
 */
export default async function FaqRevisionPage({
  params,
}: {
  params: Promise<{ id: string; revisionId: string }>;
}) {
  const { user } = await guardPage(ROUTES.faqVersion);
  const { id: rawId, revisionId: rawRevisionId } = await params;
  const id = faqIdQuery.safeParse(rawId);
  const revisionId = revisionIdQuery.safeParse(rawRevisionId);
  if (!id.success || !revisionId.success) notFound();
  const withArchived = seesArchive(user);
  const [faq, revision] = await Promise.all([
    getEditableFaq({ id: id.data, withArchived }),
    getRevision({ id: revisionId.data, withArchived }),
  ]);
  if (!faq || revision?.faqId !== faq.id) notFound();
  const history = pathInLanguage(pathTo(ROUTES.faqHistory, { id: faq.id }), revision.language);
  // A revision's text is of its own language: the English FAQ's, or its translation's.
  const current = revision.language === "en" ? faq : faq.translations[revision.language];
  if (!current) notFound();
  // Issue 40: an English version keeps the FAQ's topic, compared by name.
  const names = new Map((await listTopicChoices()).map((topic) => [topic.id, topic.name]));
  const topicName = (topicId: number | null) =>
    topicId === null ? TOPIC_MESSAGES.noTopic : (names.get(topicId) ?? TOPIC_MESSAGES.deletedTopic);
  const topic =
    revision.language === "en"
      ? { now: topicName(faq.topicId), then: topicName(revision.topicId) }
      : undefined;
  return (
    <div className="portal-page">
      <div className="edit-faq-top">
        <BackButton fallback={history} />
      </div>
      <h1>Compare with the current text</h1>
      <p className="revision-question">{htmlToText(faq.question)}</p>
      {revision.language === "es" ? <p>{TRANSLATION_MESSAGES.spanishVersion}</p> : null}
      <p>
        {REVISION_KIND_LABELS[revision.kind]} by {revisionAuthor(revision)},{" "}
        <RevisionTime iso={revision.createdAt} />
      </p>
      <RevisionDiffView fields={revisionDiff(current, revision, topic)} />
      {user.role === "Admin" ? (
        <RestoreVersionButton
          faqId={faq.id}
          revisionId={revision.id}
          editedAt={current.editedAt}
          language={revision.language}
        />
      ) : null}
    </div>
  );
}
