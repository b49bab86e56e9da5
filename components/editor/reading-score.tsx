import type { ReadingIssue } from "@/lib/reading/analysis";
import type { InfleszBand, SpanishReadingEase } from "@/lib/reading/spanish";
import { SPANISH_READING_MESSAGES } from "@/lib/messages";

/**
 * The reading coach's score (components/editor/reading-coach.tsx): an English answer's grade
 * against the programme's target (issue 17), or a Spanish answer's reading ease, which says the
 * formula it used and its band in plain English words (issue 28 item 5).
 */

export type ReadingScoreOf =
  { language: "en"; grade: number | null } | { language: "es"; ease: SpanishReadingEase };

/** A text as the coach read it: its score, and what to fix. */
export interface ScoredText {
  score: ReadingScoreOf;
  issues: ReadingIssue[];
}

const BAND_WORDS: Record<InfleszBand, string> = SPANISH_READING_MESSAGES.bands;

/** Whether the text had words to score. */
export function hasScore(score: ReadingScoreOf | null): score is ReadingScoreOf {
  if (score === null) return false;
  return (score.language === "en" ? score.grade : score.ease.score) !== null;
}

export function ReadingScore({
  score,
  target,
}: {
  /** Null until the answer has been read in its language. */
  score: ReadingScoreOf | null;
  /** READING_LEVEL_TARGET, the highest English grade that meets the programme's target. */
  target: number;
}) {
  if (score?.language === "es") {
    const { score: ease, band } = score.ease;
    if (ease === null || band === null) {
      return <p className="reading-coach-note">{SPANISH_READING_MESSAGES.typeToSee}</p>;
    }
    return (
      <>
        <p className="reading-ease">{SPANISH_READING_MESSAGES.ease(ease, BAND_WORDS[band])}</p>
        <p className="reading-coach-note">{SPANISH_READING_MESSAGES.scale}</p>
      </>
    );
  }
  const grade = score?.grade ?? null;
  if (grade === null) {
    return <p className="reading-coach-note">Type the answer to see its reading level.</p>;
  }
  const meets = grade <= target;
  return (
    <>
      <p className="reading-grade">Grade {grade}</p>
      <p className={meets ? "reading-target reading-target-met" : "reading-target"}>
        {meets ? "Meets" : "Above"} the target of grade {target}.
      </p>
    </>
  );
}
