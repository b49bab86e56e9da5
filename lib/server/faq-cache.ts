import "server-only";

import { revalidatePath } from "next/cache";

/**
 * The public FAQ pages are served from Next's cache until an FAQ changes (app/(public)/faq). Every
 * FAQ write through the app calls this after it is saved, so an added, edited, archived or
 * restored FAQ shows (or disappears, docs/api.md §6) on this server's very next visit. The other
 * servers, and this one again, hear of the change from the trigger of the faqs table, as they do
 * of changes made any other way (lib/server/faq-cache-sync.ts).
 *
 * Issue 40: the topics' pages and tiles are public pages too, cleared by the same call; a topic
 * write (add, rename, reorder, delete) calls this once it is saved, and the other servers hear the
 * topics table's trigger (migration 0024, docs/decisions/0051).
 */
export function revalidateFaqPages(): void {
  revalidateFaqPagesHere();
}

/**
 * Clears the cached FAQ pages of this server only; inside a request (a route handler). Everything
 * is revalidated, sitemap included: FAQ writes are rare, and a page forgotten here would show
 * stale content.
 */
export function revalidateFaqPagesHere(): void {
  revalidatePath("/", "layout");
}
