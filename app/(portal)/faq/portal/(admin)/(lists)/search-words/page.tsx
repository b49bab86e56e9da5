import type { Metadata } from "next";

import { SearchWords } from "@/components/search-words/search-words";
import { guardPage } from "@/lib/auth/page-guard";
import { ROUTES } from "@/lib/routes";
import { listSynonymGroups } from "@/lib/data/synonyms";

export const metadata: Metadata = { title: ROUTES.searchWords.title };

/** Issue 13: the groups of words that mean the same for search. Admin only. */
export default async function SearchWordsPage() {
  await guardPage(ROUTES.searchWords);
  const groups = await listSynonymGroups();
  return (
    <div className="portal-page">
      <h1>Search words</h1>
      <p className="search-words-lead">
        Words in a group mean the same when people search. A search for one of them also finds
        answers that use the others.
      </p>
      <SearchWords initialGroups={groups} />
    </div>
  );
}
