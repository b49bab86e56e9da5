"use client";

import { useEffect, useId, useState, type RefObject } from "react";

import {
  clearMarks,
  drawMarks,
  readEditable,
  selectInEditor,
} from "@/components/editor/reading-marks";
import type { RichTextEditorHandle } from "@/components/editor/rich-text-editor";
import { hasScore, ReadingScore, type ScoredText } from "@/components/editor/reading-score";
import { PORTAL_STORAGE_KEYS } from "@/lib/client/portal-storage";
import { storedChoice, useStoredChoice } from "@/lib/client/use-stored-choice";
import type { TranslationLanguage } from "@/lib/contract/languages";
import { analyseText, LONG_SENTENCE_WORDS, type ReadingIssue } from "@/lib/reading/analysis";
import { analyseSpanishText } from "@/lib/reading/spanish-coach";

import "./reading-coach.css";

/**
 * Issue 17: the plain-language coach beside the Answer of Add FAQ and Edit FAQ. It reads the
 * answer in the browser a moment after the writer stops typing (no server, no outside service),
 * shows the grade against the programme's target, and lists what to fix; choosing an item
 * selects that text in the editor. It only advises: saving never waits for it. On a Spanish
 * answer (issue 28) it shows the Spanish reading ease instead of the English grade, and only the
 * rule that is not English-only: long sentences (lib/reading/spanish-coach.ts).
 */

/** How long typing must pause before the answer is read again. */
const PAUSE_MS = 400;

/** The writer's choice to hide the panel, kept in this browser. */
const READING_HELP = storedChoice<"page" | "shown" | "hidden">(
  PORTAL_STORAGE_KEYS.readingHelpHidden,
  (raw) => (raw === "true" ? "hidden" : "shown"),
  (state) => String(state === "hidden"),
  "page",
);

interface Marked {
  issue: ReadingIssue;
  range: Range | null;
}

const KIND_LABEL: Record<ReadingIssue["kind"], string> = {
  "long-sentence": "Long sentence",
  "hard-word": "Hard word",
  passive: "Passive voice",
  "uncommon-word": "Uncommon word",
};

function shortened(text: string): string {
  const words = text.split(/\s+/);
  return words.length > 8 ? `${words.slice(0, 8).join(" ")}…` : text;
}

function advice(issue: ReadingIssue): string {
  switch (issue.kind) {
    case "long-sentence":
      return `${String(issue.words ?? LONG_SENTENCE_WORDS)} words. Split it.`;
    case "hard-word":
      return issue.suggestions.length > 0
        ? `Try: ${issue.suggestions.join(", ")}`
        : "Try a simpler word.";
    case "passive":
      return "Say who does it.";
    case "uncommon-word":
      return "Use a common word, or explain it.";
  }
}

/** The text read by the rules of its language: its score, and what to fix. */
function analyse(text: string, language: "en" | TranslationLanguage): ScoredText {
  if (language === "es") {
    const { ease, issues } = analyseSpanishText(text);
    return { score: { language, ease }, issues };
  }
  const { grade, issues } = analyseText(text);
  return { score: { language, grade }, issues };
}

export function ReadingCoach({
  editor,
  html,
  target,
  language = "en",
}: {
  /** The Answer's editor, whose text is read and marked. */
  editor: RefObject<RichTextEditorHandle | null>;
  /** The answer's HTML: each change starts the pause again. */
  html: string;
  /** READING_LEVEL_TARGET: the highest grade that meets the programme's target. */
  target: number;
  /** The answer's language (issue 28): English, or a translation's. */
  language?: "en" | TranslationLanguage;
}) {
  const [visibility, setVisibility] = useStoredChoice(READING_HELP);
  const [report, setReport] = useState<ScoredText | null>(null);
  const [marked, setMarked] = useState<Marked[]>([]);
  const headingId = useId();
  const hidden = visibility === "hidden";

  useEffect(() => {
    if (hidden) {
      clearMarks();
      return;
    }
    const timer = window.setTimeout(() => {
      const root = editor.current?.root();
      if (!root) return;
      const { text, rangeOf } = readEditable(root);
      const next = analyse(text, language);
      const nextMarked = next.issues.map((issue) => ({
        issue,
        range: rangeOf(issue.start, issue.end),
      }));
      setReport(next);
      setMarked(nextMarked);
      drawMarks(nextMarked);
    }, PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [editor, html, hidden, language]);

  useEffect(() => clearMarks, []);

  if (visibility === "page") return null;
  if (hidden) {
    return (
      <div className="reading-coach reading-coach-hidden">
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            setVisibility("shown");
          }}
        >
          Show reading help
        </button>
      </div>
    );
  }

  const scored = report !== null && report.score.language === language ? report.score : null;
  return (
    <aside className="reading-coach" aria-labelledby={headingId}>
      <div className="reading-coach-head">
        <h2 id={headingId}>Reading level</h2>
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            setVisibility("hidden");
          }}
        >
          Hide
        </button>
      </div>
      <div aria-live="polite" aria-atomic="true">
        <ReadingScore score={scored} target={target} />
      </div>
      {!hasScore(scored) ? null : marked.length === 0 ? (
        <p className="reading-coach-note">Nothing to fix.</p>
      ) : (
        <>
          <h3 className="reading-fix-heading">What to fix</h3>
          <ul className="reading-fixes">
            {marked.map(({ issue, range }) => (
              <li key={`${issue.kind}-${String(issue.start)}`}>
                <button
                  type="button"
                  className={`reading-fix reading-fix-${issue.kind}`}
                  onClick={() => {
                    const root = editor.current?.root();
                    if (root && range) selectInEditor(root, range);
                  }}
                >
                  <span className="reading-fix-kind">{KIND_LABEL[issue.kind]}</span>
                  <span className="reading-fix-text">“{shortened(issue.text)}”</span>
                  <span className="reading-fix-advice">{advice(issue)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </aside>
  );
}
