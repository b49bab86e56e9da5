import "server-only";

import { revalidatePath } from "next/cache";

import { announceFaqPagesChanged } from "@/lib/server/faq-cache-sync";

/**
 * The public FAQ pages are served from Next's cache until an FAQ changes (app/(public)/faq). Every
 * FAQ write calls this after it is saved, so an added, edited, archived or restored FAQ shows
 * (or disappears, docs/api.md §6) on the very next visit, on this app server and on every other one
 * on the same PostgreSQL (lib/server/faq-cache-sync.ts).
 */
export function revalidateFaqPages(): void {
  revalidateFaqPagesHere();
  announceFaqPagesChanged();
}

/**
 * Clears the cached FAQ pages of this server only; inside a request (a route handler). Everything
 * is revalidated, sitemap included: FAQ writes are rare, and a page forgotten here would show
 * stale content.
 */
export function revalidateFaqPagesHere(): void {
  revalidatePath("/", "layout");
}
