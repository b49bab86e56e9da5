import { diffArrays, diffWords } from "diff";

import { htmlToText } from "@/lib/text/plain-text";

/** One run of words: in both texts, only in the revision, or only in the current text. */
export interface DiffPart {
  text: string;
  change: "same" | "added" | "removed";
}

export interface FieldDiff {
  label: "Question" | "Answer" | "Tags" | "Also asked as" | "Topic";
  parts: DiffPart[];
  changed: boolean;
  /** Issue 26: a list, one item a line (the phrasings), rather than running text. */
  lines?: boolean;
}

interface Content {
  question: string;
  answer: string;
  tags: string;
  phrasings: string[];
}

/** Issue 26: the phrasings compared as whole lines, each ending with its line break. */
function diffLinesOf(current: string[], revision: string[]): DiffPart[] {
  return diffArrays(current, revision).flatMap((part) =>
    part.value.map((phrasing) => ({
      text: `${phrasing}\n`,
      change: part.added
        ? ("added" as const)
        : part.removed
          ? ("removed" as const)
          : ("same" as const),
    })),
  );
}

/** A word-level diff of two texts (jsdiff), from `current` to `revision`. */
function diffText(current: string, revision: string): DiffPart[] {
  return diffWords(current, revision).map((part) => ({
    text: part.value,
    change: part.added ? "added" : part.removed ? "removed" : "same",
  }));
}

/**
 * What a revision changes against the current text (issue 17), field by field, on the words
 * people read: the HTML's text, never its markup, so the result is plain text to render.
 */
export function revisionDiff(
  current: Content,
  revision: Content,
  /** Issue 40: the topic's name now and in the version (English versions only). */
  topic?: { now: string; then: string },
): FieldDiff[] {
  const fields: [FieldDiff["label"], string, string][] = [
    ["Question", htmlToText(current.question), htmlToText(revision.question)],
    ["Answer", htmlToText(current.answer), htmlToText(revision.answer)],
    ["Tags", current.tags, revision.tags],
    ...(topic ? [["Topic", topic.now, topic.then] as [FieldDiff["label"], string, string]] : []),
  ];
  const diffs: FieldDiff[] = fields.map(([label, now, then]) => {
    const parts = diffText(now, then);
    return { label, parts, changed: parts.some((part) => part.change !== "same") };
  });
  const phrasings = diffLinesOf(current.phrasings, revision.phrasings);
  diffs.push({
    label: "Also asked as",
    parts: phrasings,
    changed: phrasings.some((part) => part.change !== "same"),
    lines: true,
  });
  return diffs;
}
