"use client";

import { useEffect, useSyncExternalStore } from "react";

import { SpeakerIcon } from "@/components/site/icons";
import { type ReadingLanguage, voiceFor } from "@/lib/client/voices";
import type { VisitorText } from "@/lib/visitor-text/en";

import { useLoadOnPress } from "./load-on-press";
import "./read-aloud.css";

/** Chrome fills its list of voices only once asked, and says so with `voiceschanged`. */
function subscribeToVoices(onChange: () => void): () => void {
  if (!("speechSynthesis" in window)) return () => undefined;
  window.speechSynthesis.addEventListener("voiceschanged", onChange);
  return () => {
    window.speechSynthesis.removeEventListener("voiceschanged", onChange);
  };
}

/**
 * Whether the browser can read the language: English wherever it can speak at all (its default
 * voice reads English); another language only with a voice of its own, never in an English one.
 */
function canRead(language: ReadingLanguage): boolean {
  if (!("speechSynthesis" in window)) return false;
  return language === "en" || voiceFor(language) !== undefined;
}

/**
 * Listen (issue 16): components/faq/listen-controls.tsx once pressed, and until then only its
 * button. Hidden where the browser cannot read the language: the server renders no button.
 */
export function ListenButton(props: {
  /** Selectors inside the closest `scope`, read in order: the question, then the answer. */
  scope: string;
  parts: string[];
  text: VisitorText["readAloud"];
  /** The language of the text read: its voice, and no button where the browser has none. */
  language?: ReadingLanguage;
}) {
  const language = props.language ?? "en";
  const supported = useSyncExternalStore(
    subscribeToVoices,
    () => canRead(language),
    () => false,
  );
  // Listen's workings load on its first press.
  const [Controls, load] = useLoadOnPress(() => import("./listen-controls"));

  useEffect(() => {
    // Chrome fills its list of voices only once asked.
    if (supported) window.speechSynthesis.getVoices();
  }, [supported]);

  if (!supported) return null;
  const idle = (
    <div className="read-aloud">
      <button type="button" className="button button-small" onClick={load}>
        <SpeakerIcon className="listen-icon" /> {props.text.listen}
      </button>
      <span role="status" className="visually-hidden" />
    </div>
  );
  return Controls ? <Controls {...props} /> : idle;
}
