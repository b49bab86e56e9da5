/**
 * Issue 14: one Student signs in on the quiet large PostgreSQL server, then again while anonymous
 * ResetPassword calls with wrong codes are under way: a wrong code must cost no password hash.
 */
import type { Bench } from "../bench";
import type { FloodResult } from "../drive";
import { driveLarge } from "../measure";
import type { Phase } from "../phase";
import { ADMIN, FLOOD } from "../profile";
import { ms, ratio } from "../report/units";

export const loginsDuringFlood: Phase<FloodResult & { rounds: number }> = {
  name: "logins during a ResetPassword flood",
  servers: ["postgres-large"],
  async run(bench: Bench) {
    const result = await driveLarge<FloodResult>(bench, {
      mode: "flood",
      account: { email: "bench-student-1@example.org", password: ADMIN.password },
      flood: FLOOD,
      rounds: bench.profile.floodRounds,
    });
    if (result.failures > 0)
      bench.problems.push(`logins during the flood: ${String(result.failures)} failed`);
    bench.log(
      `login during ${String(FLOOD)} ResetPassword calls: p50 ${String(result.flooded.p50)} ms, quiet ${String(result.quiet.p50)} ms; ResetPassword answers ${JSON.stringify(result.floodStatuses)}`,
    );
    return { ...result, rounds: bench.profile.floodRounds };
  },
  rows: (flood) => [
    {
      figure: `Login p50 during ${String(FLOOD)} parallel ResetPassword calls ÷ quiet (PostgreSQL)`,
      value: ratio(flood.flooded.p50, flood.quiet.p50),
      target: { at: "most", bound: 3 },
      detail: `p50 ${ms(flood.flooded.p50)} ÷ ${ms(flood.quiet.p50)}, p95 ${ms(flood.flooded.p95)} ÷ ${ms(flood.quiet.p95)} over ${String(flood.rounds)} logins each; ResetPassword answers: ${Object.entries(
        flood.floodStatuses,
      )
        .map(([status, times]) => `${String(times)}× ${status}`)
        .join(", ")}`,
    },
  ],
  method: (
    flood,
  ) => `- **Login during a flood** (issue 14): one Student signs in on the quiet server, then again while
  ${String(FLOOD)} anonymous ResetPassword calls with wrong codes, for addresses nobody has, are under
  way, ${String(flood.rounds)} times each. The per-address budget of account actions is raised for the run,
  as if the flood came from as many addresses, so that what is measured is that a wrong code
  costs no password hash.`,
};
