/**
 * Issue 17: revisions are kept for good; five per FAQ must not slow search or the FAQ lists. R2's
 * searches and the lists on the large PostgreSQL set, then the same after adding the revisions.
 */
import type { Bench } from "../bench";
import { revisionStatements } from "../data";
import { drive, type Measurement, staffCookie, warmUp } from "../measure";
import type { Phase } from "../phase";
import { CONNECTIONS, SEARCH_PATHS } from "../profile";
import { count, cpu, ms, ratio } from "../report/units";
import type { BenchServer } from "../server";

/** The revisions each FAQ gets. */
const PER_FAQ = 5;
/**
 * The FAQ lists, the public one (orders 0-1) and the staff one (orders 0-3, 3 the hardest to
 * read first), at the first page, the second and one further on.
 */
const LIST_PATHS = [0, 15, 300].flatMap((skip) => [
  ...[0, 1].map(
    (orderBy) => `/api/Faq/GetFaqs?limit=15&skip=${String(skip)}&orderBy=${String(orderBy)}`,
  ),
  ...[0, 1, 2, 3].map(
    (orderBy) => `/api/Faq/GetAdminFaqs?limit=15&skip=${String(skip)}&orderBy=${String(orderBy)}`,
  ),
]);

type SearchAndLists = Record<"search" | "lists", Measurement>;

/** R2's searches, then the FAQ lists, on the data set as it stands. */
async function measure(
  bench: Bench,
  what: string,
  server: BenchServer,
  cookie: string,
): Promise<SearchAndLists> {
  await warmUp(bench, `${what} search and lists`, server, [...SEARCH_PATHS, ...LIST_PATHS], cookie);
  const seconds = bench.profile.seconds * bench.profile.rounds;
  const search = await drive(bench, `${what} search`, server, SEARCH_PATHS, {
    connections: CONNECTIONS.latency,
    seconds,
  });
  const lists = await drive(bench, `${what} FAQ lists`, server, LIST_PATHS, {
    connections: CONNECTIONS.latency,
    seconds,
    headers: { Cookie: cookie },
  });
  return { search, lists };
}

export const revisions: Phase<{ rows: number; without: SearchAndLists; with: SearchAndLists }> = {
  name: "revisions",
  servers: ["postgres-large"],
  async run(bench: Bench) {
    const server = await bench.server("postgres-large");
    const cookie = await staffCookie(server.url);
    const without = await measure(bench, "PostgreSQL large, no revisions", server, cookie);
    bench.log(`adding ${String(PER_FAQ)} revisions per FAQ`);
    const rows = await bench.cluster.asSuperuser(async (sql) => {
      for (const statement of revisionStatements(PER_FAQ)) await sql.unsafe(statement);
      const [row] = await sql<{ rows: number }[]>`SELECT count(*)::int AS rows FROM faq_revisions`;
      return row?.rows ?? 0;
    }, "bench_large");
    await bench.settle();
    const label = `PostgreSQL large, ${String(PER_FAQ)} revisions per FAQ`;
    return { rows, without, with: await measure(bench, label, server, cookie) };
  },
  rows: (result, bench) =>
    (["search", "lists"] as const).map((kind) => {
      const [after, before] = [result.with[kind], result.without[kind]];
      return {
        figure: `${kind === "search" ? "Search" : "FAQ lists"} p95 with ${String(PER_FAQ)} revisions per FAQ ÷ without, ${count(bench.profile.large.faqs)} FAQs (PostgreSQL)`,
        value: ratio(after.p95, before.p95),
        target: { at: "most", bound: 1.1 },
        detail: `p95 ${ms(after.p95)} ÷ ${ms(before.p95)} (p50 ${ms(after.p50)} ÷ ${ms(before.p50)}); CPU per request ${ms(cpu(after))} ÷ ${ms(cpu(before))}; ${count(result.rows)} revisions`,
      };
    }),
  method: (
    result,
  ) => `- **Revisions** (issue 17): on the large PostgreSQL set, R2's searches and then the FAQ lists
  (GetFaqs in its two public orders, GetAdminFaqs in all four, at skip 0, 15 and 300, as the
  Admin), each after a warm-up; then ${String(PER_FAQ)} revisions per FAQ are added in one statement
  (${count(result.rows)} rows, VACUUM ANALYZE), and both are measured again on the same server.`,
};
