import { PortalPage, routeMetadata } from "@/components/portal/portal-page";
import { SearchWords } from "@/components/search-words/search-words";
import { guardPage } from "@/lib/auth/page-guard";
import { listSynonymGroups } from "@/lib/data/synonyms";
import { ROUTES } from "@/lib/routes";

export const metadata = routeMetadata(ROUTES.searchWords);

/** Issue 13: the groups of words that mean the same for search. Admin only. */
export default async function SearchWordsPage() {
  await guardPage(ROUTES.searchWords);
  return (
    <PortalPage
      route={ROUTES.searchWords}
      lead="Words in a group mean the same when people search. A search for one of them also finds answers that use the others."
    >
      <SearchWords initialGroups={await listSynonymGroups()} />
    </PortalPage>
  );
}
