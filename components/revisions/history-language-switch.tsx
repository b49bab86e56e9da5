"use client";

import { useRouter } from "next/navigation";

import { LanguageSwitch } from "@/components/editor/language-switch";
import { pathInLanguage } from "@/lib/routes";
import type { Language } from "@/lib/contract/languages";

/**
 * Issue 28: History lists one language at a time (GetFaqRevisions's `language`); Edit FAQ's
 * switch here opens the other language's history, from its newest version.
 */
export function HistoryLanguageSwitch({
  historyPath,
  language,
}: {
  historyPath: string;
  language: Language;
}) {
  const router = useRouter();
  return (
    <LanguageSwitch
      language={language}
      onChoose={(next) => {
        if (next !== language) router.replace(pathInLanguage(historyPath, next));
      }}
    />
  );
}
