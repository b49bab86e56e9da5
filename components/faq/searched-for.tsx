import { Fragment } from "react";

import {
  corrected,
  type SearchInterpretation,
  searchedOtherWords,
} from "@/lib/search/interpretation";
import type { VisitorText } from "@/lib/visitor-text/en";

/** At most this many synonyms are named; more would bury the results for a weak reader. */
const MAX_NAMED_SYNONYMS = 8;

/** Words in bold, separated by commas. */
function BoldList({ words }: { words: string[] }) {
  return words.map((word, i) => (
    <Fragment key={word}>
      {i > 0 ? ", " : ""}
      <strong>{word}</strong>
    </Fragment>
  ));
}

/**
 * What a search looked for, above its results, when that was not just the words typed
 * (docs/decisions/0017): "Showing answers for **reading** at home" for spellings and sounds-alike
 * words, "Also looking for: **child**" for synonyms, "No answers use: **spanish**" for words left
 * out. Read out by screen readers as a status.
 */
export function SearchedFor({
  search,
  interpretation,
  text,
}: {
  search: string;
  interpretation: SearchInterpretation;
  text: Pick<VisitorText["list"], "showingAnswersFor" | "alsoLookingFor" | "noAnswersUse">;
}) {
  if (!searchedOtherWords(interpretation)) return null;
  const { words } = interpretation;
  const anyCorrected = words.some(corrected);
  const synonyms = [...new Set(words.flatMap((word) => word.synonyms))].slice(
    0,
    MAX_NAMED_SYNONYMS,
  );
  const missing = words.filter((word) => word.match === "none").map((word) => word.typed);
  // The typed search rebuilt word by word: a replaced word in bold, a word left out dropped.
  const typed = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const rebuilt = typed.flatMap((token) => {
    const word = words.find((candidate) => candidate.typed === token);
    if (word?.match === "none") return [];
    const instead = word && corrected(word) ? word.instead[0] : undefined;
    return [{ token, instead }];
  });

  return (
    <div className="searched-for" role="status">
      {anyCorrected ? (
        <p>
          {text.showingAnswersFor}{" "}
          {rebuilt.map(({ token, instead }, i) => (
            <Fragment key={`${token}-${String(i)}`}>
              {i > 0 ? " " : ""}
              {instead ? <strong>{instead}</strong> : token}
            </Fragment>
          ))}
        </p>
      ) : null}
      {synonyms.length > 0 ? (
        <p>
          {text.alsoLookingFor} <BoldList words={synonyms} />
        </p>
      ) : null}
      {missing.length > 0 ? (
        <p>
          {text.noAnswersUse} <BoldList words={missing} />
        </p>
      ) : null}
    </div>
  );
}
