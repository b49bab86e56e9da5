/**
 * R4: what recording a search costs its answer. R2's searches on the large PostgreSQL set, against
 * two servers on one database taken in turn: one recording (the default) and one started with
 * SEARCH_ANALYTICS=off. First flat out (R2's large side, and the capacity), then at a steady half
 * of the not-recording server's capacity: the figure. Nothing may be lost: every search the
 * recording server answered is counted (or pending for a moment) afterwards.
 */
import type { Bench } from "../bench";
import { drive, inTurn, type Measurement, warmUp } from "../measure";
import type { Phase } from "../phase";
import { CONNECTIONS, SEARCH_PATHS } from "../profile";
import { count, cpu, ms, ratio } from "../report/units";
import type { BenchServer } from "../server";

interface R4Figures {
  /** At `rate` searches per second, half of what the not-recording server answered flat out. */
  on: Measurement;
  off: Measurement;
  rate: number;
  saturated: { on: Measurement; off: Measurement };
  /** Searches the recording server answered (as autocannon counted them), and events written. */
  answered: number;
  recorded: number;
  inFlight: number;
}

/** Search events kept: counted, or pending for a moment. */
const countEvents = (bench: Bench) =>
  bench.cluster.asSuperuser(async (sql) => {
    const [row] = await sql<{ events: number }[]>`SELECT (SELECT count(*) FROM search_events)::int
           + (SELECT count(*) FROM pending_searches)::int AS events`;
    return row?.events ?? 0;
  }, "bench_large");

export const searchRecording: Phase<R4Figures> = {
  name: "R4 search recorded ÷ not recorded",
  servers: ["postgres-large", "postgres-large-off"],
  async run(bench: Bench) {
    const [on, off] = await Promise.all([
      bench.server("postgres-large"),
      bench.server("postgres-large-off"),
    ]);
    await warmUp(bench, "PostgreSQL large, not recording", off, SEARCH_PATHS);
    const eventsBefore = await countEvents(bench);
    const both = (recorded: string, notRecorded: string, rate?: number) =>
      inTurn(
        () => searches(bench, `PostgreSQL large ${recorded}, recorded`, on, rate),
        () => searches(bench, `PostgreSQL large ${notRecorded}, not recorded`, off, rate),
        bench.profile.searchRounds,
      );
    // Flat out (each connection sends on as answered): R2's large side, and R4 at saturation.
    const [saturatedOn, saturatedOff] = await both("R2/R4 search flat out", "R4 search flat out");
    // R4 itself: a steady load the server carries, half of what it answered flat out. The wait
    // for a search's group commit only stays small where there is a moment to spare; flat out,
    // every piece of work anyone does is in someone's way.
    const rate = Math.max(1, Math.round(saturatedOff.requestsPerSecond / 2));
    const atRate = `R4 search at ${String(rate)}/s`;
    const [r4On, r4Off] = await both(atRate, atRate, rate);
    await bench.stopServer("postgres-large-off");
    await bench.settle();
    return {
      on: r4On,
      off: r4Off,
      rate,
      saturated: { on: saturatedOn, off: saturatedOff },
      answered: saturatedOn.requests + r4On.requests,
      recorded: (await countEvents(bench)) - eventsBefore,
      // A run ends with up to one search per connection in flight: answered by the server,
      // recorded, but not counted by autocannon.
      inFlight: CONNECTIONS.latency * bench.profile.searchRounds * 2,
    };
  },
  rows: (r4, bench) => {
    const lost = Math.max(0, r4.answered - r4.recorded);
    return [
      {
        figure: "R4 public search p95, recorded ÷ not recorded (PostgreSQL)",
        value: ratio(r4.on.p95, r4.off.p95),
        target: { at: "most", bound: 1.1 },
        detail: `at ${String(r4.rate)} searches/s (half of flat out) and ${count(bench.profile.large.faqs)} FAQs: p95 ${ms(r4.on.p95)} ÷ ${ms(r4.off.p95)}; flat out: p95 ${ms(r4.saturated.on.p95)} ÷ ${ms(r4.saturated.off.p95)} (${String(ratio(r4.saturated.on.p95, r4.saturated.off.p95))}), CPU per search (app server and PostgreSQL) ${ms(cpu(r4.saturated.on))} ÷ ${ms(cpu(r4.saturated.off))}; ${count(r4.answered)} searches answered, ${count(r4.recorded)} recorded${lost > 0 ? ` (${count(lost)} LOST)` : ""}`,
        ok: lost === 0 && r4.recorded <= r4.answered + r4.inFlight,
      },
    ];
  },
  method:
    () => `- **R4**: the searches of R2 on the large set, against two servers on one database taken in turn:
  one recording (the default) and one started with \`SEARCH_ANALYTICS=off\` (docs/decisions/0013),
  first flat out (which gives R2's large side and the capacity), then at a steady half of the
  not-recording server's capacity: the figure, since a search's answer waits for its recording's
  group commit, which only stays small where the server has a moment to spare.
  Nothing may be lost: afterwards search_events must hold one new row for every search the
  recording server answered (at most one more per connection: a search answered as a run ended).`,
};

function searches(bench: Bench, what: string, server: BenchServer, rate?: number) {
  return drive(bench, what, server, SEARCH_PATHS, {
    connections: CONNECTIONS.latency,
    seconds: bench.profile.seconds,
    ...(rate === undefined ? {} : { rate }),
  });
}
