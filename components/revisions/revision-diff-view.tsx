import type { FieldDiff } from "@/lib/faq/revision-diff";

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
              {field.parts.map((part, index) =>
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
