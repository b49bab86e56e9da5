import "server-only";

import { after } from "next/server";

import { reserveClosing } from "@/lib/server/content-gap-closer";
import { revalidateFaqPages } from "@/lib/server/faq-cache";

/**
 * What follows every FAQ write of the API, once it is saved: the public pages are revalidated
 * on every server, and an FAQ added, edited or brought back may answer searches that found
 * nothing (Content Gaps, issue 16). Those are run again just after the answer is sent, so the
 * editor does not wait for them (lib/server/content-gap-closer.ts).
 */
export function faqWritten({ mayAnswerSearches }: { mayAnswerSearches: boolean }): void {
  revalidateFaqPages();
  if (mayAnswerSearches) after(reserveClosing());
}
