"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";

/** The user list: where "go back" leads when this tab has no page to go back to. */
export const USER_LIST_PATH = "/faq/portal/admin/users/display-users";

/**
 * SPEC §4 "go back" after registering, editing or deleting a user: the previous page, or the
 * user list when the screen was opened on its own (a bookmark, a new tab).
 */
export function useGoBack(fallback: string = USER_LIST_PATH): () => void {
  const router = useRouter();
  return useCallback(() => {
    if (window.history.length > 1) router.back();
    else router.push(fallback);
  }, [fallback, router]);
}
