import type { Metadata } from "next";

import { textAsParagraph } from "@/components/editor/clean-html";
import { guardPage } from "@/lib/auth/page-guard";
import { ROUTES } from "@/lib/routes";
import { searchQueryField } from "@/lib/contract/fields";
import { queryField, type PageWithQuery } from "@/lib/page-query";
import { getEnv } from "@/lib/server/env";
import { listTopicChoices } from "@/lib/data/topic-admin";

import { AddFaqForm } from "./add-faq-form";

export const metadata: Metadata = { title: ROUTES.addFaq.title };

/**
 * docs/product.md §2 "Add FAQ" (Admin only). `?question=` starts the Question with a visitor's
 * search, so User Searches can turn a search that found nothing into a new FAQ.
 */
export default async function AddFaqPage(page: PageWithQuery) {
  await guardPage(ROUTES.addFaq);
  // A visitor's search, read as the search field reads it.
  const prefill = await queryField(page, "question", searchQueryField, "");
  return (
    <div className="portal-page">
      <h1>Add FAQ</h1>
      <AddFaqForm
        initialQuestion={textAsParagraph(prefill)}
        readingTarget={getEnv().readingLevelTarget}
        topics={await listTopicChoices()}
      />
    </div>
  );
}
