"use client";

import { usePathname, useRouter } from "next/navigation";
import { useCallback, useEffect } from "react";

/** The user list: where "go back" leads when there is no earlier page to go back to. */
export const USER_LIST_PATH = "/faq/portal/admin/users/display-users";

// The user screens visited in this document. Going back is only safe within one document: a
// browser back to a page that was loaded on its own reloads it (the toast is lost, or a cached
// copy shows the user as they were), and may even leave the site.
const visited: string[] = [];

/** Records each user screen shown; the users layout calls it once. */
export function useRecordVisits(): void {
  const pathname = usePathname();
  useEffect(() => {
    if (visited.at(-1) !== pathname) visited.push(pathname);
  }, [pathname]);
}

/**
 * SPEC §4 "go back" after registering, editing or deleting a user, and Edit User's back arrow:
 * the previous page when this tab came here from another user screen, else the user list.
 */
export function useGoBack(fallback: string = USER_LIST_PATH): () => void {
  const router = useRouter();
  return useCallback(() => {
    if (visited.length > 1) router.back();
    else router.push(fallback);
  }, [fallback, router]);
}
