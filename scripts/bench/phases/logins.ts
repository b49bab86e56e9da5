/**
 * R5: a class signing in, one after another and then all at once, on the large PostgreSQL server;
 * and the cost of the stored password hash, which sets the figure's floor (reported, not a target).
 */
import type { Bench } from "../bench";
import type { LoginResult } from "../drive";
import { driveLarge } from "../measure";
import type { Phase } from "../phase";
import { ADMIN, CONCURRENT_LOGINS } from "../profile";
import { ms, ratio } from "../report/units";

/** OWASP's argon2id settings (m KiB, t): any hash at least as costly as one of them passes. */
const OWASP_ARGON2ID = [
  [47_104, 1],
  [19_456, 2],
  [12_288, 3],
  [9_216, 4],
  [7_168, 5],
];

async function argon2Cost(bench: Bench) {
  const [row] = await bench.cluster.asSuperuser(
    (sql) =>
      sql<{ hash: string }[]>`SELECT password_hash AS hash FROM users WHERE email = ${ADMIN.email}`,
    "bench_large",
  );
  const match = /^\$(argon2(?:id|i|d))\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row?.hash ?? "");
  if (!match) throw new Error("the Admin's password hash is not an argon2 hash");
  const [, algorithm = "", m = "0", t = "0", p = "0"] = match;
  const atLeastOwasp =
    algorithm === "argon2id" &&
    OWASP_ARGON2ID.some(([memory = 0, time = 0]) => Number(m) >= memory && Number(t) >= time);
  return { text: `${algorithm} m=${m} KiB, t=${t}, p=${p}`, atLeastOwasp };
}

export const logins: Phase<LoginResult & { argon2: string; atLeastOwasp: boolean }> = {
  name: "R5 logins",
  servers: ["postgres-large"],
  async run(bench: Bench) {
    // A class: each Student with an account of their own.
    const accounts = Array.from({ length: CONCURRENT_LOGINS }, (_, i) => ({
      email: `bench-student-${String(i + 1)}@example.org`,
      password: ADMIN.password,
    }));
    const { loginRounds: rounds } = bench.profile;
    const job = { mode: "logins", accounts, concurrent: CONCURRENT_LOGINS, rounds };
    const result = await driveLarge<LoginResult>(bench, job);
    if (result.failures > 0) bench.problems.push(`logins: ${String(result.failures)} failed`);
    bench.log(
      `logins: one at a time p95 ${String(result.single.p95)} ms, ${String(CONCURRENT_LOGINS)} at once p95 ${String(result.concurrent.p95)} ms`,
    );
    const { text, atLeastOwasp } = await argon2Cost(bench);
    return { ...result, argon2: text, atLeastOwasp };
  },
  // Its target includes the cost: a cheaper hash would make the ratio meaningless.
  rows: (r5) => [
    {
      figure: `R5 login p95, ${String(CONCURRENT_LOGINS)} at once ÷ one (PostgreSQL)`,
      value: ratio(r5.concurrent.p95, r5.single.p95),
      target: { at: "most", bound: 10 },
      detail: `p95 ${ms(r5.concurrent.p95)} ÷ ${ms(r5.single.p95)}; ${r5.argon2} (${r5.atLeastOwasp ? "at or above OWASP's minimum" : "BELOW OWASP's minimum"}); its floor: see "How the figures are made"`,
      reportedOnly: true,
      ok: r5.atLeastOwasp,
    },
  ],
  method:
    () => `- **R5**: ${String(CONCURRENT_LOGINS)} Students (a class, each with an account of their own) sign in one after
  another, then all at the same moment, round after round; every browser fetches its anti-forgery
  token first, and only the login itself is timed. They come from one address (a school's
  network), so the per-address login limit is raised for the run. The stored hash gives the
  argon2 cost. Reported, not a target: its floor is set by the hash, not by the app. Each login
  costs one argon2id hash (about a core for its duration), and password hashes queue for one
  hashing slot on a two-core machine (docs/decisions/0016), so that searches and pages keep the
  other core. ${String(CONCURRENT_LOGINS)} logins at once therefore finish one hash after another: the last waits for
  ${String(CONCURRENT_LOGINS - 1)} hashes before its own, and the p95 of the ${String(CONCURRENT_LOGINS)} is about ${String(Math.ceil(CONCURRENT_LOGINS * 0.95))} hash times, against
  one for a single login. A ratio below that floor would need a cheaper hash (below OWASP's
  minimum) or more hashing slots (the cores searches need); neither is a trade this product makes.`,
};
