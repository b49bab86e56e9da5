import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { guardPage } from "@/lib/auth/page-guard";
import { ROUTES } from "@/lib/routes";
import { getEditableFaq, seesArchive } from "@/lib/data/faqs";
import { faqIdQuery, languageQuery } from "@/lib/contract/fields";
import { getEnv } from "@/lib/server/env";
import { listPhrasingSuggestions } from "@/lib/data/phrasing-suggestions";
import { listTopicChoices } from "@/lib/data/topic-admin";
import { PhrasingSuggestions } from "@/components/content-gaps/phrasing-suggestions";

import "@/components/content-gaps/content-gaps.css";

import { EditFaqForm } from "./edit-faq-form";

export const metadata: Metadata = { title: ROUTES.editFaq.title };

/**
 * docs/product.md §2 Edit FAQ (Admin or Coach; Delete and Restore for an Admin only, docs/api.md
 * §4). An archived FAQ is an Admin's: for a Coach it is not found. Issue 28: `?language=es` opens
 * its Spanish translation (Content Gaps' "Translate this FAQ"), read by the API's own language
 * field; a language it does not know opens the English.
 */
export default async function EditFaqPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ language?: string | string[] }>;
}) {
  const { user } = await guardPage(ROUTES.editFaq);
  const id = faqIdQuery.safeParse((await params).id);
  const faq = id.success
    ? await getEditableFaq({ id: id.data, withArchived: seesArchive(user) })
    : null;
  if (!faq) notFound();
  const asked = (await searchParams).language;
  const language = languageQuery.safeParse(typeof asked === "string" ? asked : undefined);
  // Issue 38: what visitors suggest for this FAQ, to accept or reject here too.
  const suggestions = await listPhrasingSuggestions({ faqId: faq.id, limit: 20, skip: 0 });
  return (
    <div className="portal-page">
      <EditFaqForm
        key={faq.editedAt ?? "never"}
        faq={faq}
        admin={user.role === "Admin"}
        readingTarget={getEnv().readingLevelTarget}
        language={language.success ? language.data : "en"}
        topics={await listTopicChoices()}
      />
      <PhrasingSuggestions initialItems={suggestions} ofOneFaq />
    </div>
  );
}
