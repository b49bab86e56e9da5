/**
 * The data sets: small and large, on PostgreSQL and on PGlite, generated in bulk
 * (scripts/bench/load.ts). PGlite's folders are loaded before any server opens them: one process
 * per folder. Its figure is the bulk load time of the large set.
 */
import type { Bench, LoadTimes } from "../bench";
import type { Phase } from "../phase";
import { ENGINE_NAME } from "../profile";
import { table } from "../report/table";
import { count } from "../report/units";

type Loads = Record<"postgres" | "pglite", Record<"small" | "large", LoadTimes>>;

const STEPS = [
  ["postgres", "small"],
  ["postgres", "large"],
  ["pglite", "small"],
  ["pglite", "large"],
] as const;

export const dataSets: Phase<Loads> = {
  name: "data sets",
  async run(bench: Bench) {
    const load = ([engine, size]: (typeof STEPS)[number]) =>
      bench.load(
        `${ENGINE_NAME[engine]} ${size}`,
        bench.profile[size],
        bench.database(engine, size),
      );
    // One after another in a full run, so each load time is its own; at once in a smoke run.
    const times: LoadTimes[] = [];
    if (bench.smoke) times.push(...(await Promise.all(STEPS.map(load))));
    else for (const step of STEPS) times.push(await load(step));
    const [postgresSmall, postgresLarge, pgliteSmall, pgliteLarge] = times;
    if (!postgresSmall || !postgresLarge || !pgliteSmall || !pgliteLarge)
      throw new Error("a data set was not loaded");
    return {
      postgres: { small: postgresSmall, large: postgresLarge },
      pglite: { small: pgliteSmall, large: pgliteLarge },
    };
  },
  rows: (loads, bench) => [
    {
      figure: `Bulk load of ${count(bench.profile.large.faqs)} FAQs, seconds (PostgreSQL)`,
      value: loads.postgres.large.faqSeconds,
      target: { at: "most", bound: 60 },
      detail: `the whole large set (${count(bench.profile.large.events)} events, VACUUM, migrations) ${String(loads.postgres.large.totalSeconds)} s; PGlite: ${String(loads.pglite.large.faqSeconds)} s for the FAQs`,
    },
  ],
  section: (loads, bench) => `## Data sets

Generated in bulk by scripts/bench/data.ts (one \`INSERT … SELECT\` per set): questions of 5–14
words, answers of two paragraphs of 15–75 words, 2–4 tags, drawn from the demo FAQs' vocabulary
with a Zipf-like skew; search texts of 1–3 words, their searches spread over the last year, a few
searched very often and a long tail once or twice. The 54 demo FAQs and the demo search words
follow the generated FAQs (the relevance sets look for them). Loading starts from an empty database
(migrations included), works out the answers' reading grades as \`npm run db:migrate\` does for
FAQs written straight to the table, and ends with \`VACUUM (ANALYZE)\`, as autovacuum would have
run on a live site.

${table(
  [
    "Database",
    "FAQs",
    "Search texts",
    "Search events",
    "FAQs loaded in",
    "Searches loaded in",
    "Whole load",
  ],
  STEPS.map(([engine, size]) => {
    const set = bench.profile[size];
    const load = loads[engine][size];
    return [
      engine === "postgres" ? `PostgreSQL ${bench.postgresVersion}` : "PGlite",
      count(set.faqs),
      count(set.queries),
      count(set.events),
      `${String(load.faqSeconds)} s`,
      `${String(load.searchSeconds)} s`,
      `${String(load.totalSeconds)} s`,
    ];
  }),
)}`,
};
