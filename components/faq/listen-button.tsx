"use client";

import { useEffect, useState } from "react";

import { SpeakerIcon } from "@/components/site/icons";

/**
 * Reads an answer aloud with the browser's speech synthesis, for learners who find reading hard
 * (issue #5). Hidden where the browser has no speech synthesis.
 */
export function ListenButton({ text }: { text: string }) {
  const [supported, setSupported] = useState(false);
  const [speaking, setSpeaking] = useState(false);

  useEffect(() => {
    // Known only in the browser; the server renders no button.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSupported(typeof window !== "undefined" && "speechSynthesis" in window);
    return () => {
      if ("speechSynthesis" in window) window.speechSynthesis.cancel();
    };
  }, []);

  if (!supported) return null;

  function toggle() {
    const synth = window.speechSynthesis;
    if (speaking) {
      synth.cancel();
      setSpeaking(false);
      return;
    }
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.rate = 0.9;
    utterance.onend = () => {
      setSpeaking(false);
    };
    utterance.onerror = () => {
      setSpeaking(false);
    };
    setSpeaking(true);
    synth.speak(utterance);
  }

  return (
    <button
      type="button"
      className="button button-small listen-button"
      aria-pressed={speaking}
      onClick={toggle}
    >
      <SpeakerIcon className="listen-icon" /> {speaking ? "Stop reading" : "Listen"}
    </button>
  );
}
