"use client";

import { useRouter } from "next/navigation";

import { ActionButton } from "@/components/forms/action-button";
import { LEAVING } from "@/components/forms/use-action";
import { toastSuccess } from "@/components/forms/use-api-form";
import { api } from "@/lib/client/api";
import { MESSAGES } from "@/lib/messages";
import type { Language } from "@/lib/contract/languages";
import { ROUTES, pathInLanguage, pathTo } from "@/lib/routes";

/**
 * Issue 17: an Admin's "Restore this version". It sends the FAQ's editedAt as the page loaded it:
 * if someone changed the FAQ since, the API refuses (409) and its toast says why
 * (lib/client/api.ts shows every failure, docs/product.md §8). Issue 28: a Spanish version sends
 * the translation's editedAt, and goes back to the Spanish history.
 */
export function RestoreVersionButton({
  faqId,
  revisionId,
  editedAt,
  language = "en",
}: {
  faqId: number;
  revisionId: number;
  editedAt: string | null;
  /** The version's language: its history is where the restore goes back to. */
  language?: Language;
}) {
  const router = useRouter();

  async function restore() {
    await api.faq.restoreFaqRevision({ id: revisionId, editedAt });
    toastSuccess(MESSAGES.versionRestored);
    router.push(pathInLanguage(pathTo(ROUTES.faqHistory, { id: faqId }), language));
    router.refresh();
    return LEAVING;
  }

  return (
    <ActionButton className="button button-primary" action={restore}>
      Restore this version
    </ActionButton>
  );
}
