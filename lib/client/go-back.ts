"use client";

import { usePathname, useRouter } from "next/navigation";
import { useCallback, useEffect } from "react";
import { ROUTES } from "@/lib/routes";

/** The user list: where "go back" leads when there is no earlier page to go back to. */
export const USER_LIST_PATH = ROUTES.displayUsers.path;

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

// The portal page shown in this document (null outside the portal), whether a link or a push
// from another portal page led to it, and where the browser's Back or Forward last went.
let portalPage: string | null = null;
let pushedFromPortal = false;
let traversedTo: string | null = null;

/**
 * Records how each portal page is reached; the portal shell calls it once. Back or Forward leaves
 * the page before unknown, and a page the shell mounts on came from outside the portal.
 */
export function useRecordPortalPages(): void {
  const pathname = usePathname();
  useEffect(() => {
    const onTraverse = () => {
      traversedTo = window.location.pathname;
    };
    window.addEventListener("popstate", onTraverse);
    return () => {
      window.removeEventListener("popstate", onTraverse);
      portalPage = null;
    };
  }, []);
  useEffect(() => {
    if (pathname === portalPage) return;
    pushedFromPortal = portalPage !== null && traversedTo !== pathname;
    portalPage = pathname;
    traversedTo = null;
  }, [pathname]);
}

/**
 * What tells that there is a page to go back to: "visits", a user screen recorded above (the user
 * screens); "history", any page in this tab's history (Edit FAQ's Back and Cancel Edit);
 * "portal", a portal page of this document that led here (Edit FAQ's Save: the portal's frame
 * stays, and its toast with it, where going back to another document or site would lose it).
 */
export type BackTo = "visits" | "history" | "portal";

function canGoBack(backTo: BackTo): boolean {
  if (backTo === "visits") return visited.length > 1;
  if (backTo === "portal") return pushedFromPortal;
  return window.history.length > 1;
}

/**
 * docs/product.md §4 "go back" after saving, registering, editing or deleting, and the back arrows:
 * the previous page when there is one to go back to, else `fallback` (by default the user list).
 */
export function useGoBack(
  fallback: string = USER_LIST_PATH,
  backTo: BackTo = "visits",
): () => void {
  const router = useRouter();
  return useCallback(() => {
    if (canGoBack(backTo)) router.back();
    else router.push(fallback);
  }, [backTo, fallback, router]);
}
