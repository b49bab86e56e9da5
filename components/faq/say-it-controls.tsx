"use client";

import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { flushSync } from "react-dom";

import { MicrophoneIcon } from "@/components/site/icons";
import {
  microphoneBlocked,
  onDevice,
  problemOf,
  type Recognition,
  recognitionApi,
  recognitionLanguage,
  transcript,
} from "@/lib/client/speech-recognition";
import { readStorage, STORAGE_KEYS, writeStorage } from "@/lib/client/storage";
import type { Language } from "@/lib/contract/languages";
import type { VisitorText } from "@/lib/visitor-text/en";

type Words = VisitorText["sayIt"];

/** The search box's longest text (components/lists/list-controls.tsx). */
const LONGEST = 200;

const noChanges = () => () => undefined;
const browserLanguages = () =>
  navigator.languages.length > 0 ? navigator.languages : [navigator.language];

/**
 * Say it's workings, loaded on its first press (components/faq/say-it.tsx, docs/decisions/0056),
 * which they then make. "Say it" (issue 39; docs/decisions/0048): in a search box's form, it
 * listens with the browser's speech recognition in the page's language, gives the words to the
 * box (`onWords`) as they are recognised, and when listening ends on a pause or a second press,
 * submits the form as Enter would. Escape stops without searching. On the device where the
 * browser can; else, the first time, after one sentence saying the browser's service hears it.
 */
export default function SayItControls({
  language,
  words,
  onWords,
}: {
  language: Language;
  words: Words;
  onWords: (text: string) => void;
}) {
  const supported = useSyncExternalStore(
    noChanges,
    () => recognitionApi() !== undefined,
    () => false,
  );
  const [state, setState] = useState<"idle" | "notice" | "listening">("idle");
  const [problem, setProblem] = useState("");
  const button = useRef<HTMLButtonElement>(null);
  const proceed = useRef<HTMLButtonElement>(null);
  const session = useRef<{ recognition: Recognition; cancel: () => void } | null>(null);
  const local = useRef<Promise<boolean> | null>(null);
  const asking = useRef(false);
  const noticeId = useId();

  useEffect(() => () => session.current?.cancel(), []);

  // Mounted by the first press of the button that stood here: focus stays on Say it, and it
  // starts as that press would have.
  const firstPress = useRef(true);
  useEffect(() => {
    if (!firstPress.current) return;
    firstPress.current = false;
    button.current?.focus();
    void press();
  });

  useEffect(() => {
    if (state === "notice") proceed.current?.focus();
    if (state === "idle") return;
    // Escape stops listening, or closes the notice, wherever focus is.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (session.current) session.current.cancel();
      else {
        setState("idle");
        button.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
    };
  }, [state]);

  if (!supported) return null;

  function close() {
    setState("idle");
    button.current?.focus();
  }

  function listen(processLocally: boolean) {
    const Api = recognitionApi();
    if (!Api) return;
    const recognition = new Api();
    recognition.lang = recognitionLanguage(language, browserLanguages());
    recognition.interimResults = true;
    recognition.continuous = false;
    recognition.maxAlternatives = 1;
    if (processLocally) recognition.processLocally = true;
    let heard = "";
    let stopped = false;
    recognition.onresult = (event) => {
      heard = transcript(event).slice(0, LONGEST);
      onWords(heard);
    };
    recognition.onerror = ({ error }) => {
      const which = problemOf(error);
      if (!which) return;
      stopped = true;
      setProblem(words[which]);
    };
    recognition.onend = () => {
      session.current = null;
      setState("idle");
      if (stopped || !heard) return;
      // The words in the box first, then the search, as Enter runs it.
      flushSync(() => {
        onWords(heard);
      });
      button.current?.form?.requestSubmit();
    };
    session.current = {
      recognition,
      cancel: () => {
        stopped = true;
        recognition.abort();
      },
    };
    try {
      recognition.start();
      setState("listening");
    } catch {
      session.current = null;
      setProblem(words.failed);
    }
  }

  async function press() {
    if (session.current) {
      session.current.recognition.stop();
      return;
    }
    if (asking.current) return;
    asking.current = true;
    setProblem("");
    try {
      if (await microphoneBlocked()) {
        setState("idle");
        setProblem(words.blocked);
        return;
      }
      local.current ??= onDevice(recognitionLanguage(language, browserLanguages()));
      if (await local.current) listen(true);
      else if (readStorage(STORAGE_KEYS.sayItOnline) === "yes") listen(false);
      else setState("notice");
    } finally {
      asking.current = false;
    }
  }

  const listening = state === "listening";
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button say-it"
        data-listening={listening ? "" : undefined}
        onClick={() => void press()}
      >
        <MicrophoneIcon className="say-it-icon" /> {listening ? words.listening : words.sayIt}
      </button>
      {state === "notice" ? (
        <div className="say-it-box calm-note say-it-notice">
          <p id={noticeId}>{words.notice}</p>
          <div className="say-it-actions">
            <button
              ref={proceed}
              type="button"
              className="button"
              aria-describedby={noticeId}
              onClick={() => {
                writeStorage(STORAGE_KEYS.sayItOnline, "yes");
                button.current?.focus();
                listen(false);
              }}
            >
              {words.continue}
            </button>
            <button type="button" className="button" onClick={close}>
              {words.cancel}
            </button>
          </div>
        </div>
      ) : null}
      {problem ? <p className="say-it-box calm-note say-it-problem">{problem}</p> : null}
      <span role="status" className="visually-hidden">
        {listening ? words.listening : problem}
      </span>
    </>
  );
}
