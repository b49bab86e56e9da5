/**
 * The relevance sets (harness/relevance/sets.ts) through the product's search, on the demo
 * FAQs alone and among each data set's FAQs, on both engines (scripts/bench/relevance.ts, in a
 * process of its own before any server opens the database), beside MiniSearch on the demo FAQs
 * (issue 13).
 */
import type { RelevanceScores } from "../../../harness/relevance/scoring";
import { type Bench, secret, type Size } from "../bench";
import { miniSearchRelevance } from "../minisearch-peer";
import type { Phase } from "../phase";
import { DEMO, type Engine, ENGINE_NAME } from "../profile";
import { type Row, table } from "../report/table";
import { count, outOf, share } from "../report/units";

type Scores = Record<Size, RelevanceScores>;
interface Relevance {
  peer: RelevanceScores;
  postgres: Scores;
  pglite: Scores;
}

async function measure(bench: Bench, engine: Engine, size: Size): Promise<RelevanceScores> {
  const scores = await bench.command<RelevanceScores>(
    "relevance.ts",
    size === "large" ? ["--every-candidate"] : [],
    { ...bench.database(engine, size), DATA_DIR: bench.dataDir("load"), AUTH_SECRET: secret() },
  );
  const { tidy, natural } = scores;
  bench.log(
    `${ENGINE_NAME[engine]} ${size} relevance: tidy ${String(tidy.hits)}/${String(tidy.total)} in the top 3; natural hit@1 ${String(natural.hitAt1)}/${String(natural.total)}, hit@3 ${String(natural.hitAt3)}/${String(natural.total)}`,
  );
  return scores;
}

async function onEngine(bench: Bench, engine: Engine): Promise<Scores> {
  await bench.load(`${ENGINE_NAME[engine]} demo`, DEMO, bench.database(engine, "demo"));
  return {
    demo: await measure(bench, engine, "demo"),
    small: await measure(bench, engine, "small"),
    large: await measure(bench, engine, "large"),
  };
}

/** The natural questions' hit@1 and hit@3 on the demo FAQs, beside MiniSearch's, and the tidy searches. */
function rowsOf(engine: Engine, relevance: Relevance, bench: Bench): Row[] {
  const scores = relevance[engine];
  const name = ENGINE_NAME[engine];
  const { small, large } = bench.profile;
  const peer = relevance.peer;
  const at = (n: 1 | 3): Row => {
    const hits = (s: RelevanceScores) => (n === 1 ? s.natural.hitAt1 : s.natural.hitAt3);
    const { total } = scores.demo.natural;
    return {
      figure: `Natural questions hit@${String(n)}, demo FAQs (${name})`,
      value: share(hits(scores.demo), total),
      target: { at: "least", bound: n === 1 ? 0.7 : 0.9 },
      detail: `${outOf(hits(scores.demo), total)}, MiniSearch ${outOf(hits(peer), peer.natural.total)}; among ${count(small.faqs)} FAQs ${outOf(hits(scores.small), total)}, among ${count(large.faqs)} ${outOf(hits(scores.large), total)}`,
      ok: hits(scores.demo) > hits(peer),
    };
  };
  const every = scores.large.everyCandidate;
  const hits = (s: Omit<RelevanceScores, "everyCandidate">) => s.tidy.hits + s.natural.hitAt3;
  return [
    at(1),
    at(3),
    {
      figure: `Tidy searches in the top 3, demo FAQs (${name})`,
      value: share(scores.demo.tidy.hits, scores.demo.tidy.total),
      target: { at: "least", bound: 1 },
      detail: `${outOf(scores.demo.tidy.hits, scores.demo.tidy.total)}, MiniSearch ${outOf(peer.tidy.hits, peer.tidy.total)}; among ${count(large.faqs)} FAQs ${outOf(scores.large.tidy.hits, scores.large.tidy.total)}`,
    },
    {
      figure: `Relevance hits kept by the bounded candidates, ${count(large.faqs)} FAQs (${name})`,
      value: every ? share(hits(scores.large), hits(every)) : null,
      target: { at: "least", bound: 1 },
      detail: every
        ? `tidy in the top 3 + natural hit@3: ${String(hits(scores.large))} with the bounded set ÷ ${String(hits(every))} with every FAQ that holds a word scored (natural hit@1 ${outOf(scores.large.natural.hitAt1, scores.large.natural.total)} ÷ ${outOf(every.natural.hitAt1, every.natural.total)})`
        : "not measured",
    },
  ];
}

function misses(what: string, scores: RelevanceScores): string {
  const missed = [...scores.tidy.misses, ...scores.natural.misses];
  return `- ${what}: ${missed.length === 0 ? "none" : missed.map((miss) => `\`${miss}\``).join("; ")}`;
}

function scoreTable(relevance: Relevance, bench: Bench): string {
  const row = (what: string, faqs: string, s: Omit<RelevanceScores, "everyCandidate">) => [
    what,
    faqs,
    outOf(s.tidy.hits, s.tidy.total),
    outOf(s.natural.hitAt1, s.natural.total),
    outOf(s.natural.hitAt3, s.natural.total),
  ];
  const engineRows = (["postgres", "pglite"] as const).flatMap((engine) =>
    (["demo", "small", "large"] as const).flatMap((size) => {
      const scores = relevance[engine][size];
      const name =
        engine === "postgres"
          ? `FAQ Corner, PostgreSQL ${bench.postgresVersion}`
          : "FAQ Corner, PGlite";
      const faqs =
        size === "demo" ? "the 54 demo FAQs" : `${count(bench.profile[size].faqs)} + the demo FAQs`;
      return [
        row(name, faqs, scores),
        ...(scores.everyCandidate
          ? [row(`${name}, every FAQ with a word scored`, faqs, scores.everyCandidate)]
          : []),
      ];
    }),
  );
  return table(
    ["Search", "FAQs", "Tidy searches in the top 3", "Natural hit@1", "Natural hit@3"],
    [...engineRows, row("MiniSearch 7", "the 54 demo FAQs", relevance.peer)],
  );
}

export const relevance: Phase<Relevance> = {
  name: "relevance",
  async run(bench: Bench) {
    const peer = await miniSearchRelevance();
    const result = {
      peer,
      postgres: await onEngine(bench, "postgres"),
      pglite: await onEngine(bench, "pglite"),
    };
    bench.log(
      `MiniSearch relevance: tidy ${String(peer.tidy.hits)}/${String(peer.tidy.total)}; natural hit@1 ${String(peer.natural.hitAt1)}, hit@3 ${String(peer.natural.hitAt3)} of ${String(peer.natural.total)}`,
    );
    return result;
  },
  rows: (result, bench) => [
    ...rowsOf("postgres", result, bench),
    ...rowsOf("pglite", result, bench),
  ],
  section: (result, bench) => `## Relevance

The relevance sets of harness/relevance/sets.ts through the product's search
(lib/search/engine.ts, what GetQueriedFaqs runs): ${String(result.peer.tidy.total)} tidy searches, each of whose FAQ must be among the
first three results (or nothing found), and ${String(result.peer.natural.total)} natural questions typed as a parent or learner
who spells poorly would, with hit@1 and hit@3. On the demo FAQs alone, and with the demo FAQs
and search words added after each data set's generated FAQs. MiniSearch (the \`minisearch\`
devDependency) indexes the same demo FAQs with fuzzy 0.2, prefix, \`combineWith: "OR"\` and the
question boosted (question 5, tags 2), and answers the same searches in the same run.

${scoreTable(result, bench)}

Not in the top 3 (PostgreSQL; the search, then the first three questions found):

${misses("demo FAQs", result.postgres.demo)}
${misses(`${count(bench.profile.large.faqs)} FAQs`, result.postgres.large)}
${misses("MiniSearch", result.peer)}`,
};
