"use client";

import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";

import { DisclosureButton } from "@/components/ui/disclosure-button";
import { STORAGE_KEYS } from "@/lib/client/storage";
import { storedChoice, useStoredChoice, type StoredChoice } from "@/lib/client/use-stored-choice";
import { READING_SETTINGS } from "@/lib/security/inline-scripts.mjs";
import type { VisitorText } from "@/lib/visitor-text/en";

import "./reading-settings.css";

type Setting = (typeof READING_SETTINGS)[keyof typeof READING_SETTINGS];
type Value<S extends Setting> = S["values"][number] | "normal";
/** The settings' words, in the page's language. */
type Words = VisitorText["readingSettings"];
type Word = keyof Words;

interface Choice<S extends Setting> {
  setting: S;
  stored: StoredChoice<Value<S>>;
  /** The entries of the page's dictionary that name the setting and each of its values. */
  legend: Word;
  options: readonly (readonly [Value<S>, Word])[];
}

/** A setting kept in localStorage: "normal", or one of the values it offers. */
function choice<S extends Setting>(
  setting: S,
  key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS],
  legend: Word,
  options: Choice<S>["options"],
): Choice<S> {
  const offered = (raw: string | null): raw is S["values"][number] =>
    (setting.values as readonly (string | null)[]).includes(raw);
  const stored = storedChoice<Value<S>>(
    key,
    (raw) => (offered(raw) ? raw : "normal"),
    String,
    "normal",
  );
  return { setting, stored, legend, options };
}

const CHOICES = [
  choice(READING_SETTINGS.textSize, STORAGE_KEYS.readingTextSize, "textSize", [
    ["normal", "normal"],
    ["large", "large"],
    ["extra-large", "extraLarge"],
  ]),
  choice(READING_SETTINGS.lineSpacing, STORAGE_KEYS.readingLineSpacing, "lineSpacing", [
    ["normal", "normal"],
    ["wide", "wide"],
  ]),
  choice(READING_SETTINGS.contrast, STORAGE_KEYS.readingContrast, "contrast", [
    ["normal", "normal"],
    ["high", "high"],
  ]),
] as const;

/** Puts a setting's value on <html>, where the CSS reads it; "normal" is no attribute at all. */
function putOnPage(attribute: string, value: string) {
  const root = document.documentElement;
  if (value === "normal") Reflect.deleteProperty(root.dataset, attribute);
  else root.dataset[attribute] = value;
}

/**
 * One setting as a group of radio buttons. The choice is kept, and put on <html> where the CSS
 * reads it; the head's script (lib/security/inline-scripts.mjs) puts it there on the next visit
 * before the first paint.
 */
function SettingGroup<S extends Setting>({ choice, text }: { choice: Choice<S>; text: Words }) {
  const [value, setValue] = useStoredChoice(choice.stored);
  const name = useId();
  const { attribute } = choice.setting;

  // Also when another tab changes it.
  useEffect(() => {
    putOnPage(attribute, value);
  }, [attribute, value]);

  return (
    <fieldset className="reading-group">
      <legend>{text[choice.legend]}</legend>
      <div className="reading-options">
        {choice.options.map(([option, label]) => (
          <label key={option} className="reading-option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => {
                setValue(option);
              }}
            />
            {text[label]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * "Reading settings" (issue 16): text size, line spacing and contrast for every public page. A
 * disclosure: the button opens the panel below it, in the page's flow so that nothing is covered;
 * Escape inside the panel closes it and returns to the button.
 */
export function ReadingSettings({ text, hidden }: { text: Words; hidden?: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Next sends its not-found pages as an empty document that React fills in the browser, <html>
  // included, so what the head's script put there is gone: put it back before the first paint.
  // Elsewhere this puts back the same values.
  useLayoutEffect(() => {
    for (const { setting, stored } of CHOICES) putOnPage(setting.attribute, stored.read());
  }, []);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape" || !panelRef.current?.contains(document.activeElement)) return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <aside className="reading-bar" aria-label={text.readingSettings} hidden={hidden}>
      <DisclosureButton
        ref={buttonRef}
        className="reading-toggle"
        expanded={open}
        controls={panelId}
        onExpandedChange={setOpen}
      >
        <span aria-hidden="true" className="reading-toggle-mark">
          Aa
        </span>
        {text.readingSettings}
      </DisclosureButton>
      <div ref={panelRef} id={panelId} className="reading-panel" hidden={!open}>
        {CHOICES.map((item) => (
          <SettingGroup key={item.setting.attribute} choice={item as Choice<Setting>} text={text} />
        ))}
      </div>
    </aside>
  );
}
