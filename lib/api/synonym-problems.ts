import { ApiProblem, notFound, validationProblem } from "@/lib/api/problem";
import type { SynonymGroup } from "@/lib/contract/faq";
import type { SynonymChangeResult } from "@/lib/data/synonyms";

/** A refused change of a group of search words, as the API answers it. */
function synonymProblem(result: Exclude<SynonymChangeResult, { ok: true }>): ApiProblem {
  if (result.reason === "not-found") return notFound("The group of words");
  // Under the field, as any other rule of the words (a word belongs to one group only).
  return validationProblem({
    Words: result.taken.map((word) => `“${word}” is already in another group.`),
  });
}

/** The group as a change left it, or the API's answer to a refused change. */
export async function changedGroup(change: Promise<SynonymChangeResult>): Promise<SynonymGroup> {
  const result = await change;
  if (!result.ok) throw synonymProblem(result);
  return result.group;
}
