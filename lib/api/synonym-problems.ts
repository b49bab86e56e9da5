import { ApiProblem, notFound, validationProblem } from "@/lib/api/problem";
import type { SynonymChangeResult } from "@/lib/data/synonyms";

/** A refused change of a group of search words, as the API answers it. */
export function synonymProblem(result: Exclude<SynonymChangeResult, { ok: true }>): ApiProblem {
  if (result.reason === "not-found") return notFound("The group of words");
  // Under the field, as any other rule of the words (a word belongs to one group only).
  return validationProblem({
    Words: result.taken.map((word) => `“${word}” is already in another group.`),
  });
}
