"use client";

import { OrderButtons } from "@/components/lists/list-controls";
import type { OrderOptions } from "@/components/lists/list-order";
import type { Language } from "@/lib/contract/languages";
import { TRANSLATION_MESSAGES } from "@/lib/messages";

const LANGUAGE_OPTIONS: OrderOptions<Language> = [
  { value: "en", label: TRANSLATION_MESSAGES.languages.en },
  { value: "es", label: TRANSLATION_MESSAGES.languages.es },
];

/**
 * Issue 28: "English | Spanish" on Edit FAQ and its History, the lists' pressed buttons
 * (OrderButtons). The portal stays in English; the choice says which text is shown.
 */
export function LanguageSwitch({
  language,
  onChoose,
}: {
  language: Language;
  onChoose: (language: Language) => void;
}) {
  return (
    <OrderButtons
      label={TRANSLATION_MESSAGES.languageLabel}
      options={LANGUAGE_OPTIONS}
      chosen={language}
      onChoose={onChoose}
    />
  );
}
