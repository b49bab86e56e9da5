/**
 * The browser's voices, apart from the reader (lib/client/read-aloud.ts), so that whether Listen
 * shows can be known before the reader's code loads (docs/decisions/0056).
 */

/** The languages the site reads aloud: the text's own, never the browser's default. */
export type ReadingLanguage = "en" | "es";

/**
 * A voice of the language, the visitor's own variety first (es-US, es-MX, es-ES…, whichever the
 * browser has); voices may arrive after the first use.
 */
export function voiceFor(language: ReadingLanguage): SpeechSynthesisVoice | undefined {
  const prefix = new RegExp(`^${language}\\b`, "i");
  const voices = window.speechSynthesis.getVoices().filter((voice) => prefix.test(voice.lang));
  const own = navigator.languages.map((tag) => tag.toLowerCase());
  const lang = (voice: SpeechSynthesisVoice) => voice.lang.toLowerCase().replace("_", "-");
  return (
    own.flatMap((tag) => voices.find((voice) => lang(voice) === tag) ?? [])[0] ??
    voices.find((voice) => voice.default) ??
    voices[0]
  );
}
