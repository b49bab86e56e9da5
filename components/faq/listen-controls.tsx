"use client";

import { useEffect, useRef, useState } from "react";

import { SpeakerIcon } from "@/components/site/icons";
import { ToggleGroup } from "@/components/ui/toggle-group";
import {
  pauseReading,
  restartSentence,
  startReading,
  stopReading,
  type Reader,
  type ReaderState,
  type ReadingLanguage,
} from "@/lib/client/read-aloud";
import { STORAGE_KEYS } from "@/lib/client/storage";
import { storedChoice, useStoredChoice } from "@/lib/client/use-stored-choice";
import type { VisitorText } from "@/lib/visitor-text/en";

/** "Normal" keeps the gentle pace the site always read at; "Slower" is for learners. */
const RATES = { normal: 0.9, slower: 0.7 } as const;
type Speed = keyof typeof RATES;
const SPEED = storedChoice<Speed>(
  STORAGE_KEYS.readAloudSpeed,
  (raw) => (raw === "slower" ? "slower" : "normal"),
  String,
  "normal",
);

/** Listen's words, in the page's language. */
type Words = VisitorText["readAloud"];

/** What the live region says for each change; the controls themselves say the rest. */
function announcement(text: Words, state: ReaderState, ended?: boolean): string {
  if (state === "reading") return text.reading;
  if (state === "paused") return text.paused;
  return ended ? text.finished : text.stopped;
}

/**
 * Listen's workings, loaded on its first press (components/faq/listen-button.tsx,
 * docs/decisions/0056), which starts them. Listen (issue 16): reads `parts` (selectors inside the
 * closest `scope`, in order: the question, then the answer) aloud, highlighting the sentence and
 * word being read. While it reads, Listen becomes Pause or Resume, Stop and the speed; focus
 * moves with it, and a polite live region says "Reading", "Paused", "Stopped" or "Finished".
 */
export default function ListenControls({
  scope,
  parts,
  text,
  language = "en",
}: {
  scope: string;
  parts: string[];
  text: Words;
  /** The language of the text read: its voice, and no button where the browser has none. */
  language?: ReadingLanguage;
}) {
  const [state, setState] = useState<ReaderState>("idle");
  const [said, setSaid] = useState("");
  const [speed, setSpeed] = useStoredChoice(SPEED);
  const box = useRef<HTMLDivElement>(null);
  const listen = useRef<HTMLButtonElement>(null);
  const pause = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  const reader = useRef<Reader | null>(null);

  useEffect(
    () => () => {
      if (reader.current) stopReading(reader.current);
    },
    [],
  );

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (state === "idle" ? listen : pause).current?.focus();
  }, [state]);

  // Mounted by the first press of the Listen button that stood here: it reads as that press would
  // (after the effect above, which would otherwise take this start's focus move to Listen).
  const firstPress = useRef(true);
  useEffect(() => {
    if (!firstPress.current) return;
    firstPress.current = false;
    // Focus stays on Listen, this one now, if reading does not start.
    listen.current?.focus();
    start();
  });

  function start() {
    const root = box.current?.closest(scope);
    if (!root) return;
    const next: Reader = {
      parts: parts.flatMap((selector) => root.querySelector(selector) ?? []),
      language,
      rate: () => RATES[SPEED.read()],
      shown: () => (box.current?.getClientRects().length ?? 0) > 0,
      onState: (to, ended) => {
        // Back to Listen only if focus was on the controls, never taken from elsewhere.
        if (to === "idle" && box.current?.contains(document.activeElement)) {
          moveFocus.current = true;
        }
        setState(to);
        setSaid(announcement(text, to, ended));
      },
    };
    reader.current = next;
    moveFocus.current = true;
    startReading(next);
  }

  function chooseSpeed(next: Speed) {
    setSpeed(next);
    if (reader.current) restartSentence(reader.current);
  }

  return (
    <div ref={box} className="read-aloud">
      {state === "idle" ? (
        <button ref={listen} type="button" className="button button-small" onClick={start}>
          <SpeakerIcon className="listen-icon" /> {text.listen}
        </button>
      ) : (
        <>
          <button
            ref={pause}
            type="button"
            className="button button-small"
            onClick={() => {
              if (reader.current) pauseReading(reader.current, state === "reading");
            }}
          >
            {state === "reading" ? text.pause : text.resume}
          </button>
          <button
            type="button"
            className="button button-small"
            onClick={() => {
              if (reader.current) stopReading(reader.current);
            }}
          >
            {text.stop}
          </button>
          <ToggleGroup
            label={text.speed}
            className="read-aloud-speed"
            options={(["slower", "normal"] as const).map((value) => ({
              value,
              label: text[value],
            }))}
            chosen={speed}
            onChoose={chooseSpeed}
          />
        </>
      )}
      <span role="status" className="visually-hidden">
        {said}
      </span>
    </div>
  );
}
