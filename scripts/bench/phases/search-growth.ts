/**
 * R2: the public search (GetQueriedFaqs with the demo's visitor searches) at the small and the
 * large data set, searches recorded as on a real site. On PostgreSQL the large side is R4's flat-out
 * run on the recording server (./search-recording.ts): the same searches on the same set.
 */
import type { Bench } from "../bench";
import { drive, type Measurement, warmUp } from "../measure";
import type { Phase } from "../phase";
import { CONNECTIONS, type Engine, ENGINE_NAME, SEARCH_PATHS } from "../profile";
import { count, cpu, ms, ratio } from "../report/units";
import type { BenchServer } from "../server";
import { searchRecording } from "./search-recording";

async function measure(bench: Bench, what: string, server: BenchServer): Promise<Measurement> {
  await warmUp(bench, `${what} search`, server, SEARCH_PATHS);
  return drive(bench, `${what} R2 search`, server, SEARCH_PATHS, {
    connections: CONNECTIONS.latency,
    seconds: bench.profile.seconds * bench.profile.rounds,
  });
}

export function searchGrowth(
  engine: Engine,
): Phase<{ small: Measurement; large: Measurement | null }> {
  const name = ENGINE_NAME[engine];
  const ownLarge = engine === "pglite";
  return {
    name: `R2 search growth (${name})`,
    servers: ownLarge ? [`${engine}-small`, `${engine}-large`] : [`${engine}-small`],
    async run(bench: Bench) {
      const small = await measure(bench, `${name} small`, await bench.server(`${engine}-small`));
      const large = ownLarge
        ? await measure(bench, `${name} large`, await bench.server(`${engine}-large`))
        : null;
      return { small, large };
    },
    rows: (r2, bench) => {
      const { small } = r2;
      const large = r2.large ?? bench.resultOf(searchRecording).saturated.on;
      return [
        {
          figure: `R2 public search p95, ${count(bench.profile.large.faqs)} ÷ ${count(bench.profile.small.faqs)} FAQs (${name})`,
          value: ratio(large.p95, small.p95),
          target: { at: "most", bound: 2 },
          detail: `p95 ${ms(large.p95)} ÷ ${ms(small.p95)} (p50 ${ms(large.p50)} ÷ ${ms(small.p50)}); CPU per search ${ms(cpu(large))} ÷ ${ms(cpu(small))}`,
        },
      ];
    },
    method: (
      _,
      bench,
    ) => `- **R2**: GetQueriedFaqs with the demo's ${String(SEARCH_PATHS.length)} visitor searches in turn (typos and searches that find
  nothing among them), at ${count(bench.profile.small.faqs)} and ${count(bench.profile.large.faqs)} FAQs, searches recorded as on a real site.`,
  };
}
