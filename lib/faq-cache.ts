import "server-only";

import { revalidatePath } from "next/cache";

/**
 * The public FAQ pages are served from Next's cache until an FAQ changes (app/(public)/faq). Every
 * FAQ write calls this after it is saved, so an added, edited, archived or restored FAQ shows
 * (or disappears, CONTRACT §6) on the very next visit. Everything is revalidated, sitemap
 * included: FAQ writes are rare, and a page forgotten here would show stale content.
 */
export function revalidateFaqPages(): void {
  revalidatePath("/", "layout");
}
