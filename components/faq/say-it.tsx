"use client";

import { useState, useSyncExternalStore } from "react";

import { MicrophoneIcon } from "@/components/site/icons";
import type { Language } from "@/lib/contract/languages";
import type { VisitorText } from "@/lib/visitor-text/en";

import "./say-it.css";

type Controls = (typeof import("./say-it-controls"))["default"];

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
  // Say it's workings: they load on its first press, not with the page (docs/decisions/0056).
  // Until they arrive the button stays as it is, focus on it.
  const [Controls, setControls] = useState<Controls | null>(null);
  if (!supported) return null;
  const button = (
    <button
      type="button"
      className="button say-it"
      onClick={() => {
        void import("./say-it-controls").then((loaded) => {
          setControls(() => loaded.default);
        });
      }}
    >
      <MicrophoneIcon className="say-it-icon" /> {props.words.sayIt}
    </button>
  );
  return Controls ? <Controls {...props} /> : button;
}
