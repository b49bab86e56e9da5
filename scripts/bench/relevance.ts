/**
 * The relevance sets (harness/relevance/sets.ts) against the database the environment
 * names (DATABASE_URL, or PGLITE_DIR for the embedded one), through the product's own search
 * (lib/search/engine.ts), the code GetQueriedFaqs runs. Run by the relevance phase in a process
 * of its own on each data set, before its server starts; prints one JSON line of RelevanceScores.
 * With --every-candidate, it also scores every FAQ that holds a word of the search instead of the
 * bounded best-first set (docs/decisions/0017), to show what the bound costs (`everyCandidate`).
 *
 *   node --conditions=react-server --import tsx scripts/bench/relevance.ts [--every-candidate]
 */
import { parseArgs } from "node:util";

import { findFaqs } from "@/lib/search/engine";

import { plainQuestion, scoreRelevance } from "../../harness/relevance/scoring";
import { runCommand } from "../ops/run";

const { values } = parseArgs({ options: { "every-candidate": { type: "boolean" } } });

const measure = (everyCandidate: boolean) =>
  scoreRelevance(async (search) => {
    const { matches } = await findFaqs(search, { everyCandidate });
    return matches.map((match) => plainQuestion(match.question));
  });

await runCommand("bench:relevance", async () => {
  const scores = await measure(false);
  const everyCandidate = values["every-candidate"] ? await measure(true) : undefined;
  console.log(JSON.stringify({ ...scores, everyCandidate }));
});
