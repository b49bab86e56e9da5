/**
 * The browser's own speech recognition (the Web Speech API), as "Say it" uses it (issue 39;
 * docs/decisions/0048). The sound goes from the microphone to the browser, and from there to the
 * browser's speech service or to a recogniser on the device: never to our servers. TypeScript's
 * DOM types have none of it, so the little used is described here.
 */

import type { Language } from "@/lib/contract/languages";

/** What a result event carries: each result's best guess, interim or final. */
interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}

export interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  /** Recognise on the device only (browsers that offer it; others ignore it). */
  processLocally?: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type Availability = "available" | "downloadable" | "downloading" | "unavailable";

interface RecognitionApi {
  new (): Recognition;
  /** Whether the languages can be recognised (on the device, with processLocally). Newer browsers. */
  available?: (options: { langs: string[]; processLocally: boolean }) => Promise<Availability>;
}

/** The browser's speech recognition, prefixed or not; none where it has none. */
export function recognitionApi(): RecognitionApi | undefined {
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionApi;
    webkitSpeechRecognition?: RecognitionApi;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

/** The first of the browser's languages that is `language`, lower case, if any. */
function browserTag(language: Language, browser: readonly string[]): string | undefined {
  return browser
    .map((tag) => tag.toLowerCase())
    .find((tag) => tag === language || tag.startsWith(`${language}-`));
}

/**
 * The language to recognise, the page's own in the visitor's variety: American English where the
 * browser's English is en-US, else British; the Spanish of the Americas (es-US) where the
 * browser's Spanish names a country there or Latin America (es-MX, es-419…), else Spain's.
 */
export function recognitionLanguage(language: Language, browser: readonly string[]): string {
  const tag = browserTag(language, browser);
  if (language === "en") return tag === "en-us" ? "en-US" : "en-GB";
  return tag === undefined || tag === "es" || tag === "es-es" ? "es-ES" : "es-US";
}

/** Whether the browser can recognise `lang` on the device, now (no language pack to download). */
export async function onDevice(lang: string): Promise<boolean> {
  const available = recognitionApi()?.available;
  if (!available) return false;
  try {
    return (await available({ langs: [lang], processLocally: true })) === "available";
  } catch {
    return false; // A policy that blocks it, or a browser that half knows it: the online service.
  }
}

/** Whether the visitor blocked the microphone for the site (where the browser says). */
export async function microphoneBlocked(): Promise<boolean> {
  try {
    return (await navigator.permissions.query({ name: "microphone" })).state === "denied";
  } catch {
    return false; // A browser that cannot tell: the recogniser's own error will say.
  }
}

/** Everything recognised so far, as one line. */
export function transcript(event: RecognitionResultEvent): string {
  return Array.from(event.results, (result) => result[0]?.transcript ?? "")
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/** What went wrong, in the words the visitor is shown; nothing for a stop we asked for. */
export type Problem = "noSpeech" | "blocked" | "network" | "failed";

export function problemOf(error: string): Problem | null {
  switch (error) {
    case "aborted":
      return null;
    case "no-speech":
      return "noSpeech";
    case "not-allowed":
    case "service-not-allowed":
      return "blocked";
    case "network":
      return "network";
    default:
      return "failed";
  }
}
