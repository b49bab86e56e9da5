import type { DiffPart, FieldDiff } from "@/lib/faq/revision-diff";

/**
 * The runs as drawn: a change's words are marked, the spaces around them are not, and a removed
 * run and the added run that replaces it, which touch in the diff ("bluebell", "marigold"), get a
 * space between them, or they would read as one word (issue 30).
 */
function drawnRuns(parts: DiffPart[]): DiffPart[] {
  const runs: DiffPart[] = [];
  for (const part of parts) {
    if (part.change === "same") {
      runs.push(part);
      continue;
    }
    const [, before = "", words = "", after = ""] = /^(\s*)(.*?)(\s*)$/s.exec(part.text) ?? [];
    // A change of spaces alone: the version's spaces are shown, the current text's are not.
    if (!words) {
      if (part.change === "added") runs.push({ text: part.text, change: "same" });
      continue;
    }
    const previous = runs.at(-1);
    if (before) runs.push({ text: before, change: "same" });
    else if (previous && previous.change !== "same") runs.push({ text: " ", change: "same" });
    runs.push({ text: words, change: part.change });
    if (after) runs.push({ text: after, change: "same" });
  }
  return runs;
}

/**
 * A revision against the current text, word by word (issue 17). Text only, rendered by React, so
 * nothing in it can run. Added and removed words differ by more than colour: underlined or struck
 * through, and each run is announced as "added" or "removed" to screen readers.
 */
export function RevisionDiffView({ fields }: { fields: FieldDiff[] }) {
  return (
    <div className="revision-diff">
      <p className="revision-diff-key">
        <ins>Underlined</ins>: words in this version. <del>Struck out</del>: words in the current
        text instead.
      </p>
      {fields.map((field) => (
        <section key={field.label} className="revision-diff-field">
          <h2>{field.label}</h2>
          {field.changed ? (
            <p
              className={
                field.lines ? "revision-diff-text revision-diff-lines" : "revision-diff-text"
              }
            >
              {drawnRuns(field.parts).map((part, index) =>
                part.change === "added" ? (
                  <ins key={index}>
                    <span className="visually-hidden">added: </span>
                    {part.text}
                  </ins>
                ) : part.change === "removed" ? (
                  <del key={index}>
                    <span className="visually-hidden">removed: </span>
                    {part.text}
                  </del>
                ) : (
                  <span key={index}>{part.text}</span>
                ),
              )}
            </p>
          ) : (
            <p className="revision-diff-same">No change.</p>
          )}
        </section>
      ))}
    </div>
  );
}
