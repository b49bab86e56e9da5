/**
 * R3, on each data set as loaded: what staff wait for on User Searches, before any search of the
 * run is recorded (the searches would put texts of their own at the top of the first page). The
 * User Searches screen (its first page inside), then the chart data of the first text listed, the
 * one a person opens first; each p95 at the large set ÷ the small.
 */
import type { Bench } from "../bench";
import { drive, type Measurement, staffCookie, warmUp } from "../measure";
import type { Phase } from "../phase";
import { CONNECTIONS, type Engine, ENGINE_NAME } from "../profile";
import type { BenchServer } from "../server";
import { count, cpu, kB, ms, ratio } from "../report/units";

/** The User Searches screen, whose HTML holds its first page (docs/decisions/0032). */
const SCREEN = "/faq/portal/display-user-searches";

interface R3Figures {
  list: Measurement;
  days: Measurement;
  /** The text whose chart data was measured, and how many searches it holds. */
  opened: { search: string; total: number };
}

async function measure(bench: Bench, what: string, server: BenchServer): Promise<R3Figures> {
  const cookie = await staffCookie(server.url);
  const first = await fetch(
    `${server.url}/api/Faq/GetFaqSearchQuerySummaries?limit=1&skip=0&orderBy=2`,
    { headers: { Cookie: cookie } },
  );
  const [opened] = (await first.json()) as { search: string; total: number }[];
  if (!opened) throw new Error(`${what}: User Searches lists nothing`);
  const chartPath = `/api/Faq/GetFaqSearchQueryDays?search=${encodeURIComponent(opened.search)}`;
  await warmUp(bench, `${what} User Searches`, server, [SCREEN, chartPath], cookie);
  const run = (name: string, path: string) =>
    drive(bench, `${what} R3 ${name}`, server, [path], {
      connections: CONNECTIONS.latency,
      // At least 3 s: the screen is a whole portal page, which can take about a second on a busy
      // machine, and the smoke run's single second could then see no answer at all.
      seconds: Math.max(3, bench.profile.seconds * bench.profile.rounds),
      headers: { Cookie: cookie },
    });
  const list = await run("User Searches screen", SCREEN);
  const days = await run(`chart data of “${opened.search}”`, chartPath);
  return { list, days, opened: { search: opened.search, total: opened.total } };
}

export function userSearches(engine: Engine): Phase<Record<"small" | "large", R3Figures>> {
  const name = ENGINE_NAME[engine];
  return {
    name: `R3 User Searches (${name})`,
    servers: [`${engine}-small`, `${engine}-large`],
    async run(bench: Bench) {
      const small = await measure(bench, `${name} small`, await bench.server(`${engine}-small`));
      const large = await measure(bench, `${name} large`, await bench.server(`${engine}-large`));
      return { small, large };
    },
    rows: ({ small, large }, bench) => {
      const events = `${count(bench.profile.large.events)} ÷ ${count(bench.profile.small.events)} events`;
      return [
        {
          figure: `R3 User Searches first page p95, ${events} (${name})`,
          value: ratio(large.list.p95, small.list.p95),
          target: { at: "most", bound: 2 },
          detail: `p95 ${ms(large.list.p95)} ÷ ${ms(small.list.p95)} (p50 ${ms(large.list.p50)} ÷ ${ms(small.list.p50)}); answers of ${kB(large.list.bytes)} ÷ ${kB(small.list.bytes)}; CPU per request ${ms(cpu(large.list))} ÷ ${ms(cpu(small.list))}`,
        },
        {
          figure: `R3 an opened search's chart data p95, ${events} (${name})`,
          value: ratio(large.days.p95, small.days.p95),
          target: { at: "most", bound: 2 },
          detail: `“${large.opened.search}” (${count(large.opened.total)} searches) ÷ “${small.opened.search}” (${count(small.opened.total)}): p95 ${ms(large.days.p95)} ÷ ${ms(small.days.p95)}; answers of ${kB(large.days.bytes)} ÷ ${kB(small.days.bytes)}; CPU per request ${ms(cpu(large.days))} ÷ ${ms(cpu(small.days))}`,
        },
      ];
    },
    method: (
      _,
      bench,
    ) => `- **R3**: what staff wait for on User Searches, signed in as an Admin, at ${count(bench.profile.small.events)} and ${count(bench.profile.large.events)} search
  events, before any search of the run is recorded: (a) the screen itself,
  \`/faq/portal/display-user-searches\`, whose HTML holds the first page (15 texts in the
  default order, without the time of each search: GetFaqSearchQuerySummaries' query); (b) the
  chart data of the first text of that page, the one a person opens first
  (GetFaqSearchQueryDays: its searches per day, read from search_query_days). Each is p95 at the
  large set ÷ the small. GetFaqSearchQueries, which lists every search time for API clients, is
  no longer what the screen loads (docs/decisions/0032).`,
  };
}
