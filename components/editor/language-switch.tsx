"use client";

import { ToggleGroup, type ToggleOptions } from "@/components/ui/toggle-group";
import type { Language } from "@/lib/contract/languages";
import { TRANSLATION_MESSAGES } from "@/lib/messages";

const LANGUAGE_OPTIONS: ToggleOptions<Language> = [
  { value: "en", label: TRANSLATION_MESSAGES.languages.en },
  { value: "es", label: TRANSLATION_MESSAGES.languages.es },
];

/**
 * Issue 28: "English | Spanish" on Edit FAQ and its History, pressed buttons like the lists'
 * orders (ToggleGroup). The portal stays in English; the choice says which text is shown.
 */
export function LanguageSwitch({
  language,
  onChoose,
}: {
  language: Language;
  onChoose: (language: Language) => void;
}) {
  return (
    <ToggleGroup
      label={TRANSLATION_MESSAGES.languageLabel}
      options={LANGUAGE_OPTIONS}
      chosen={language}
      onChoose={onChoose}
    />
  );
}
