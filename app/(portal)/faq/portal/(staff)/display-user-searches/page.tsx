import type { Metadata } from "next";

import { UserSearches } from "@/components/searches/user-searches";
import { guardPage } from "@/lib/auth/page-guard";
import { ROUTES } from "@/lib/routes";
import { USER_SEARCH_PAGE_SIZE } from "@/lib/constants";
import { listSearchQuerySummaries } from "@/lib/search/user-searches";

export const metadata: Metadata = { title: ROUTES.userSearches.title };

/**
 * docs/product.md §2 "User searches" (Admin or Coach). Only an Admin gets the Add FAQ links
 * (docs/product.md §6).
 */
export default async function DisplayUserSearchesPage() {
  const { user } = await guardPage(ROUTES.userSearches);
  // docs/product.md §2: 'Sort Date/Popularity' (2) is the default order.
  const items = await listSearchQuerySummaries({
    limit: USER_SEARCH_PAGE_SIZE,
    skip: 0,
    orderBy: 2,
  });
  return (
    <div className="portal-page">
      <h1>User Searches</h1>
      <UserSearches admin={user.role === "Admin"} initialItems={items} />
    </div>
  );
}
