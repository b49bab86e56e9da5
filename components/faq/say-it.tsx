"use client";

import { useSyncExternalStore } from "react";

import { MicrophoneIcon } from "@/components/site/icons";
import type { Language } from "@/lib/contract/languages";
import type { VisitorText } from "@/lib/visitor-text/en";

import { useLoadOnPress } from "./load-on-press";
import "./say-it.css";

const noChanges = () => () => undefined;

/** Whether the browser has speech recognition, prefixed or not (as recognitionApi() finds it). */
function canRecognise(): boolean {
  const scope = window as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
  return (scope.SpeechRecognition ?? scope.webkitSpeechRecognition) !== undefined;
}

/**
 * "Say it" (issue 39; docs/decisions/0048) beside a search box: components/faq/say-it-controls.tsx
 * once pressed, and until then only its button. Not shown where the browser has no speech
 * recognition: the server renders nothing.
 */
export function SayIt(props: {
  language: Language;
  words: VisitorText["sayIt"];
  onWords: (text: string) => void;
}) {
  const supported = useSyncExternalStore(noChanges, canRecognise, () => false);
  // Say it's workings load on its first press.
  const [Controls, load] = useLoadOnPress(() => import("./say-it-controls"));
  if (!supported) return null;
  const button = (
    <button type="button" className="button say-it" onClick={load}>
      <MicrophoneIcon className="say-it-icon" /> {props.words.sayIt}
    </button>
  );
  return Controls ? <Controls {...props} /> : button;
}
